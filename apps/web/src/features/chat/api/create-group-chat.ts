import type { ChatChannel, CreateGroupChatBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** 403 CHAT_NOT_ALLOWED when a chosen member is not one of my connections. */
export const createGroupChat = async (body: CreateGroupChatBody) =>
  unwrap(await api.post<Envelope<ChatChannel>>('/chat/create-channel-group', body));

export function useCreateGroupChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupChat,
    onSuccess: (channel) => {
      queryClient.setQueryData(chatKeys.channel(channel.channel), channel);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
