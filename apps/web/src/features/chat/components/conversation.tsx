import type { ChatMessage, MediaItem } from '@nethub/contract';
import { quoteExcerpt } from '@nethub/contract/constants';
import { Divider, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/auth';
import { fullName } from '@/lib/format';
import { useChannel } from '../api/get-channel';
import { useChannelMembers } from '../api/get-channel-members';
import { loadHistoryTo, useMessages } from '../api/get-messages';
import { seenBy, useReceipts } from '../api/receipts';
import { newClientId } from '../lib/client-id';
import type { OutgoingMessage } from '../lib/outbox';
import { useChatClient } from '../lib/use-chat-client';
import { Composer } from './composer';
import { ConnectionStatus } from './connection-status';
import { ConversationHeader, type ConversationBack } from './conversation-header';
import { MessageList } from './message-list';
import { messageRowId } from './message-row';
import { TypingLine } from './typing-line';
import { useConversationScroll } from './use-conversation-scroll';
import { useShownHistory } from './use-shown-history';
import { useOpenConversation } from './use-open-conversation';
import { useOutbox } from './use-outbox';
import { notify } from '@/lib/notify';

type JumpTarget = { _id: string; timeToken: string };

type ConversationProps = {
  channel: string;
  /** Where to go when the conversation cannot be shown. */
  listHref: string;
  back?: ConversationBack;
  /** A message to show in the history on opening (a search result). */
  focusMessage?: JumpTarget;
};

/** How long a message jumped to stays marked. */
const HIGHLIGHT_MS = 4_000;

/**
 * Jumps to a message: the history loads back to it (and a little before), then it is scrolled
 * to, focused and marked for a moment.
 */
function useJumpToMessage(channel: string, ready: boolean, focusMessage?: JumpTarget) {
  const queryClient = useQueryClient();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  /** Loads the history back to the message; then the message is marked (and focused). */
  const reveal = useCallback(
    (target: JumpTarget) =>
      loadHistoryTo(queryClient, channel, target.timeToken).then(
        (held) => {
          if (held) setHighlighted(target._id);
          else notify.error('That message is no longer in this conversation.');
        },
        () => notify.error('The message could not be loaded. Try again.'),
      ),
    [queryClient, channel],
  );
  const jump = useCallback((target: JumpTarget) => void reveal(target), [reveal]);
  useEffect(() => {
    if (!highlighted) return;
    const row = document.getElementById(messageRowId(highlighted));
    row?.scrollIntoView?.({ block: 'center' });
    row?.focus({ preventScroll: true });
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  const focusId = focusMessage?._id;
  const focusToken = focusMessage?.timeToken;
  useEffect(() => {
    if (ready && focusId && focusToken) void reveal({ _id: focusId, timeToken: focusToken });
  }, [ready, focusId, focusToken, reveal]);
  return { highlighted, jump };
}

type ConversationComposerProps = {
  client: ReturnType<typeof useChatClient>;
  channel: string;
  me: string;
  names: Map<string, string>;
  replyingTo: ChatMessage | null;
  onReplyingTo: (message: ChatMessage | null) => void;
  /** Stable: the view follows my message to the bottom. */
  followNewest: () => void;
};

/**
 * The composer with what it sends. Memoised, with stable props: an incoming message does not
 * render it again (its auto-sized box measures itself, forcing a layout, on every render).
 */
const ConversationComposer = memo(function ConversationComposer({
  client,
  channel,
  me,
  names,
  replyingTo,
  onReplyingTo,
  followNewest,
}: ConversationComposerProps) {
  const sendMessage = (
    message: Pick<OutgoingMessage, 'content' | 'messageType' | 'mediaId' | 'file'>,
  ) => {
    followNewest();
    client.send({
      clientId: newClientId(),
      channel,
      createdAt: new Date().toISOString(),
      ...(replyingTo && { replyTo: replyingTo._id }),
      ...message,
    });
    onReplyingTo(null);
  };
  const authorOf = (message: ChatMessage) =>
    message.userId === me ? 'You' : (names.get(message.userId ?? '') ?? 'Former member');
  const sendFile = (media: MediaItem) =>
    sendMessage({
      content: '',
      messageType: 'file',
      mediaId: media._id,
      file: { name: media.name, size: media.size },
    });

  return (
    <Composer
      onTyping={() => client.typing(channel)}
      onSend={(content) => sendMessage({ content, messageType: 'text' })}
      onSendFile={sendFile}
      replyingTo={
        replyingTo && {
          key: replyingTo._id,
          author: authorOf(replyingTo),
          excerpt: quoteExcerpt(replyingTo.content),
        }
      }
      onCancelReply={() => onReplyingTo(null)}
    />
  );
});

/** A conversation: its header, messages (newest at the bottom) and the composer. */
export function Conversation({ channel, listHref, back, focusMessage }: ConversationProps) {
  const client = useChatClient();
  const me = useCurrentUser()._id;
  const detail = useChannel(channel);
  const history = useMessages(channel);
  const pending = useOutbox(client, channel);
  const isGroup = !!detail.data && !detail.data.otherMember;
  const members = useChannelMembers(channel, { enabled: isGroup });
  const newestPage = history.data?.pages[0]?.messages;
  const receipts = useReceipts(channel);
  const [replyingTo, setReplyingTo] = useState<ChatMessage | null>(null);
  const { highlighted, jump } = useJumpToMessage(
    channel,
    detail.isSuccess && history.isSuccess,
    focusMessage,
  );

  useOpenConversation({
    client,
    channel,
    ready: detail.isSuccess && history.isSuccess,
    newest: newestPage?.at(-1)?.timeToken,
    // Only a first load that fails: a later refresh keeps what is shown.
    error: (detail.isLoadingError && detail.error) || (history.isLoadingError && history.error),
    listHref,
  });

  // On the other member, not the whole channel: each message changes the channel's last
  // message, and new names would render every row again.
  const other = detail.data?.otherMember;
  const names = useMemo(() => {
    const rows = other ? [other] : (members.data?.rows ?? []);
    return new Map(rows.map((member) => [member._id, fullName(member)]));
  }, [other, members.data]);

  /** My latest message, and who of the others has read it. */
  const seen = useMemo(() => {
    const latest = newestPage?.findLast((message) => message.userId === me && !message.deletedAt);
    if (!latest) return null;
    const readers = seenBy(receipts.data, latest.timeToken, me).map(
      (reader) => names.get(reader.userId) ?? 'Former member',
    );
    return { messageId: latest._id, readers };
  }, [newestPage, receipts.data, me, names]);

  const held = useMemo(
    () => (history.data?.pages ?? []).toReversed().flatMap((page) => page.messages),
    [history.data],
  );
  const shown = useShownHistory(held, highlighted);
  const {
    ref: scrollRef,
    handleScroll,
    keepPlace,
    followNewest,
  } = useConversationScroll({
    firstKey: shown.messages[0]?._id,
    // A message received, or one of mine on its way (a failed one stays last until resent).
    lastKey: `${newestPage?.at(-1)?._id}:${pending.at(-1)?.clientId}`,
    onNearTop: () => loadEarlier(),
    onNearBottom: () => {
      if (!shown.canTrim) return;
      keepPlace();
      shown.trim();
    },
  });

  /** Held messages not on screen first; then the page before them. */
  function loadEarlier() {
    if (shown.hidden > 0) {
      keepPlace();
      shown.revealEarlier();
      return;
    }
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    keepPlace();
    void history.fetchNextPage();
  }

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
        messages={shown.messages}
        hasEarlier={shown.hidden > 0 || history.hasNextPage}
        loadingEarlier={history.isFetchingNextPage}
        pending={pending}
        me={me}
        names={names}
        isGroup={isGroup}
        onRetry={client.retry}
        onReply={setReplyingTo}
        onJump={jump}
        highlighted={highlighted}
        seen={seen}
        scrollRef={scrollRef}
        onScroll={handleScroll}
        onLoadEarlier={loadEarlier}
      />
      <TypingLine client={client} channel={channel} names={names} />
      <Divider />
      <ConversationComposer
        client={client}
        channel={channel}
        me={me}
        names={names}
        replyingTo={replyingTo}
        onReplyingTo={setReplyingTo}
        followNewest={followNewest}
      />
    </Paper>
  );
}
