import {
  CHAT_EVENTS,
  type ChatPresence,
  type ChatRead,
  type ChatTyping,
} from '@nethub/contract/constants';
import type { ChatMessage } from '@nethub/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { isRealtimeConnected, onRealtime, RealtimeUnavailableError } from '@/lib/realtime';
import { REALTIME_CONNECT } from '@/lib/realtime-events';
import {
  adjustUnreadCounts,
  channelState,
  clearUnread,
  removeChannel,
  replaceMessage,
  type ChannelState,
} from '../api/channel-cache';
import { chatKeys } from '../api/chat-keys';
import { recordRead } from '../api/receipts';
import { fetchMissedMessages, newestHeld } from './catch-up';
import { createChatRequests } from './chat-requests';
import { createGrant } from './grant';
import { createIncoming } from './incoming';
import { createOutbox, type OutgoingMessage } from './outbox';
import { createReadMarkers } from './read-markers';
import { createSendQueue } from './send-queue';
import { createSubscriptions } from './subscriptions';
import { createTypingSignal, createTypingState } from './typing';

/**
 * Real-time failures are only logged; the member is not told (spec §8). Nothing is said while
 * the connection is down: the next connection subscribes afresh.
 */
const logFailure = (what: string) => (error: unknown) => {
  if (error instanceof RealtimeUnavailableError && !isRealtimeConnected()) return;
  console.warn(`Chat: ${what}`, error);
};

/** Subscribing again after a failure, while the connection stays up: 1 s, 2 s, 4 s... 15 s. */
const SUBSCRIBE_RETRY_MS = 1_000;
const SUBSCRIBE_RETRY_MAX_MS = 15_000;
/** An HTTP send that hangs this long is given up, and the message sent again later. */
const SEND_TIMEOUT_MS = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live chat of one signed-in member (spec §4 "Chat connection", "Incoming chat"): the
 * grant, the subscriptions (again after every reconnection), publishing with an HTTP fallback,
 * and incoming messages written into the query cache.
 */
