import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { setMuted } from './channel-cache';

type MuteChange = { channel: string; muted: boolean };

export const muteChannel = async ({ channel, muted }: MuteChange) =>
  unwrap(
    await api.post<Envelope<{ ok: true }>>('/chat/adjust-notification', {
      channelName: channel,
      turnOffNoti: muted,
    }),
  );

/** Turns the conversation's notifications off or on again. */
export function useMuteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteChannel,
    onSuccess: (_result, { channel, muted }) => setMuted(queryClient, channel, muted),
  });
}
