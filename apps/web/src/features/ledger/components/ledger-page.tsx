import type {
  Currency,
  Ledger,
  LedgerFlow,
  RewardSettlement,
  SettlementSide,
} from '@nethub/contract';
import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { FormModal } from '@/components/form-modal';
import { MemberAvatar } from '@/components/member-avatar';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { count, fullName, plural, useFormatters, type Formatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  periodParams,
  useLedger,
  useMarkPaid,
  useSettlements,
  type PeriodChoice,
} from '../api/ledger';
import { isComplete, PeriodPicker } from './period-picker';
import { Badge } from '@/components/badge';

export const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function FlowCard({
  label,
  flow,
  currency,
  format,
  passedWord,
}: {
  label: string;
  flow: LedgerFlow;
  currency: Currency;
  format: Formatters;
  passedWord: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.15}>
          {format.money(flow.value, currency)}
        </Text>
        <Text size="sm">
          {plural(flow.converted, 'lead')} converted · {count(flow.passed)} {passedWord} ·{' '}
          {percent(flow.conversionRate)} conversion rate
        </Text>
      </Stack>
    </Paper>
  );
}

const sideText = (flow: { value: number; converted: number }, currency: Currency, f: Formatters) =>
  `${f.money(flow.value, currency)} (${plural(flow.converted, 'lead')})`;

