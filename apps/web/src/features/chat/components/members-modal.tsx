import { Anchor, Box, Group, Modal } from '@mantine/core';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import { useChannelMembers } from '../api/get-channel-members';
import { Badge } from '@/components/badge';

type MembersModalProps = { channel: string; opened: boolean; onClose: () => void };

function MemberRows({ channel }: { channel: string }) {
  const members = useChannelMembers(channel);
  if (members.isPending) return <PageLoader inline label="Loading members" />;
  if (members.isError)
    return <RetryAlert error={members.error} onRetry={() => void members.refetch()} />;
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {members.data.rows.map((member) => (
        <Group component="li" key={member._id} gap="sm" py={6} wrap="nowrap">
          <MemberAvatar member={member} size={36} />
          <Anchor component={Link} to={paths.profile.member.getHref(member._id)} size="sm">
            {fullName(member)}
          </Anchor>
          {member.isAdmin && (
            <Badge size="sm" tone="accent">
              Admin
            </Badge>
          )}
        </Group>
      ))}
    </Box>
  );
}

/** Who is in the group chat, its admins marked. */
export function MembersModal({ channel, opened, onClose }: MembersModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Members"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <MemberRows channel={channel} />}
    </Modal>
  );
}
