import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage, getErrorStatus } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { CHAT_TEXT } from '../chat-constants';
import type { ChatClient } from '../lib/chat-client';

type OpenConversation = {
  client: ChatClient;
  channel: string;
  /** The conversation and its history are loaded. */
  ready: boolean;
  /** The newest message's time token. */
  newest: string | undefined;
  /** Loading the conversation failed. */
  error: unknown;
  /** Where to go when it cannot be shown (spec §2: the chat list). */
  listHref: string;
};

/**
 * The conversation on screen: it counts as read as messages come (its unread count clears when
 * it opens), and the screen leaves it when it fails to load or I am taken out of it.
 */
export function useOpenConversation({
  client,
  channel,
  ready,
  newest,
  error,
  listHref,
}: OpenConversation) {
  const navigate = useNavigate();

  useEffect(() => client.open(channel), [client, channel]);

  useEffect(() => {
    if (ready) client.markRead(channel, newest);
  }, [client, channel, ready, newest]);

  useEffect(
    () =>
      client.onRemoved((removed) => {
        if (removed === channel)
          void navigate(paths.messages.getHref('group-chats'), { replace: true });
      }),
    [client, channel, navigate],
  );

  useEffect(() => {
    if (!error) return;
    notify.error(
      getErrorStatus(error) === 404 ? CHAT_TEXT.conversationGone : getErrorMessage(error),
    );
    void navigate(listHref, { replace: true });
  }, [error, listHref, navigate]);
}
