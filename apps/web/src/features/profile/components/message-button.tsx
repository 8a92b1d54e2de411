import { ErrorCode } from '@nethub/contract/constants';
import type { ProfileCard } from '@nethub/contract';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { getChatChannel } from '../api/get-chat-channel';

/** Why a member cannot be messaged (CHAT_NOT_ALLOWED). */
export const CHAT_NOT_ALLOWED_TEXT = 'You can message your connections and members of your groups.';

/** Opens the direct conversation with the member. */
export function MessageButton({
  member,
  variant = 'default',
  size,
}: {
  member: Pick<ProfileCard, '_id' | 'firstName' | 'lastName'>;
  /** `filled` where messaging is the main thing to do (a connection). */
  variant?: 'default' | 'filled' | 'light';
  size?: 'sm';
}) {
  const me = useCurrentUser()._id;
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: getChatChannel,
    onSuccess: (channel) =>
      void navigate(paths.profile.message.getHref(member._id, channel.channel)),
    onError: (error) =>
      hasErrorCode(error, ErrorCode.CHAT_NOT_ALLOWED)
        ? notify.info(CHAT_NOT_ALLOWED_TEXT)
        : notify.error(getErrorMessage(error)),
  });

  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      aria-label={`Message ${fullName(member)}`}
      onClick={() => open.mutate([me, member._id])}
      loading={open.isPending}
    >
      Message
    </Button>
  );
}
