import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { EventCard, PublicEvent } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { groupRows } from '../groups/groups.read-model.js';
import { organizationNames } from '../organizations/organizations.read-model.js';
import { eventTickets, groupEvents } from './events.tables.js';

type Page = { page: number; offset: number };
export type TicketRecord = typeof eventTickets.$inferSelect;

const eventsFrom = (tx: DbOrTx) =>
  tx
    .select({
      event: groupEvents,
      groupName: groupRows.name,
      groupActive: groupRows.active,
      memberCount: groupRows.memberCount,
      ratingSum: groupRows.ratingSum,
      reviewCount: groupRows.reviewCount,
      coverKey: groupRows.coverKey,
      logoKey: organizationNames.logoKey,
      organizationId: organizationNames.id,
      organizationName: organizationNames.name,
      ownerId: organizationNames.ownerId,
    })
    .from(groupEvents)
    .innerJoin(groupRows, eq(groupRows.id, groupEvents.groupId))
    .innerJoin(organizationNames, eq(organizationNames.id, groupRows.organizationId));
export type EventRow = Awaited<ReturnType<typeof eventsFrom>>[number];

export const toEventCard = ({ event, ...row }: EventRow): EventCard => ({
  _id: event.id,
  title: event.title,
  description: event.description,
  venue: event.venue,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt?.toISOString() ?? null,
  price: Number(event.price),
  currency: event.currency,
  capacity: event.capacity,
  seatsLeft: event.capacity === null ? null : Math.max(event.capacity - event.ticketsTaken, 0),
  active: event.active && row.groupActive,
  group: { _id: event.groupId, name: row.groupName },
  organization: { _id: row.organizationId, name: row.organizationName },
});

/** Signs a picture's storage key into a link. */
export type PictureUrl = (key: string) => Promise<string>;

/** The event's public page: the card with its group's header and the organisation's logo. */
export const toPublicEvent = async (
  row: EventRow,
  pictureUrl: PictureUrl,
): Promise<PublicEvent> => {
  const card = toEventCard(row);
  return {
    ...card,
    group: {
      ...card.group,
      memberCount: row.memberCount,
      averageRating: row.reviewCount ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : 0,
      reviewCount: row.reviewCount,
      coverUrl: row.coverKey ? await pictureUrl(row.coverKey) : null,
    },
    organization: {
      ...card.organization,
      logoUrl: row.logoKey ? await pictureUrl(row.logoKey) : null,
    },
  };
};

/** On sale: active, in an active group, not started yet. */
export const eventOnSale = (row: EventRow) =>
  row.event.active && row.groupActive && row.event.startsAt.getTime() > Date.now();

