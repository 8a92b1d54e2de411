import type { ChatChannel } from '@nethub/contract';
import { Box, Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/format';
import { messagePreview, shortWhen } from '../lib/message-text';
import { ChannelAvatar } from './channel-avatar';
import { UnreadBadge } from './unread-badge';

type ChannelItemProps = {
  channel: ChatChannel;
  me: string;
  href: string;
  active?: boolean;
  /** The other member of a direct conversation is on the chat now. */
  online?: boolean;
  onOpen?: () => void;
};

function OnlineDot() {
  return (
    <Box
      component="span"
      pos="absolute"
      right={0}
      bottom={0}
      w={12}
      h={12}
      bg="teal.8"
      style={{ borderRadius: '50%', border: '2px solid var(--mantine-color-body)' }}
      aria-hidden
    />
  );
}

/** A conversation in a list: picture, name, latest message, when, unread and muted marks. */
export const ChannelItem = memo(function ChannelItem({
  channel,
  me,
  href,
  active = false,
  online = false,
  onOpen,
}: ChannelItemProps) {
  const format = useFormatters();
  const unread = channel.unReadMessage > 0;
  const last = channel.lastMessage;
  return (
    <NavLink
      component={Link}
      to={href}
      active={active}
      // Grey: the hover shade of the brand colour is too close to its text.
      color="gray"
      aria-current={active ? 'page' : undefined}
      onClick={onOpen}
      leftSection={
        <Box component="span" pos="relative" display="inline-block">
          <ChannelAvatar name={channel.nameGroup} src={channel.channelAvatar} size={40} />
          {online && <OnlineDot />}
        </Box>
      }
      label={
        <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
          <Text component="span" size="sm" fw={unread ? 700 : 500} truncate>
            {channel.nameGroup}
            {online && <VisuallyHidden> Online</VisuallyHidden>}
          </Text>
          {last && (
            <Text component="time" dateTime={last.createdAt} size="xs" c="dimmed">
              {shortWhen(format, last.createdAt)}
            </Text>
          )}
        </Group>
      }
      description={
        <Group component="span" justify="space-between" wrap="nowrap" gap="xs" mt={2}>
          <Text component="span" size="sm" c="dimmed" truncate>
            {messagePreview(last, me)}
          </Text>
          <Group component="span" gap={4} wrap="nowrap">
            {channel.muted && (
              <>
                <IconBellOff size={14} aria-hidden />
                <VisuallyHidden>Muted</VisuallyHidden>
              </>
            )}
            <UnreadBadge count={channel.unReadMessage} />
          </Group>
        </Group>
      }
      styles={{ body: { minWidth: 0 } }}
    />
  );
});
