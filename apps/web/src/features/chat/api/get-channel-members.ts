import type { ChatMembers } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export const getChannelMembers = async (channel: string) =>
  unwrap(
    await api.get<Envelope<ChatMembers>>(`/chat/users-channel/${encodeURIComponent(channel)}`),
  );

export const channelMembersQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: chatKeys.members(channel),
    queryFn: () => getChannelMembers(channel),
  });

export const useChannelMembers = (channel: string, { enabled = true } = {}) =>
  useQuery({ ...channelMembersQueryOptions(channel), enabled });
