import { useQuery } from '@tanstack/react-query';
import type { ChatClient } from '../lib/chat-client';
import { chatKeys } from './chat-keys';

/**
 * Who is on a channel now (here-now), kept by presence events. Asked over the live connection
 * only: while it is down the question fails and nobody shows as online.
 */
export const useOnlineMembers = (client: ChatClient, channel: string, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.onlineIn(channel),
    queryFn: () => client.hereNow(channel),
    enabled,
    retry: false,
  });
