import type { ChatChannel } from '@nethub/contract';
import { api, unwrap, type Envelope } from '@/lib/api-client';

/**
 * The direct conversation of two members, made on first use. 403 CHAT_NOT_ALLOWED unless they
 * are connected or share a group.
 */
export const getChatChannel = async (users: [string, string]) =>
  unwrap(await api.post<Envelope<ChatChannel>>('/chat/get-channel', { users }));
