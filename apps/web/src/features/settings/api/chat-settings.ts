import type { ChatSettings } from '@nethub/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getChatSettings = async () =>
  unwrap(await api.get<Envelope<ChatSettings>>('/chat/settings'));

export const updateChatSettings = async (change: Partial<ChatSettings>) =>
  unwrap(await api.put<Envelope<ChatSettings>>('/chat/settings', change));

export const chatSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.chat, queryFn: getChatSettings });

export const useChatSettings = () => useQuery(chatSettingsQueryOptions());

/** Saved as switched; the conversations' receipts load again (off: nobody's show). */
export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.chat, settings);
      // The chat feature's receipts (chatKeys.receipts) depend on this switch.
      void queryClient.invalidateQueries({ queryKey: ['chat', 'receipts'] });
    },
  });
}
