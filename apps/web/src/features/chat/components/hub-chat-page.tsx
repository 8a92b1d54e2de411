import type { ChatChannel } from '@nethub/contract';
import { Box, Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import type { ChatTab, GroupFilter } from '../api/chat-keys';
import { useUnreadCount } from '../api/get-unread-count';
import { useChatClient } from '../lib/use-chat-client';
import { CHAT_HEIGHT } from './chat-layout';
import { ChannelList } from './channel-list';
import { Conversation } from './conversation';
import { MessageSearchBox, MessageSearchResults } from './message-search';
import { useFollowSearch } from '@/lib/search';
import { NewGroupModal } from './new-group-modal';
import { NoConversation } from './no-conversation';

const TABS: { value: ChatTab; label: string }[] = [
  { value: 'direct-messages', label: 'Direct messages' },
  { value: 'group-chats', label: 'Group chats' },
];

/** The Group chats tab lists every kind, or one: network groups' channels, sub-groups'. */
const GROUP_FILTERS: { value: GroupFilter; label: string }[] = [
  { value: 'group', label: 'All' },
  { value: 'directory', label: 'Network groups' },
  { value: 'sub_group', label: 'Sub-groups' },
];

function useUnreadByTab(): Record<ChatTab, number> | undefined {
  const direct = useUnreadCount('single').data;
  const groups = useUnreadCount('group').data;
  if (direct === undefined || groups === undefined) return undefined;
  return { 'direct-messages': direct, 'group-chats': groups };
}

/**
 * /hub-chat: my conversations in two tabs, with how many of each have unread messages, and the
 * open one beside them. Phones show one or the other, with a way back to the list.
 */
export function HubChatPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: ChatTab =
    searchParams.get('type') === 'group-chats' ? 'group-chats' : 'direct-messages';
  const channel = searchParams.get('channel') || undefined;
  const messageId = searchParams.get('message');
  const at = searchParams.get('at');
  const focusMessage = messageId && at ? { _id: messageId, timeToken: at } : undefined;
  const me = useCurrentUser()._id;
  // The header search's "See all" opens this screen searching (`?q=`, ADR 033).
  const q = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(q);
  useFollowSearch(q, setSearch);
  const [groupFilter, setGroupFilter] = useState<GroupFilter>('group');
  const client = useChatClient();
  const unread = useUnreadByTab();
  const [creating, newGroup] = useDisclosure(false);

  const chooseTab = (value: ChatTab) =>
    void navigate(paths.messages.getHref(value, channel), { replace: true });
  const handleCreated = (created: ChatChannel) => {
    newGroup.close();
    client.subscribe([created.channel]);
    void navigate(paths.messages.getHref('group-chats', created.channel));
  };

  return (
    <Stack gap="md">
      <PageTitle title="Messages" />
      <Group align="stretch" wrap="nowrap" gap="md" h={CHAT_HEIGHT}>
        <Paper
          withBorder
          p="sm"
          w={{ base: '100%', md: 300, lg: 360 }}
          visibleFrom={channel ? 'md' : undefined}
          style={{ flexShrink: 0, overflowY: 'auto' }}
        >
          <Stack gap="sm">
            <MessageSearchBox value={search} onChange={setSearch} />
            {search.trim() ? (
              <MessageSearchResults query={search} me={me} />
            ) : (
              <TabsWithCounts
                tabs={TABS}
                value={tab}
                onChange={chooseTab}
                counts={unread}
                renderPanel={(value) => (
                  <Stack gap="sm">
                    {value === 'group-chats' && (
                      <>
                        <Button
                          variant="light"
                          leftSection={<IconPlus size={16} aria-hidden />}
                          onClick={newGroup.open}
                          style={{ alignSelf: 'flex-start' }}
                        >
                          New group
                        </Button>
                        <SegmentedControl
                          aria-label="Show"
                          size="xs"
                          fullWidth
                          data={GROUP_FILTERS}
                          value={groupFilter}
                          onChange={(next) => setGroupFilter(next as GroupFilter)}
                        />
                      </>
                    )}
                    <ChannelList
                      tab={value}
                      filter={value === 'group-chats' ? groupFilter : undefined}
                      selected={channel}
                      client={client}
                    />
                  </Stack>
                )}
              />
            )}
          </Stack>
        </Paper>
        <Box miw={0} style={{ flex: 1 }} display={{ base: channel ? 'flex' : 'none', md: 'flex' }}>
          {channel ? (
            <Conversation
              key={channel}
              channel={channel}
              focusMessage={focusMessage}
              listHref={paths.messages.getHref(tab)}
              back={{ href: paths.messages.getHref(tab), label: 'Back to conversations' }}
            />
          ) : (
            <NoConversation />
          )}
        </Box>
      </Group>
      <NewGroupModal opened={creating} onClose={newGroup.close} onCreated={handleCreated} />
    </Stack>
  );
}
