import type { ChatChannel } from '@nethub/contract';
import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOnlineMembers } from '../api/get-online-members';
import type { ChatClient } from '../lib/chat-client';
import { memberCountText } from '../lib/message-text';
import { ChannelAvatar } from './channel-avatar';
import { ConversationMenu } from './conversation-menu';

export type ConversationBack = { href: string; label: string };

type ConversationHeaderProps = {
  channel: ChatChannel;
  client: ChatClient;
  /** Phones show the list and the conversation apart: the way back to the list. */
  back?: ConversationBack;
};

/** Who the conversation is with: name, picture, members or presence, and its menu. */
export function ConversationHeader({ channel, client, back }: ConversationHeaderProps) {
  const other = channel.otherMember;
  const online = useOnlineMembers(client, channel.channel, !!other);
  const status = other
    ? online.data?.includes(other._id)
      ? 'Online'
      : null
    : memberCountText(channel.memberCount);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" p="sm">
      <Group wrap="nowrap" gap="sm" miw={0}>
        {back && (
          <ActionIcon
            component={Link}
            to={back.href}
            variant="subtle"
            color="gray.7"
            size="lg"
            aria-label={back.label}
            hiddenFrom="md"
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <ChannelAvatar name={channel.nameGroup} src={channel.channelAvatar} size={40} />
        <Stack gap={0} miw={0}>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {channel.nameGroup}
          </Title>
          {status && (
            <Text size="xs" c="dimmed">
              {status}
            </Text>
          )}
        </Stack>
      </Group>
      <ConversationMenu channel={channel} client={client} />
    </Group>
  );
}
