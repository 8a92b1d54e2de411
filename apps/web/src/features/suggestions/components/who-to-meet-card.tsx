import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import { useSuggestions } from '../api/suggestions';

const SHOWN = 3;

/** Home: the first few members worth meeting, each with the strongest reason, and a way to all. */
export function WhoToMeetCard() {
  const suggestions = useSuggestions(SHOWN);
  const rows = suggestions.data?.rows ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="who-to-meet-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="who-to-meet-title">
            Who to meet next
          </Title>
          <Anchor component={Link} to={paths.suggestions.getHref()} size="sm" fw={500}>
            See all suggestions
          </Anchor>
        </Group>
        {suggestions.isPending &&
          Array.from({ length: SHOWN }, (_, i) => <Skeleton key={i} height={48} />)}
        {suggestions.isError && (
          <RetryAlert error={suggestions.error} onRetry={() => void suggestions.refetch()} />
        )}
        {suggestions.isSuccess && rows.length === 0 && (
          <Text c="dimmed" size="sm">
            Pass a lead, join a network group or add your sectors: we will suggest members worth
            meeting, and say why.
          </Text>
        )}
        {rows.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map(({ member, reasons }) => (
              <Group component="li" key={member._id} gap="sm" wrap="nowrap" align="flex-start">
                <MemberAvatar member={member} size={40} />
                <Stack gap={0} miw={0}>
                  <Anchor
                    component={Link}
                    to={paths.profile.member.getHref(member._id)}
                    fw={600}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {fullName(member)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {reasons[0]!.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
