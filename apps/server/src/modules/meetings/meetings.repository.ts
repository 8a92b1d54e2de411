import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { meetingNotes, meetingOptions, meetings } from './meetings.tables.js';

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingOptionRow = typeof meetingOptions.$inferSelect;
export type MeetingNoteRow = typeof meetingNotes.$inferSelect;
export type NewOption = { startsAt: Date; durationMinutes: number; location: string };
export type MeetingPatch = Partial<
  Pick<
    MeetingRow,
    | 'status'
    | 'round'
    | 'optionsById'
    | 'awaitingId'
    | 'agreedStartsAt'
    | 'agreedDurationMinutes'
    | 'agreedLocation'
    | 'endsAt'
    | 'sequence'
    | 'message'
  >
>;

const takesPart = (userId: string) =>
  or(eq(meetings.proposerId, userId), eq(meetings.inviteeId, userId));

/**
 * Upcoming: proposed or accepted and not over (a proposal of a booking link only has no end).
 * Past: everything else.
 */
function scopeWhere(scope: 'upcoming' | 'past', now: Date): SQL {
  const open = and(
    inArray(meetings.status, ['proposed', 'accepted']),
    or(isNull(meetings.endsAt), sql`${meetings.endsAt} > ${now}`),
  )!;
  return scope === 'upcoming' ? open : sql`not (${open})`;
}

/** Meetings, their rounds of times and their members' private notes. */
export function createMeetingsRepository(db: DbOrTx) {
  return {
    async insert(
      tx: DbOrTx,
      row: Pick<
        MeetingRow,
        'proposerId' | 'inviteeId' | 'optionsById' | 'awaitingId' | 'message' | 'bookingUrl'
      > & { endsAt: Date | null },
      options: NewOption[],
    ) {
      const [meeting] = await tx
        .insert(meetings)
        .values({ ...row, status: 'proposed', round: 1 })
        .returning();
      await this.addOptions(tx, meeting!.id, 1, options);
      return meeting!;
    },

    async addOptions(tx: DbOrTx, meetingId: string, round: number, options: NewOption[]) {
      if (!options.length) return;
      await tx.insert(meetingOptions).values(options.map((o) => ({ ...o, meetingId, round })));
    },

    /** A meeting the caller takes part in (undefined otherwise: a stranger learns nothing). */
    async findFor(userId: string, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, id), takesPart(userId)))
        .limit(1);
      return row;
    },

    async find(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(meetings).where(eq(meetings.id, id)).limit(1);
      return row;
    },

    /** The meeting's row, locked for the rest of the transaction (answers are one at a time). */
    async lockFor(tx: DbOrTx, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, id), takesPart(userId)))
        .for('update');
      return row;
    },

    async update(tx: DbOrTx, id: string, patch: MeetingPatch) {
      const [row] = await tx
        .update(meetings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(meetings.id, id))
        .returning();
      return row!;
    },

    async optionsOf(meetingId: string, round: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(meetingOptions)
        .where(and(eq(meetingOptions.meetingId, meetingId), eq(meetingOptions.round, round)))
        .orderBy(asc(meetingOptions.startsAt));
    },

    /** The current round's options of many meetings, in one query. */
    async currentOptions(rows: Array<Pick<MeetingRow, 'id' | 'round'>>) {
      if (!rows.length) return [];
      return db
        .select({ option: meetingOptions })
        .from(meetingOptions)
        .innerJoin(
          meetings,
          and(eq(meetings.id, meetingOptions.meetingId), eq(meetings.round, meetingOptions.round)),
        )
        .where(
          inArray(
            meetingOptions.meetingId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(meetingOptions.startsAt))
        .then((found) => found.map((f) => f.option));
    },

    async notesOf(userId: string, meetingIds: string[]) {
      if (!meetingIds.length) return [];
      return db
        .select()
        .from(meetingNotes)
        .where(and(eq(meetingNotes.userId, userId), inArray(meetingNotes.meetingId, meetingIds)));
    },

    async saveNote(meetingId: string, userId: string, content: string, nextStep: string) {
      await db
        .insert(meetingNotes)
        .values({ meetingId, userId, content, nextStep })
        .onConflictDoUpdate({
          target: [meetingNotes.meetingId, meetingNotes.userId],
          set: { content, nextStep, updatedAt: new Date() },
        });
    },

    async removeNote(meetingId: string, userId: string) {
      await db
        .delete(meetingNotes)
        .where(and(eq(meetingNotes.meetingId, meetingId), eq(meetingNotes.userId, userId)));
    },

    /** A page of the member's meetings: upcoming soonest first, past latest first. */
    async list(
      userId: string,
      query: { scope: 'upcoming' | 'past'; page: number; offset: number },
      now: Date,
    ) {
      const where = and(takesPart(userId), scopeWhere(query.scope, now));
      const order =
        query.scope === 'upcoming'
          ? [sql`${meetings.endsAt} asc nulls last`, desc(meetings.createdAt)]
          : [sql`coalesce(${meetings.endsAt}, ${meetings.updatedAt}) desc`];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(meetings)
          .where(where)
          .orderBy(...order, asc(meetings.id))
          .limit(query.offset)
          .offset((query.page - 1) * query.offset),
        db.select({ value: count() }).from(meetings).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
