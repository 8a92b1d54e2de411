import { HIDDEN_MEMBER_NAME } from '@nethub/contract';
import {
  Avatar,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { ConsoleLayout, useOrganizationGroupOptions } from '@/features/console';
import { count, initials, plural, useFormatters } from '@/lib/format';
import { useGroupLedger, type PeriodChoice } from '../api/ledger';
import { percent } from './ledger-page';
import { isComplete, PeriodPicker } from './period-picker';

function GroupLedger({ organizationId }: { organizationId: string }) {
  const format = useFormatters();
  const options = useOrganizationGroupOptions(organizationId);
  const [picked, setPicked] = useState<string | null>(null);
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'month' });
  const [asked, setAsked] = useState<PeriodChoice>(choice);
  const groupId = picked ?? options.data?.[0]?.value ?? null;
  const ledger = useGroupLedger(groupId, asked);

  if (options.isPending) return <Skeleton height={120} aria-hidden />;
  if (options.isError)
    return <RetryAlert error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data.length) return <Text c="dimmed">Create a group to see its ledger.</Text>;

  const data = ledger.data;
  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Group"
          data={options.data}
          value={groupId ?? ''}
          onChange={(event) => setPicked(event.currentTarget.value)}
        />
        <PeriodPicker
          value={choice}
          onChange={(next) => {
            setChoice(next);
            if (isComplete(next)) setAsked(next);
          }}
        />
      </Group>
      {ledger.isError && <RetryAlert error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {ledger.isPending && <Skeleton height={120} aria-hidden />}
      {data && (
        <Stack gap="lg" aria-busy={ledger.isPlaceholderData}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed" fw={500}>
                Business passed between members
              </Text>
              <Text fz={28} fw={700}>
                {format.money(data.total.value, data.currency)}
              </Text>
              <Text size="sm">{plural(data.total.converted, 'lead')} converted</Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed" fw={500}>
                Leads passed
              </Text>
              <Text fz={28} fw={700}>
                {count(data.total.passed)}
              </Text>
              <Text size="sm">{count(data.total.passedConverted)} of them converted</Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed" fw={500}>
                Conversion rate
              </Text>
              <Text fz={28} fw={700}>
                {percent(data.total.conversionRate)}
              </Text>
            </Paper>
          </SimpleGrid>
          <SectionCard title="Leaderboard">
            <Text size="sm" c="dimmed">
              The members who gave the most business in this period. Members who chose not to appear
              by name show as &ldquo;{HIDDEN_MEMBER_NAME}&rdquo;.
            </Text>
            {data.leaderboard.length ? (
              <Stack
                component="ol"
                gap="xs"
                p={0}
                m={0}
                aria-label="Leaderboard"
                style={{ listStyle: 'none' }}
              >
                {data.leaderboard.map((row) => (
                  <Group component="li" key={row.rank} gap="sm" wrap="nowrap">
                    <Text fw={700} w={28} ta="right">
                      {row.rank}.
                    </Text>
                    <Avatar src={row.avatarUrl} radius="xl" size={32} color="blue" aria-hidden>
                      {row.memberId
                        ? initials({
                            firstName: row.name.split(' ')[0] ?? '',
                            lastName: row.name.split(' ').slice(1).join(' '),
                          })
                        : '?'}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {row.name}
                      </Text>
                      <Text size="sm">
                        {format.money(row.value, data.currency)} · {plural(row.converted, 'lead')}{' '}
                        converted
                      </Text>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">No lead between members converted in this period.</Text>
            )}
          </SectionCard>
        </Stack>
      )}
    </Stack>
  );
}

/** /organization/ledger: each group's business between its members, for its owner. */
export function GroupLedgerPage() {
  return (
    <ConsoleLayout title="Ledger">
      {(organization) => <GroupLedger organizationId={organization._id} />}
    </ConsoleLayout>
  );
}
