import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { createChatRepository, type ChannelRow } from './chat.repository.js';
import { chatChannels, chatMembers, chatMessages } from './chat.tables.js';

export type GroupChatInfo = {
  id: string;
  name: string;
  parentId: string | null;
  memberIds: string[];
  ownerIds: string[];
};

/**
 * The chat channel of a network group (`directory`) or sub-group (`sub_group`, its name contains
 * "subgroup"), made on first need with the group's members and its create_* system message.
 * A sub-group's channel hangs under its group's channel.
 */
export async function ensureGroupChannel(
  db: DbOrTx,
  group: GroupChatInfo,
  /** A sub-group's parent group (groups nest one level). */
  parent?: GroupChatInfo,
): Promise<ChannelRow> {
  const [existing] = await db
    .select()
    .from(chatChannels)
    .where(eq(chatChannels.networkGroupId, group.id));
  if (existing) return existing;
  const parentChannel: ChannelRow | undefined = parent
    ? await ensureGroupChannel(db, parent)
    : undefined;
  const isSub = Boolean(group.parentId);
  const [created]: ChannelRow[] = await db
    .insert(chatChannels)
    .values({
      name: isSub ? `directory.subgroup.${group.id}` : `directory.${group.id}`,
      type: isSub ? 'sub_group' : 'directory',
      title: group.name,
      networkGroupId: group.id,
      parentId: parentChannel?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created)
    return (
      await db.select().from(chatChannels).where(eq(chatChannels.networkGroupId, group.id))
    )[0]!;
  if (group.memberIds.length)
    await db
      .insert(chatMembers)
      .values(
        group.memberIds.map((userId) => ({
          channelId: created.id,
          userId,
          isAdmin: group.ownerIds.includes(userId),
        })),
      )
      .onConflictDoNothing();
  const clock = await createChatRepository(db).nextTimeToken(created.id);
  await db.insert(chatMessages).values({
    channelId: created.id,
    type: isSub ? 'create_subgroup' : 'create_directory',
    content: `${group.name} chat was created`,
    timeToken: clock.token,
  });
  return created;
}
