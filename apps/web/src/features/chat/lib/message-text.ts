import { CHAT_DELETED_TEXT } from '@nethub/contract/constants';
import type { ChatMessage, MessageType } from '@nethub/contract';
import type { Formatters } from '@/lib/format';

/** Messages the server writes about the group (spec §4 "System group messages"). */
export const isSystemMessage = (type: MessageType) => type !== 'text' && type !== 'file';

/** "AL" for "Ann Lee": the first letters of the first two words. */
export const nameInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** A list's one-line summary of the latest message. */
export function messagePreview(message: ChatMessage | null, me: string) {
  if (!message) return 'No messages yet';
  const text = message.deletedAt
    ? CHAT_DELETED_TEXT
    : message.messageType === 'file'
      ? `File: ${message.file?.name ?? message.content}`
      : message.content.replace(/\s+/g, ' ').trim();
  return message.userId === me ? `You: ${text}` : text;
}

/** The time of a message today, its date before. */
export const shortWhen = (format: Formatters, iso: string) =>
  format.date(iso) === format.date(new Date().toISOString()) ? format.time(iso) : format.date(iso);

/** "1 member", "5 members". */
export const memberCountText = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'member' : 'members'}`;

/** How many unread messages a badge shows (spec: "99+" above 99). */
export const unreadText = (count: number) => (count > 99 ? '99+' : String(count));