export function createChatClient(queryClient: QueryClient, me: string) {
  const grant = createGrant();
  const outbox = createOutbox();
  const markers = createReadMarkers(me, logFailure('saving the read marker'), refreshStaleCounts);
  const removalListeners = new Set<(channel: string) => void>();
  let openChannel: string | null = null;
  let connections = 0;

  const request = createChatRequests(grant, (event) => {
    // A renewed grant asks again for every channel (a subscribe just did).
    if (event !== CHAT_EVENTS.subscribe)
      void subscriptions.resubscribe().catch(logFailure('subscribing'));
  });
  const subscriptions = createSubscriptions(request);

  /**
   * Counts and lists fetched while a read marker waited (after a reconnection, or coming back to
   * the tab) may still count its conversation as unread: once it is saved, they load again.
   */
  function refreshStaleCounts(waitingSince: number) {
    const cache = queryClient.getQueryCache();
    for (const queryKey of [chatKeys.unread, chatKeys.lists]) {
      const fetchedMeanwhile = cache
        .findAll({ queryKey })
        .some((query) => query.state.dataUpdatedAt >= waitingSince);
      if (fetchedMeanwhile) void queryClient.invalidateQueries({ queryKey });
    }
  }

  /**
   * The counts of unread conversations move at once with what the screen shows, then come again
   * from the server, which knows for sure (a count and a channel may have been read apart).
   */
  function lowerUnreadCount(state: ChannelState | undefined, saved: Promise<void>) {
    if (state?.unread) adjustUnreadCounts(queryClient, state.scope, -1);
    void saved.then(() => queryClient.invalidateQueries({ queryKey: chatKeys.unread }));
  }

  function drop(channel: string) {
    const state = channelState(queryClient, channel);
    removeChannel(queryClient, channel);
    lowerUnreadCount(state, Promise.resolve());
    void subscriptions.remove([channel]).catch(logFailure('unsubscribing'));
    for (const listener of removalListeners) listener(channel);
  }

  const receiveMessage = createIncoming({
    queryClient,
    me,
    isOpen: (channel) => channel === openChannel,
    markRead: markers.mark,
    drop,
  });
  const typists = createTypingState();
  const typingSignal = createTypingSignal((channel) => {
    if (!isRealtimeConnected()) return;
    void request(CHAT_EVENTS.typing, { channel }).catch(logFailure('telling I am typing'));
  });

  function receive(message: ChatMessage) {
    if (message.userId) typists.stopped(message.channel, message.userId);
    receiveMessage(message);
  }

  /** An edit, a deletion or a reaction: the held copy is replaced. */
  function handleMessageChanged(message: ChatMessage) {
    replaceMessage(queryClient, message);
  }

  /** Someone read further (only pushed to me when we both show read receipts). */
  function handleRead(read: ChatRead) {
    if (read.userId !== me) recordRead(queryClient, read);
  }

  function handleTyping({ channel, userId }: ChatTyping) {
    if (userId !== me) typists.saw(channel, userId);
  }

  /**
   * Every channel again: the server forgot this connection's rooms with the last one. A failure
   * is tried again while this connection lasts. True once subscribed.
   */
  async function subscribeAll(connection: number) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await subscriptions.subscribeAll();
        return true;
      } catch (error) {
        logFailure('subscribing')(error);
      }
      await wait(Math.min(SUBSCRIBE_RETRY_MAX_MS, SUBSCRIBE_RETRY_MS * 2 ** attempt));
      if (connection !== connections || !isRealtimeConnected()) return false;
    }
  }

  /** The conversation on screen, and the newest of its messages held. */
  function openConversation() {
    const channel = openChannel;
    return channel ? { channel, newest: newestHeld(queryClient, channel) } : null;
  }

  /**
   * Messages of the conversation on screen that the connection did not bring: sent before this
   * connection's subscription took (its history may have loaded before that), or while the
   * connection was down.
   */
  function catchUpOpen(open: ReturnType<typeof openConversation>) {
    if (open)
      void fetchMissedMessages(queryClient, open.channel, open.newest).catch(
        logFailure('catching up'),
      );
  }

  /** Whatever came while the connection was down: the screens fetch it again. */
  async function catchUp() {
    // A read marker that could not be saved meanwhile goes first, or the counts would say unread.
    await markers.flush();
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    // Reads told while the connection was down.
    void queryClient.invalidateQueries({ queryKey: chatKeys.allReceipts });
    const open = openChannel;
    // Conversations held but not on screen load again when they are next shown.
    void queryClient.invalidateQueries({
      queryKey: chatKeys.allMessages,
      predicate: (query) => query.queryKey[2] !== open,
    });
  }

  async function handleConnect() {
    connections += 1;
    const connection = connections;
    // Before anything can be pushed on this connection: what it must bring is newer than this.
    const open = openConversation();
    // What waited in the outbox goes now, in order: it needs no subscription.
    queue.resume();
    const subscribed = await subscribeAll(connection);
    void queryClient.invalidateQueries({ queryKey: chatKeys.online });
    if (!subscribed) return;
    // Subscribed first: a message sent meanwhile is either pushed or fetched, never lost.
    catchUpOpen(open);
    if (connection > 1) await catchUp();
  }

  function handleChannelAdded({ channel }: { channel: string }) {
    void subscriptions.add([channel]).catch(logFailure('subscribing'));
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  }

  function handlePresence({ channel, userId, action }: ChatPresence) {
    queryClient.setQueryData<string[]>(chatKeys.onlineIn(channel), (online) => {
      if (!online) return online;
      const others = online.filter((id) => id !== userId);
      return action === 'join' ? [...others, userId] : others;
    });
  }

  /** Over the connection; over HTTP when it is down or does not answer. */
  async function publish(message: OutgoingMessage) {
    const { channel, content, messageType, mediaId, clientId, replyTo } = message;
    const body = { channel, content, messageType, mediaId, clientId, replyTo };
    try {
      return await request(CHAT_EVENTS.publish, body);
    } catch {
      return unwrap(
        await api.post<Envelope<ChatMessage>>('/chat/send-message', body, {
          timeout: SEND_TIMEOUT_MS,
        }),
      );
    }
  }

  const queue = createSendQueue({ outbox, publish, onSent: receive });

  /** Shows the message as on its way at once; it goes when those before it have gone. */
  function send(message: OutgoingMessage) {
    typingSignal.sent(message.channel);
    outbox.put({ ...message, status: 'sending' });
    queue.drain();
  }

  /** A read marker still waiting is saved before the page goes. */
  const handlePageHide = () => void markers.flush({ keepalive: true });

  let stopListening: (() => void)[] = [];

  return {
    outbox,
    send,
    /** Sends a failed message again, with the same client id. */
    retry(clientId: string) {
      const entry = outbox.find(clientId);
      if (entry) send(entry);
    },
    /** Who is on a channel now (its members' ids). */
    async hereNow(channel: string) {
      const answer = await request(CHAT_EVENTS.hereNow, { channel });
      return answer.userIds;
    },
    /** Who is typing where (live only, never stored). */
    typists,
    /** I am typing in a channel: told to its members, at most every couple of seconds. */
    typing: (channel: string) => typingSignal.typing(channel),
    /** A message changed by a call of mine (its answer): shown at once. */
    changed: handleMessageChanged,
    subscribe: (channels: string[]) =>
      void subscriptions.add(channels).catch(logFailure('subscribing')),
    /** I left a channel, or it is gone: it leaves the lists, and the screen showing it. */
    drop,
    onRemoved(listener: (channel: string) => void) {
      removalListeners.add(listener);
      return () => void removalListeners.delete(listener);
    },
    /** The conversation on screen: its messages count as read as they come. */
    open(channel: string) {
      openChannel = channel;
      return () => {
        if (openChannel === channel) openChannel = null;
      };
    },
    /**
     * Everything up to `newest` in the conversation on screen is read. Its unread count clears
     * (spec §4), and then the marker is saved at once so that the count does not come back.
     */
    markRead(channel: string, newest: string | undefined) {
      const state = channelState(queryClient, channel);
      if (newest) markers.mark(channel, newest);
      if (!state?.unread) return;
      clearUnread(queryClient, channel);
      lowerUnreadCount(state, markers.flush());
    },
    start() {
      window.addEventListener('pagehide', handlePageHide);
      stopListening = [
        onRealtime(REALTIME_CONNECT, () => void handleConnect()),
        onRealtime(CHAT_EVENTS.message, receive),
        onRealtime(CHAT_EVENTS.channelAdded, handleChannelAdded),
        onRealtime(CHAT_EVENTS.presence, handlePresence),
        onRealtime(CHAT_EVENTS.messageChanged, handleMessageChanged),
        onRealtime(CHAT_EVENTS.typing, handleTyping),
        onRealtime(CHAT_EVENTS.read, handleRead),
        () => window.removeEventListener('pagehide', handlePageHide),
      ];
    },
    stop() {
      for (const stop of stopListening) stop();
      stopListening = [];
      markers.cancel();
      queue.stop();
      typists.clear();
    },
  };
}
export type ChatClient = ReturnType<typeof createChatClient>;

type Held = { client: ChatClient; me: string; users: number };
const clients = new WeakMap<QueryClient, Held>();

/** The member's chat client (one per query cache); `retain` keeps it listening. */
export function chatClientFor(queryClient: QueryClient, me: string) {
  let held = clients.get(queryClient);
  if (!held || held.me !== me) {
    held?.client.stop();
    held = { client: createChatClient(queryClient, me), me, users: 0 };
    clients.set(queryClient, held);
  }
  const current = held;
  return {
    client: current.client,
    /** Listens while someone needs it; returns the release. */
    retain() {
      current.users += 1;
      if (current.users === 1) current.client.start();
      return () => {
        current.users -= 1;
        if (current.users === 0) current.client.stop();
      };
    },
  };
}
