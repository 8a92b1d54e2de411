import type { ChatMessage, EditMessageBody, ReactBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { isTransientFailure } from '../lib/send-queue';
import { replaceMessage } from './channel-cache';

/*
 * Edits, deletions and reactions over HTTP. Each is safe to send again: an edit names the
 * version it changes, a deletion of a deleted message answers it, a reaction is set, not
 * flipped. The answer (the message as it now is) shows at once; the others see it live.
 */

const messageUrl = (id: string) => `/chat/messages/${encodeURIComponent(id)}`;

export const editMessage = async (id: string, body: EditMessageBody) =>
  unwrap(await api.patch<Envelope<ChatMessage>>(messageUrl(id), body));

export const deleteMessage = async (id: string) =>
  unwrap(await api.delete<Envelope<ChatMessage>>(messageUrl(id)));

export const reactToMessage = async (id: string, body: ReactBody) =>
  unwrap(await api.put<Envelope<ChatMessage>>(`${messageUrl(id)}/reactions`, body));

function useMessageChange<Vars>(change: (vars: Vars) => Promise<ChatMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // Without an answer (the connection is coming back), the same call again: it applies once.
    retry: (failures, error) => failures < 6 && isTransientFailure(error),
    retryDelay: (attempt) => Math.min(15_000, 1_000 * 2 ** attempt),
    onSuccess: (message) => replaceMessage(queryClient, message),
  });
}

export const useEditMessage = () =>
  useMessageChange(({ id, ...body }: EditMessageBody & { id: string }) => editMessage(id, body));

export const useDeleteMessage = () => useMessageChange((id: string) => deleteMessage(id));

/** `emoji`: one of CHAT_REACTIONS (the server refuses others). */
export const useReactToMessage = () =>
  useMessageChange(({ id, emoji, reacted }: { id: string; emoji: string; reacted: boolean }) =>
    reactToMessage(id, { emoji: emoji as ReactBody['emoji'], reacted }),
  );