export function createEventsRepository(db: DbOrTx) {
  return {
    async find(eventId: string, tx: DbOrTx = db) {
      const [row] = await eventsFrom(tx).where(eq(groupEvents.id, eventId));
      return row;
    },

    async findMany(eventIds: string[]) {
      if (!eventIds.length) return new Map<string, EventRow>();
      const rows = await eventsFrom(db).where(inArray(groupEvents.id, [...new Set(eventIds)]));
      return new Map(rows.map((row) => [row.event.id, row]));
    },

    /** Upcoming (soonest first) or past (latest first) events, on sale only unless `all`. */
    async list(
      query: Page & {
        groupId?: string;
        organizationId?: string;
        past?: boolean;
        textSearch?: string;
        all?: boolean;
      },
    ) {
      const where = and(
        query.past ? lte(groupEvents.startsAt, sql`now()`) : gt(groupEvents.startsAt, sql`now()`),
        query.all ? undefined : and(eq(groupEvents.active, true), eq(groupRows.active, true)),
        query.groupId ? eq(groupEvents.groupId, query.groupId) : undefined,
        query.organizationId ? eq(groupRows.organizationId, query.organizationId) : undefined,
        query.textSearch
          ? or(
              ilike(groupEvents.title, likePattern(query.textSearch)),
              ilike(groupEvents.venue, likePattern(query.textSearch)),
            )
          : undefined,
      );
      const { limit, skip } = pageWindow(query);
      const rows = await eventsFrom(db)
        .where(where)
        .orderBy(
          query.past ? desc(groupEvents.startsAt) : asc(groupEvents.startsAt),
          asc(groupEvents.id),
        )
        .limit(limit)
        .offset(skip);
      const [total] = await db
        .select({ value: count() })
        .from(groupEvents)
        .innerJoin(groupRows, eq(groupRows.id, groupEvents.groupId))
        .where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async findTicket(ticketId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(eventTickets).where(eq(eventTickets.id, ticketId));
      return row;
    },

    /** A member's tickets, or an event's (of one status, if given). */
    async tickets(
      scope: { userId: string } | { eventId: string; status?: TicketRecord['status'] },
      query: Page,
      order: 'event' | 'created' = 'created',
    ) {
      const where =
        'userId' in scope
          ? eq(eventTickets.userId, scope.userId)
          : and(
              eq(eventTickets.eventId, scope.eventId),
              scope.status ? eq(eventTickets.status, scope.status) : undefined,
            );
      const { limit, skip } = pageWindow(query);
      const rows = await db
        .select()
        .from(eventTickets)
        .innerJoin(groupEvents, eq(groupEvents.id, eventTickets.eventId))
        .where(where)
        .orderBy(
          order === 'event' ? desc(groupEvents.startsAt) : asc(eventTickets.createdAt),
          asc(eventTickets.id),
        )
        .limit(limit)
        .offset(skip);
      const [total] = await db
        .select({ value: count() })
        .from(eventTickets)
        .innerJoin(groupEvents, eq(groupEvents.id, eventTickets.eventId))
        .where(where);
      return { rows: rows.map((row) => row.event_tickets), total: total?.value ?? 0 };
    },

    /** The holder's ticket for the event that is not cancelled, if any. */
    async findLiveTicket(tx: DbOrTx, eventId: string, email: string) {
      const [live] = await tx
        .select()
        .from(eventTickets)
        .where(
          and(
            eq(eventTickets.eventId, eventId),
            eq(eventTickets.email, email),
            ne(eventTickets.status, 'cancelled'),
          ),
        );
      return live;
    },
    async insertTicket(tx: DbOrTx, values: typeof eventTickets.$inferInsert) {
      const [ticket] = await tx.insert(eventTickets).values(values).returning();
      return ticket;
    },
    /** Cancels the ticket unless it already was; undefined then. */
    async cancelTicket(tx: DbOrTx, ticketId: string) {
      const [cancelled] = await tx
        .update(eventTickets)
        .set({ status: 'cancelled' })
        .where(and(eq(eventTickets.id, ticketId), ne(eventTickets.status, 'cancelled')))
        .returning({ id: eventTickets.id });
      return cancelled;
    },
    async markTicketPaid(tx: DbOrTx, ticketId: string, paidAt: Date) {
      const [paid] = await tx
        .update(eventTickets)
        .set({ status: 'paid', paidAt })
        .where(eq(eventTickets.id, ticketId))
        .returning();
      return paid;
    },
    setTicketPreferences: (ticketId: string, preferences: string[]) =>
      db.update(eventTickets).set({ preferences }).where(eq(eventTickets.id, ticketId)),

    async insertEvent(values: typeof groupEvents.$inferInsert) {
      const [row] = await db.insert(groupEvents).values(values).returning({ id: groupEvents.id });
      return row;
    },
    updateEvent: (eventId: string, values: Partial<typeof groupEvents.$inferInsert>) =>
      db.update(groupEvents).set(values).where(eq(groupEvents.id, eventId)),

    /** Locks the event row: seats are taken and given back one writer at a time. */
    lock: (tx: DbOrTx, eventId: string) =>
      tx.execute(sql`select 1 from group_events where id = ${eventId} for update`),

    moveSeats: (tx: DbOrTx, eventId: string, delta: number) =>
      tx
        .update(groupEvents)
        .set({ ticketsTaken: sql`greatest(${groupEvents.ticketsTaken} + ${delta}, 0)` })
        .where(eq(groupEvents.id, eventId)),

    async countPaid(organizationId: string) {
      const [row] = await db
        .select({ value: count() })
        .from(eventTickets)
        .innerJoin(groupEvents, eq(groupEvents.id, eventTickets.eventId))
        .innerJoin(groupRows, eq(groupRows.id, groupEvents.groupId))
        .where(and(eq(groupRows.organizationId, organizationId), eq(eventTickets.status, 'paid')));
      return row?.value ?? 0;
    },
  };
}
