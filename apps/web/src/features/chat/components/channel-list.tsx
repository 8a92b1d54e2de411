import type { ChatChannel } from '@nethub/contract';
import { Box, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/lib/auth';
import { TAB_LIST_TYPE, type ChatTab, type GroupFilter } from '../api/chat-keys';
import { useChannels } from '../api/get-channels';
import type { ChatClient } from '../lib/chat-client';
import { ChannelRow } from './channel-row';

const EMPTY: Record<ChatTab, string> = {
  'direct-messages': 'No conversations yet.',
  'group-chats': 'No group chats yet.',
};

const HINT: Record<ChatTab, string> = {
  'direct-messages': "Open a member's profile and choose Message to start one.",
  'group-chats': 'Start one with New group.',
};

type ChannelListProps = {
  tab: ChatTab;
  /** The Group chats tab: every kind (`group`), or network groups' or sub-groups' only. */
  filter?: GroupFilter;
  selected: string | undefined;
  client: ChatClient;
};

const FILTERED_EMPTY: Record<Exclude<GroupFilter, 'group'>, string> = {
  directory: 'No network group chats.',
  sub_group: 'No sub-group chats.',
};
const FILTERED_HINT = 'Join a network group (or one of its sub-groups) to chat with its members.';

/**
 * A tab's conversations, most recent first. A conversation moved to the top after a page was
 * loaded may come again in a later page: it is listed once.
 */
export function ChannelList({ tab, filter, selected, client }: ChannelListProps) {
  const me = useCurrentUser()._id;
  const narrowed = filter && filter !== 'group' ? filter : undefined;
  const channels = useChannels(narrowed ?? TAB_LIST_TYPE[tab]);
  const rows = useMemo(() => {
    const byName = new Map<string, ChatChannel>();
    for (const page of channels.data?.pages ?? [])
      for (const row of page.rows) if (!byName.has(row.channel)) byName.set(row.channel, row);
    return [...byName.values()];
  }, [channels.data]);

  if (channels.isPending) return <PageLoader inline label="Loading conversations" />;
  if (channels.isError)
    return <RetryAlert error={channels.error} onRetry={() => void channels.refetch()} />;
  if (rows.length === 0) {
    return (
      <Stack gap={4} py="xl" px="md" align="center">
        <Text fw={500}>{narrowed ? FILTERED_EMPTY[narrowed] : EMPTY[tab]}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {narrowed ? FILTERED_HINT : HINT[tab]}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Box component="ul" aria-label="Conversations" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((channel) => (
          <ChannelRow
            key={channel.channel}
            channel={channel}
            me={me}
            client={client}
            selected={selected}
          />
        ))}
      </Box>
      <LoadMoreButton pages={channels} />
    </Stack>
  );
}
