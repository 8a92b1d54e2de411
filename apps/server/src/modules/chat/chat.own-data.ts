import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { chatChannels, chatMembers, chatMessages, chatSettings } from './chat.tables.js';

/**
 * Messages the member sent (never what others wrote to them: that is theirs). Erased, the
 * messages stay in the conversation, shown as from "A former member".
 */
export function createChatOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          id: chatMessages.id,
          channel: chatChannels.name,
          channelType: chatChannels.type,
          channelTitle: chatChannels.title,
          type: chatMessages.type,
          content: chatMessages.content,
          mediaId: chatMessages.mediaId,
          replyToId: chatMessages.replyToId,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
        .where(eq(chatMessages.senderId, userId))
        .orderBy(chatMessages.createdAt);
      const settings = await tx
        .select({ readReceipts: chatSettings.readReceipts, updatedAt: chatSettings.updatedAt })
        .from(chatSettings)
        .where(eq(chatSettings.userId, userId));
      return [
        { name: 'messages-sent', rows, csv: true },
        { name: 'chat-settings', rows: settings },
      ];
    },
    // Out of every group chat; a direct conversation keeps both members, so the other side
    // still has it.
    async eraseFor(userId, tx) {
      await tx.delete(chatSettings).where(eq(chatSettings.userId, userId));
      const groupChannels = tx
        .select({ id: chatChannels.id })
        .from(chatChannels)
        .where(ne(chatChannels.type, 'single'));
      await tx
        .delete(chatMembers)
        .where(and(eq(chatMembers.userId, userId), inArray(chatMembers.channelId, groupChannels)));
    },
  };
}
