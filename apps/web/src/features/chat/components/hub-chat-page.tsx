import type { ChatChannel } from '@nethub/contract';
import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { paths } from '@/config/paths';
import type { ChatTab } from '../api/chat-keys';
import { useUnreadCount } from '../api/get-unread-count';
import { useChatClient } from '../lib/use-chat-client';
import { CHAT_HEIGHT } from './chat-layout';
import { ChannelList } from './channel-list';
import { Conversation } from './conversation';
import { NewGroupModal } from './new-group-modal';
import { NoConversation } from './no-conversation';

const TABS: { value: ChatTab; label: string }[] = [
  { value: 'direct-messages', label: 'Direct messages' },
  { value: 'group-chats', label: 'Group chats' },
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
          <TabsWithCounts
            tabs={TABS}
            value={tab}
            onChange={chooseTab}
            counts={unread}
            renderPanel={(value) => (
              <Stack gap="sm">
                {value === 'group-chats' && (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={newGroup.open}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    New group
                  </Button>
                )}
                <ChannelList tab={value} selected={channel} client={client} />
              </Stack>
            )}
          />
        </Paper>
        <Box miw={0} style={{ flex: 1 }} display={{ base: channel ? 'flex' : 'none', md: 'flex' }}>
          {channel ? (
            <Conversation
              key={channel}
              channel={channel}
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
