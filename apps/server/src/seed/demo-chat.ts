import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { createChatRepository } from '../modules/chat/chat.repository.js';
import { chatChannels, chatMembers, chatMessages } from '../modules/chat/chat.tables.js';
import { ensureGroupChannel } from '../modules/chat/group-channels.js';
import { groupMembers, networkGroups } from '../modules/groups/groups.tables.js';

type People = { ava: string; ben: string; others: string[] };

/** Ava's conversations: with Ben, a small group of her connections, and her circle's channel. */
export async function seedDemoChat(db: Db, { ava, ben, others }: People) {
  const direct = await channel(db, {
    name: `single.${[ava, ben].sort().join('.')}`,
    type: 'single',
    pairKey: [ava, ben].sort().join(':'),
    members: [ava, ben],
  });
  await say(db, direct, [
    [ben, 'Morning Ava — are you free for a coffee before the circle on Thursday?'],
    [ava, 'Yes, 7:30 at the Midland works for me.'],
    [ben, 'Perfect. I will bring the Ancoats lease details.'],
  ]);
  const group = await channel(db, {
    name: 'group.demo-referral-circle',
    type: 'group',
    title: 'Referral circle',
    members: [ava, ben, others[0]!, others[1]!],
    admin: ava,
  });
  await say(db, group, [
    [ava, 'Welcome all — let us use this to swap introductions between breakfasts.'],
    [others[0]!, 'Great idea. I have a bakery chain looking for payroll help.'],
  ]);
  const [circle] = await db
    .select()
    .from(networkGroups)
    .where(eq(networkGroups.name, 'Manchester Business Circle'));
  if (!circle) return;
  const members = await db
    .select({ userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, circle.id), eq(groupMembers.status, 'joined')));
  const circleChat = {
    id: circle.id,
    name: circle.name,
    parentId: null,
    memberIds: members.map((m) => m.userId),
    ownerIds: members.filter((m) => m.role === 'OWNER').map((m) => m.userId),
  };
  await ensureGroupChannel(db, circleChat);
  // Its sub-groups with members (Ava sits at the Finance Table) have their channels too.
  const tables = await db.select().from(networkGroups).where(eq(networkGroups.parentId, circle.id));
  for (const table of tables) {
    const seated = await db
      .select({ userId: groupMembers.userId, role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, table.id), eq(groupMembers.status, 'joined')));
    if (!seated.length) continue;
    await ensureGroupChannel(
      db,
      {
        id: table.id,
        name: table.name,
        parentId: circle.id,
        memberIds: seated.map((m) => m.userId),
        ownerIds: seated.filter((m) => m.role === 'OWNER').map((m) => m.userId),
      },
      circleChat,
    );
  }
}

async function channel(
  db: Db,
  values: {
    name: string;
    type: 'single' | 'group';
    title?: string;
    pairKey?: string;
    members: string[];
    admin?: string;
  },
) {
  const [row] = await db
    .insert(chatChannels)
    .values({
      name: values.name,
      type: values.type,
      title: values.title,
      pairKey: values.pairKey,
      createdBy: values.admin,
    })
    .returning();
  await db.insert(chatMembers).values(
    values.members.map((userId) => ({
      channelId: row!.id,
      userId,
      isAdmin: userId === values.admin,
    })),
  );
  return row!;
}

/** Messages in order; everyone has read all but the last one. */
async function say(db: Db, channel: { id: string }, lines: Array<[string, string]>) {
  const repo = createChatRepository(db);
  let previous = 0n;
  for (const [senderId, content] of lines) {
    const clock = await repo.nextTimeToken(channel.id);
    previous = clock.previous;
    await db
      .insert(chatMessages)
      .values({ channelId: channel.id, senderId, type: 'text', content, timeToken: clock.token });
  }
  await db
    .update(chatMembers)
    .set({ lastReadTimeToken: previous })
    .where(eq(chatMembers.channelId, channel.id));
}
