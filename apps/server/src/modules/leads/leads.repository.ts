import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Currency, LeadStatus, ListLeadsQuery } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { bookmarkedBy } from '../bookmarks/bookmarks.read-model.js';
import {
  leadSources,
  leadStageChanges,
  leadTypes,
  leads,
  memberLeadTags,
  type LeadRecord,
} from './leads.tables.js';

export type NewLead = typeof leads.$inferInsert;

const keyOf = (name: string) => name.trim().toUpperCase();

export function createLeadsRepository(db: DbOrTx) {
  const bookmarked = (me: string | Placeholder) => bookmarkedBy(me, 'leads', leads.id);
  const involving = (me: string | Placeholder) =>
    or(eq(leads.giverId, me), eq(leads.receiverId, me))!;
  const between = (me: string, other: string) =>
    or(
      and(eq(leads.giverId, me), eq(leads.receiverId, other)),
      and(eq(leads.giverId, other), eq(leads.receiverId, me)),
    )!;
  const selection = (me: string | Placeholder) => ({
    lead: leads,
    leadType: leadTypes,
    bookmark: bookmarked(me),
    rewardTitle: sql<
      string | null
    >`(select r.title from rewards r where r.id = "leads"."reward_id")`,
  });

  /**
   * The list as the screen first opens it (all my leads, no filters): its page and its count
   * built once, not on every call, where building the SQL took a quarter of the call's CPU.
   */
  const opening = (() => {
    const me = sql.placeholder('me');
    const page = db
      .select(selection(me))
      .from(leads)
      .innerJoin(leadTypes, eq(leadTypes.id, leads.leadTypeId))
      .where(involving(me))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('skip') as unknown as number)
      .prepare('leads_newest_first');
    const count = db
      .select({ value: sql<number>`count(*)::int` })
      .from(leads)
      .where(involving(me))
      .prepare('leads_newest_first_count');
    return async (params: { me: string; limit: number; skip: number }) => {
      const [rows, [counted]] = await Promise.all([page.execute(params), count.execute(params)]);
      return { rows, total: counted?.value ?? 0 };
    };
  })();

  /** A page of leads, newest first, and how many match in all. */
  async function newestFirst(
    me: string,
    where: SQL | undefined,
    page: { page: number; offset: number },
  ) {
    const { limit, skip } = pageWindow(page);
    const [rows, [counted]] = await Promise.all([
      db
        .select(selection(me))
        .from(leads)
        .innerJoin(leadTypes, eq(leadTypes.id, leads.leadTypeId))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit)
        .offset(skip),
      db
        .select({ value: sql<number>`count(*)::int` })
        .from(leads)
        .innerJoin(leadTypes, eq(leadTypes.id, leads.leadTypeId))
        .where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  return {
    /** The type with this name (any case), created on first use. */
    async leadTypeNamed(name: string, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(leadTypes)
        .values({ name: name.trim(), nameKey: keyOf(name) })
        .onConflictDoUpdate({ target: leadTypes.nameKey, set: { nameKey: keyOf(name) } })
        .returning();
      return row!;
    },
    leadTypeSuggestions: (name: string) =>
      db
        .select({ _id: leadTypes.id, name: leadTypes.name })
        .from(leadTypes)
        .where(sql`${leadTypes.nameKey} like ${`${keyOf(name).replace(/[\\%_]/g, '\\$&')}%`}`)
        .orderBy(leadTypes.name)
        .limit(10),

    async insert(values: NewLead, tx: DbOrTx = db) {
      const [row] = await tx.insert(leads).values(values).returning();
      return row!;
    },
    async countSourceUse(name: string, tx: DbOrTx = db) {
      await tx
        .insert(leadSources)
        .values({ name: name.trim(), nameKey: keyOf(name) })
        .onConflictDoUpdate({
          target: leadSources.nameKey,
          set: { uses: sql`${leadSources.uses} + 1` },
        });
    },
    popularSources: () =>
      db
        .select({ name: leadSources.name })
        .from(leadSources)
        .orderBy(desc(leadSources.uses), leadSources.name)
        .limit(10),

    async findFor(me: string, id: string) {
      const [row] = await db
        .select(selection(me))
        .from(leads)
        .innerJoin(leadTypes, eq(leadTypes.id, leads.leadTypeId))
        .where(and(eq(leads.id, id), involving(me)))
        .limit(1);
      return row;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<LeadRecord | undefined> {
      const [row] = await tx.select().from(leads).where(eq(leads.id, id)).limit(1);
      return row;
    },
    /** The lead, its row locked until the transaction ends (one stage change at a time). */
    async lockById(id: string, tx: DbOrTx): Promise<LeadRecord | undefined> {
      const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update').limit(1);
      return row;
    },
    /** One line of a lead's history: its creation (`from` null) or a stage change. */
    async recordStageChange(
      change: { leadId: string; from: LeadStatus | null; to: LeadStatus; by: string; at?: Date },
      tx: DbOrTx = db,
    ) {
      await tx.insert(leadStageChanges).values({
        leadId: change.leadId,
        fromStatus: change.from,
        toStatus: change.to,
        changedBy: change.by,
        ...(change.at ? { changedAt: change.at } : {}),
      });
    },
    /** A lead's history, oldest first. */
    history: (leadId: string) =>
      db
        .select()
        .from(leadStageChanges)
        .where(eq(leadStageChanges.leadId, leadId))
        .orderBy(asc(leadStageChanges.changedAt), asc(leadStageChanges.id)),
    /** Moves the lead; reaching CONVERTED records the value closed (`closed`). */
    async setStatus(
      id: string,
      status: LeadStatus,
      tx: DbOrTx = db,
      closed?: { value: number; currency: Currency },
    ) {
      const now = new Date();
      await tx
        .update(leads)
        .set({
          status,
          statusChangedAt: now,
          convertedAt: status === 'CONVERTED' ? sql`coalesce(${leads.convertedAt}, ${now})` : null,
          ...(status === 'CONVERTED' && closed
            ? { closedValue: closed.value, closedCurrency: closed.currency }
            : {}),
        })
        .where(eq(leads.id, id));
    },
    async setClosedValue(id: string, closed: { value: number; currency: Currency }) {
      await db
        .update(leads)
        .set({ closedValue: closed.value, closedCurrency: closed.currency })
        .where(eq(leads.id, id));
    },
    async setRewardPaidOn(id: string, paidOn: string, tx: DbOrTx = db) {
      await tx.update(leads).set({ rewardPaidOn: paidOn }).where(eq(leads.id, id));
    },

    async list(me: string, query: ListLeadsQuery) {
      const filtered =
        query.type ||
        query.connectedUserId ||
        query.pipelines?.length ||
        query.leadTypes?.length ||
        query.bookmark !== undefined ||
        query.textSearch;
      if (!filtered) return opening({ me, ...pageWindow(query) });
      const conditions: SQL[] = [];
      if (query.type === 'incoming') conditions.push(eq(leads.receiverId, me));
      else if (query.type === 'outgoing') conditions.push(eq(leads.giverId, me));
      else conditions.push(involving(me));
      if (query.connectedUserId) conditions.push(between(me, query.connectedUserId));
      if (query.pipelines?.length) conditions.push(inArray(leads.status, query.pipelines));
      if (query.leadTypes?.length) conditions.push(inArray(leadTypes.nameKey, query.leadTypes));
      if (query.bookmark !== undefined)
        conditions.push(query.bookmark ? bookmarked(me) : sql`not ${bookmarked(me)}`);
      if (query.textSearch) {
        const pattern = likePattern(query.textSearch);
        conditions.push(
          or(
            ilike(sql`${leads.contactFirstName} || ' ' || ${leads.contactLastName}`, pattern),
            ilike(leads.contactEmail, pattern),
            ilike(leads.contactCompany, pattern),
          )!,
        );
      }
      return newestFirst(me, and(...conditions), query);
    },

    /** Leads passed under one reward, newest first (only the giver's own unless `all`). */
    async generatedBy(
      rewardId: string,
      viewer: { me: string; all: boolean },
      page: { page: number; offset: number },
    ) {
      return newestFirst(
        viewer.me,
        and(eq(leads.rewardId, rewardId), viewer.all ? undefined : eq(leads.giverId, viewer.me)),
        page,
      );
    },

    /** Counts by direction and stage of my leads (or of those exchanged with one member). */
    tabs(me: string, connectedUserId?: string) {
      return db
        .select({
          incoming: sql<boolean>`${leads.receiverId} = ${me}`,
          status: leads.status,
          value: sql<number>`count(*)::int`,
        })
        .from(leads)
        .where(connectedUserId ? between(me, connectedUserId) : involving(me))
        .groupBy(sql`1`, leads.status);
    },

    myTags: async (userId: string) =>
      (
        await db
          .select({ tag: memberLeadTags.tag })
          .from(memberLeadTags)
          .where(eq(memberLeadTags.userId, userId))
          .orderBy(memberLeadTags.position)
      ).map((row) => row.tag),
    async replaceMyTags(userId: string, tags: string[], tx: DbOrTx = db) {
      await tx.delete(memberLeadTags).where(eq(memberLeadTags.userId, userId));
      if (tags.length)
        await tx
          .insert(memberLeadTags)
          .values(tags.map((tag, position) => ({ userId, tag, tagKey: keyOf(tag), position })));
    },
    tagSuggestions: async (name: string) =>
      (
        await db
          .select({ tag: sql<string>`min(${memberLeadTags.tag})` })
          .from(memberLeadTags)
          .where(sql`${memberLeadTags.tagKey} like ${`${keyOf(name).replace(/[\\%_]/g, '\\$&')}%`}`)
          .groupBy(memberLeadTags.tagKey)
          .orderBy(sql`count(*) desc`, memberLeadTags.tagKey)
          .limit(10)
      ).map((row) => row.tag),
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
