import { Stack, Text, Title } from '@mantine/core';
import { BackLink } from '@/components/back-link';
import { LoadMoreButton } from '@/components/load-more-button';
import { NotAvailableNotice } from '@/components/not-available-notice';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/errors';
import { useGroup } from '../api/get-group';
import { useJoinRequests } from '../api/get-join-requests';
import { GROUP_TEXT } from '../group-constants';
import { JoinRequestCard } from './join-request-card';

type RequestListProps = { groupId: string; requests: ReturnType<typeof useJoinRequests> };

function RequestList({ groupId, requests }: RequestListProps) {
  if (requests.isPending) return <PageLoader inline label="Loading join requests" />;
  if (requests.isError) {
    return <RetryAlert error={requests.error} onRetry={() => void requests.refetch()} />;
  }
  const rows = requests.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={2} fz="h4">
          No requests waiting.
        </Title>
        <Text c="dimmed">New requests to join show here until you decide on them.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Stack
        component="ul"
        aria-label="Join requests"
        gap="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {rows.map((request) => (
          <JoinRequestCard key={request.member._id} groupId={groupId} request={request} />
        ))}
      </Stack>
      <LoadMoreButton pages={requests} />
    </Stack>
  );
}

/** The requests to join a group, for its owners to approve or reject. */
export function GroupRequests({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  const requests = useJoinRequests(groupId);
  const back = paths.groups.detail.getHref(groupId);
  const statuses = [getErrorStatus(group.error), getErrorStatus(requests.error)];

  if (statuses.includes(404) || statuses.includes(400)) {
    return (
      <NotAvailableNotice
        title="Group not found"
        message={GROUP_TEXT.groupNotFound}
        backTo={paths.groups.root.getHref()}
        backLabel="Back to groups"
      />
    );
  }
  if (statuses.includes(403) || (group.isSuccess && group.data.me.role !== 'OWNER')) {
    return (
      <NotAvailableNotice
        title="Join requests"
        message={GROUP_TEXT.requestsOwnersOnly}
        backTo={back}
        backLabel="Back to the group"
      />
    );
  }
  if (group.isPending) return <PageLoader inline label="Loading join requests" />;
  return (
    <Stack gap="lg">
      <BackLink to={back}>Back to {group.data?.name ?? 'the group'}</BackLink>
      <PageTitle title="Join requests" description={group.data?.name} />
      {group.isError ? (
        <RetryAlert error={group.error} onRetry={() => void group.refetch()} />
      ) : (
        <RequestList groupId={groupId} requests={requests} />
      )}
    </Stack>
  );
}