function Connections({ ledger, format }: { ledger: Ledger; format: Formatters }) {
  if (!ledger.connections.length)
    return <Text c="dimmed">No leads with your connections in this period.</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {ledger.connections.map((row) => (
        <Card key={row.member._id} withBorder padding="sm" radius="md" component="li">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MemberAvatar member={row.member} size={36} decorative />
            <Stack gap={2} miw={0}>
              <Anchor
                component={Link}
                to={paths.profile.member.getHref(row.member._id)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {fullName(row.member)}
              </Anchor>
              <Text size="sm">
                Given: {sideText(row.given, ledger.currency, format)} · Received:{' '}
                {sideText(row.received, ledger.currency, format)}
              </Text>
              <Text size="xs" c="dimmed">
                Passed {count(row.given.passed)}, received {count(row.received.passed)} in this
                period
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function Groups({ ledger, format }: { ledger: Ledger; format: Formatters }) {
  if (!ledger.groups.length)
    return <Text c="dimmed">No business with members of your groups in this period.</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {ledger.groups.map((group) => (
        <li key={group._id}>
          <Anchor component={Link} to={paths.groups.detail.getHref(group._id)} fw={600}>
            {group.name}
          </Anchor>
          <Text size="sm">
            Given: {sideText(group.given, ledger.currency, format)} · Received:{' '}
            {sideText(group.received, ledger.currency, format)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function Rewards({ ledger, format }: { ledger: Ledger; format: Formatters }) {
  if (!ledger.rewards.length)
    return <Text c="dimmed">No leads came under your rewards or campaigns in this period.</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {ledger.rewards.map((reward) => (
        <li key={reward._id}>
          <Anchor component={Link} to={paths.rewards.detail.getHref(reward._id)} fw={600}>
            {reward.title}
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            ({reward.type === 'campaign' ? 'campaign' : 'standard reward'})
          </Text>
          <Text size="sm">
            {plural(reward.passed, 'lead')} passed, {count(reward.converted)} converted:{' '}
            {format.money(reward.value, ledger.currency)} of business
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function MarkPaidForm({
  settlement,
  onDone,
}: {
  settlement: RewardSettlement;
  onDone: () => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [paidOn, setPaidOn] = useState(settlement.paidOn ?? today);
  const markPaid = useMarkPaid();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        markPaid.mutate(
          { leadId: settlement.leadId, paidOn },
          {
            onSuccess: () => {
              notify.success('Reward marked as paid');
              onDone();
            },
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">
          {settlement.reward.title} ({settlement.reward.value}) for {fullName(settlement.giver)}
          &rsquo;s lead {settlement.contactName}.
        </Text>
        <TextInput
          type="date"
          label="Paid on"
          required
          value={paidOn}
          max={today}
          min={settlement.convertedAt.slice(0, 10)}
          onChange={(event) => setPaidOn(event.currentTarget.value)}
          error={markPaid.error ? getErrorMessage(markPaid.error) : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={markPaid.isPending} disabled={!paidOn}>
            Mark as paid
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Settlements({ format }: { format: Formatters }) {
  const [side, setSide] = useState<SettlementSide>('earned');
  const [paying, setPaying] = useState<RewardSettlement | null>(null);
  const list = useSettlements(side);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Rewards to settle"
        value={side}
        onChange={(value) => setSide(value as SettlementSide)}
        data={[
          { value: 'earned', label: 'Earned by my leads' },
          { value: 'offered', label: 'I owe' },
        ]}
      />
      {list.isPending && <Skeleton height={60} aria-hidden />}
      {list.isError && <RetryAlert error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && !list.data.rows.length && (
        <Text c="dimmed">
          {side === 'earned'
            ? 'When a lead you passed under a reward converts, the reward shows here.'
            : 'When you convert a lead passed under one of your rewards, you owe it: it shows here.'}
        </Text>
      )}
      {list.data && list.data.rows.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={side === 'earned' ? 'Rewards my leads earned' : 'Rewards I owe'}
        >
          {list.data.rows.map((row) => {
            const other = side === 'earned' ? row.offerer : row.giver;
            return (
              <Card key={row.leadId} withBorder padding="sm" radius="md" component="li">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.reward.title}: {row.reward.value}
                    </Text>
                    <Text size="sm">
                      {side === 'earned' ? 'From' : 'To'} {fullName(other)} · lead{' '}
                      <Anchor component={Link} to={paths.leads.detail.getHref(row.leadId)}>
                        {row.contactName}
                      </Anchor>{' '}
                      · {format.money(row.closedValue, row.closedCurrency)} closed on{' '}
                      {format.date(row.convertedAt)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge tone={row.status === 'paid' ? 'success' : 'warning'}>
                      {row.status === 'paid' ? `Paid ${format.day(row.paidOn!)}` : 'Owed'}
                    </Badge>
                    {side === 'offered' && row.status === 'owed' && (
                      <Button size="compact-sm" onClick={() => setPaying(row)}>
                        Mark paid
                      </Button>
                    )}
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <FormModal opened={!!paying} onClose={() => setPaying(null)} title="Reward paid">
        {paying && <MarkPaidForm settlement={paying} onDone={() => setPaying(null)} />}
      </FormModal>
    </Stack>
  );
}

/** /ledger: the member's business given and received, per period (ADR 027). */
export function LedgerPage() {
  const format = useFormatters();
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'month' });
  const [asked, setAsked] = useState<PeriodChoice>(choice);
  const ledger = useLedger(asked);
  const data = ledger.data;

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (isComplete(next)) setAsked(next);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title="Ledger"
          description="The business you gave and received through leads, and the rewards it earned."
        />
        <ExportButton url="/ledger/export" params={periodParams(asked)} what="ledger" />
      </Group>
      <PeriodPicker value={choice} onChange={choose} />
      {ledger.isError && <RetryAlert error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {ledger.isPending && <Skeleton height={120} aria-hidden />}
      {data && (
        <Stack
          gap="lg"
          aria-busy={ledger.isPlaceholderData}
          style={{ opacity: ledger.isPlaceholderData ? 0.6 : 1 }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FlowCard
              label="Business given"
              flow={data.given}
              currency={data.currency}
              format={format}
              passedWord="passed"
            />
            <FlowCard
              label="Business received"
              flow={data.received}
              currency={data.currency}
              format={format}
              passedWord="received"
            />
          </SimpleGrid>
          <SectionCard title="By connection">
            <Connections ledger={data} format={format} />
          </SectionCard>
          <SectionCard title="By group">
            <Text size="sm" c="dimmed">
              Business with members of the groups you share with them.
            </Text>
            <Groups ledger={data} format={format} />
          </SectionCard>
          <SectionCard title="What your rewards and campaigns earned">
            <Rewards ledger={data} format={format} />
          </SectionCard>
        </Stack>
      )}
      <SectionCard title="Rewards to settle">
        <Settlements format={format} />
      </SectionCard>
    </Stack>
  );
}
