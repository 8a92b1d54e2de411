import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadMoreButton } from '@/components/load-more-button';
import { MemberFilterBar } from '@/components/member-filter-bar';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { useMemberFilters } from '@/lib/member-filters';
import { useGroupMembers } from '../api/get-group-members';
import { GroupMemberCard } from './group-member-card';

function MemberList({
  members,
  filtered,
}: {
  members: ReturnType<typeof useGroupMembers>;
  filtered: boolean;
}) {
  const pages = members.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;

  if (members.isPending) return <PageLoader inline label="Loading members" />;
  if (members.isError) {
    return <RetryAlert error={members.error} onRetry={() => void members.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={2} fz="h4">
          {filtered ? 'No matches' : 'No members yet'}
        </Title>
        <Text c="dimmed">
          {filtered
            ? 'Try another search, or reset the filters.'
            : 'Members show here once they join.'}
        </Text>
      </Stack>
    );
  }
  return (
    <Box
      aria-busy={members.isPlaceholderData}
      style={{ opacity: members.isPlaceholderData ? 0.6 : 1 }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {rows.length} of {totalRows}
        </Text>
        <SimpleGrid
          component="ul"
          aria-label="Members"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {rows.map((member) => (
            <GroupMemberCard key={member._id} member={member} />
          ))}
        </SimpleGrid>
        <LoadMoreButton pages={members} />
      </Stack>
    </Box>
  );
}

/** A group's members, searched and filtered, for those inside the group. */
export function GroupMembers({ groupId }: { groupId: string }) {
  const { values, setValues, filters, filtered, reset } = useMemberFilters();
  const members = useGroupMembers(groupId, filters);
  return (
    <Stack gap="lg">
      <Box component="section" aria-label="Member filters">
        <MemberFilterBar
          searchLabel="Search members"
          values={values}
          onChange={setValues}
          onReset={reset}
        />
      </Box>
      <MemberList members={members} filtered={filtered} />
    </Stack>
  );
}
