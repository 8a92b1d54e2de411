import type { MediaItem } from '@nethub/contract';
import { Divider, Paper } from '@mantine/core';
import { useMemo } from 'react';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/auth';
import { fullName } from '@/lib/format';
import { useChannel } from '../api/get-channel';
import { useChannelMembers } from '../api/get-channel-members';
import { useMessages } from '../api/get-messages';
import { newClientId } from '../lib/client-id';
import type { OutgoingMessage } from '../lib/outbox';
import { useChatClient } from '../lib/use-chat-client';
import { Composer } from './composer';
import { ConnectionStatus } from './connection-status';
import { ConversationHeader, type ConversationBack } from './conversation-header';
import { MessageList } from './message-list';
import { TypingLine } from './typing-line';
import { useConversationScroll } from './use-conversation-scroll';
import { useOpenConversation } from './use-open-conversation';
import { useOutbox } from './use-outbox';

type ConversationProps = {
  channel: string;
  /** Where to go when the conversation cannot be shown. */
  listHref: string;
  back?: ConversationBack;
};

/** A conversation: its header, messages (newest at the bottom) and the composer. */
export function Conversation({ channel, listHref, back }: ConversationProps) {
  const client = useChatClient();
  const me = useCurrentUser()._id;
  const detail = useChannel(channel);
  const history = useMessages(channel);
  const pending = useOutbox(client, channel);
  const isGroup = !!detail.data && !detail.data.otherMember;
  const members = useChannelMembers(channel, { enabled: isGroup });
  const newestPage = history.data?.pages[0]?.messages;

  useOpenConversation({
    client,
    channel,
    ready: detail.isSuccess && history.isSuccess,
    newest: newestPage?.at(-1)?.timeToken,
    // Only a first load that fails: a later refresh keeps what is shown.
    error: (detail.isLoadingError && detail.error) || (history.isLoadingError && history.error),
    listHref,
  });

  const names = useMemo(() => {
    const other = detail.data?.otherMember;
    const rows = other ? [other] : (members.data?.rows ?? []);
    return new Map(rows.map((member) => [member._id, fullName(member)]));
  }, [detail.data, members.data]);

  const oldestPage = history.data?.pages.at(-1)?.messages;
  const {
    ref: scrollRef,
    handleScroll,
    keepPlace,
    followNewest,
  } = useConversationScroll({
    firstKey: oldestPage?.[0]?._id,
    // A message received, or one of mine on its way (a failed one stays last until resent).
    lastKey: `${newestPage?.at(-1)?._id}:${pending.at(-1)?.clientId}`,
    onNearTop: () => loadEarlier(),
  });

  function loadEarlier() {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    keepPlace();
    void history.fetchNextPage();
  }

  const sendMessage = (
    message: Pick<OutgoingMessage, 'content' | 'messageType' | 'mediaId' | 'file'>,
  ) => {
    followNewest();
    client.send({
      clientId: newClientId(),
      channel,
      createdAt: new Date().toISOString(),
      ...message,
    });
  };
  const sendFile = (media: MediaItem) =>
    sendMessage({
      content: '',
      messageType: 'file',
      mediaId: media._id,
      file: { name: media.name, size: media.size },
    });

  if (!detail.data || !history.data) {
    return detail.isPending || history.isPending ? (
      <PageLoader inline label="Loading conversation" />
    ) : null;
  }
  return (
    <Paper withBorder h="100%" w="100%" display="flex" style={{ flexDirection: 'column' }}>
      <ConversationHeader channel={detail.data} client={client} back={back} />
      <Divider />
      <ConnectionStatus />
      <MessageList
        history={history}
        pending={pending}
        me={me}
        names={names}
        isGroup={isGroup}
        onRetry={client.retry}
        scrollRef={scrollRef}
        onScroll={handleScroll}
        onLoadEarlier={loadEarlier}
      />
      <TypingLine client={client} channel={channel} names={names} />
      <Divider />
      <Composer
        onTyping={() => client.typing(channel)}
        onSend={(content) => sendMessage({ content, messageType: 'text' })}
        onSendFile={sendFile}
      />
    </Paper>
  );
}
