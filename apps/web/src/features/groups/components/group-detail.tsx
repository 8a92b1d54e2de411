import { Stack } from '@mantine/core';
import { BackLink } from '@/components/back-link';
import { NotAvailableNotice } from '@/components/not-available-notice';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/errors';
import { useGroup } from '../api/get-group';
import { GROUP_TEXT } from '../group-constants';
import { GroupHeader } from './group-header';
import { GroupTabs } from './group-tabs';

/** A group's page: its public face for everyone, its members, sub-groups and feed for members. */
export function GroupDetail({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  if (group.isPending) return <PageLoader inline label="Loading group" />;
  if (group.isError) {
    const status = getErrorStatus(group.error);
    if (status === 404 || status === 400) {
      return (
        <NotAvailableNotice
          title="Group not found"
          message={GROUP_TEXT.groupNotFound}
          backTo={paths.groups.root.getHref()}
          backLabel="Back to groups"
        />
      );
    }
    return (
      <Stack>
        <BackLink to={paths.groups.root.getHref()}>All groups</BackLink>
        <PageTitle title="Network group" />
        <RetryAlert error={group.error} onRetry={() => void group.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <GroupHeader group={group.data} />
      <GroupTabs group={group.data} />
    </Stack>
  );
}
