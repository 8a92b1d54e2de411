import type { ChatChannel } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** One of my channels by name; 404 when I am not in it. */
export const getChannel = async (channel: string) =>
  unwrap(await api.get<Envelope<ChatChannel>>(`/chat/${encodeURIComponent(channel)}`));

export const channelQueryOptions = (channel: string) =>
  queryOptions({ queryKey: chatKeys.channel(channel), queryFn: () => getChannel(channel) });

export const useChannel = (channel: string) => useQuery(channelQueryOptions(channel));
