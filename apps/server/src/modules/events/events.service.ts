import type { z } from 'zod';
import type {
  attendeeListQuery,
  createEventBody,
  eventListQuery,
  publicTicketBody,
  Ticket,
  updateEventBody,
} from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { buildIcs } from '../../lib/ics.js';
import { toListResponse } from '../../lib/pagination.js';
import type { Mailer } from '../mail/mailer.js';
import { mailDateTime, ticketMail } from '../mail/mail.templates.js';
import type { OrganizationAccess } from '../groups/organization-access.js';
import { toMinor, type PaymentsService } from '../payments/payments.service.js';
import { createUsersService } from '../users/users.service.js';
import {
  createEventsRepository,
  eventOnSale,
  type EventRow,
  type TicketRecord,
  toEventCard,
  toPublicEvent,
  type PictureUrl,
} from './events.repository.js';

type Page = { page: number; offset: number };
type EventListQuery = z.infer<typeof eventListQuery>;
type CreateEventBody = z.infer<typeof createEventBody>;
type UpdateEventBody = z.infer<typeof updateEventBody>;
type Holder = z.infer<typeof publicTicketBody> & { userId?: string };

const toTicket = (ticket: TicketRecord, event: EventRow): Ticket => ({
  _id: ticket.id,
  status: ticket.status,
  firstName: ticket.firstName,
  lastName: ticket.lastName,
  preferences: ticket.preferences,
  paidAt: ticket.paidAt?.toISOString() ?? null,
  event: toEventCard(event),
});

/**
 * Events and tickets (contract events.ts): a group's owner publishes events; members and
 * visitors take tickets (paid through the checkout, free ones at once); the holder sets food
 * preferences or gives the ticket up, which frees the seat.
 */
export function createEventsService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  payments: PaymentsService;
  access: OrganizationAccess;
  /** Signs the group's cover and the organisation's logo for the public page. */
  pictureUrl: PictureUrl;
}) {
  const { db, mailer, publicUrl, payments, access, pictureUrl } = deps;
  const repo = createEventsRepository(db);
  const accounts = createUsersService(db);
  const ticketPage = (ticketId: string, payment?: 'success' | 'cancelled') =>
    `${publicUrl}/public-event-ticket?ticketId=${ticketId}${payment ? `&payment=${payment}` : ''}`;

  const sendTicket = (ticket: TicketRecord, event: EventRow) =>
    mailer.send(
      ticketMail(
        ticket.email,
        ticket.firstName,
        event.event.title,
        event.event.startsAt,
        ticketPage(ticket.id),
      ),
    );

  async function loadTicket(ticketId: string) {
    const ticket = await repo.findTicket(ticketId);
    if (!ticket) throw notFound();
    const event = (await repo.find(ticket.eventId))!;
    return { ticket, event };
  }

  /** Gives a seat back when a pending ticket is abandoned or a ticket is given up. */
  async function release(tx: DbOrTx, ticket: TicketRecord) {
    await repo.lock(tx, ticket.eventId);
    const cancelled = await repo.cancelTicket(tx, ticket.id);
    if (cancelled) await repo.moveSeats(tx, ticket.eventId, -1);
  }

  payments.registerPurchase('ticket', {
    async describe(ticketId) {
      const { ticket, event } = await loadTicket(ticketId);
      if (ticket.status === 'paid') throw conflict('ALREADY_PAID');
      if (ticket.status === 'cancelled' || !eventOnSale(event)) throw forbidden('NOT_ON_SALE');
      return {
        organizationId: event.organizationId,
        amountMinor: toMinor(Number(event.event.price)),
        currency: event.event.currency,
        description: `Ticket: ${event.event.title} (${mailDateTime(event.event.startsAt)})`,
        payerName: `${ticket.firstName} ${ticket.lastName}`,
        customerEmail: ticket.email,
        successUrl: ticketPage(ticketId, 'success'),
        cancelUrl: ticketPage(ticketId, 'cancelled'),
      };
    },
    async fulfil(tx, ticketId, paidAt) {
      const ticket = await repo.findTicket(ticketId, tx);
      if (!ticket) return;
      // A seat given up while the payment was on its way is taken again.
      if (ticket.status === 'cancelled') {
        await repo.lock(tx, ticket.eventId);
        await repo.moveSeats(tx, ticket.eventId, 1);
      }
      const paid = await repo.markTicketPaid(tx, ticketId, paidAt);
      const event = (await repo.find(ticket.eventId, tx))!;
      // Written with the payment: the ticket mail goes once it commits.
      await sendTicket(paid!, event);
    },
    async abandon(tx, ticketId) {
      const ticket = await repo.findTicket(ticketId, tx);
      if (ticket?.status === 'pending') await release(tx, ticket);
    },
  });

  /** A ticket for a holder: a seat is taken under the event's lock; free ones are paid at once. */
  async function take(eventId: string, holder: Holder) {
    const result = await db.transaction(async (tx) => {
      await repo.lock(tx, eventId);
      const fresh = await repo.find(eventId, tx);
      if (!fresh) throw notFound();
      if (!eventOnSale(fresh)) throw forbidden('NOT_ON_SALE');
      const live = await repo.findLiveTicket(tx, eventId, holder.email);
      if (live?.status === 'paid') throw conflict('ALREADY_PAID');
      if (live) return { ticket: live, event: fresh, fresh: false };
      const { capacity, ticketsTaken } = fresh.event;
      if (capacity !== null && ticketsTaken >= capacity) throw conflict('EVENT_SOLD_OUT');
      const free = Number(fresh.event.price) === 0;
      const ticket = await repo.insertTicket(tx, {
        eventId,
        userId: holder.userId ?? null,
        email: holder.email,
        firstName: holder.firstName,
        lastName: holder.lastName,
        status: free ? 'paid' : 'pending',
        paidAt: free ? new Date() : null,
      });
      await repo.moveSeats(tx, eventId, 1);
      return { ticket: ticket!, event: fresh, fresh: true };
    });
    if (result.fresh && result.ticket.status === 'paid')
      await sendTicket(result.ticket, result.event);
    return { ticketId: result.ticket.id, status: result.ticket.status };
  }

  async function ownedEvent(me: string, eventId: string) {
    const event = await repo.find(eventId);
    if (!event || event.ownerId !== me) throw notFound();
    return event;
  }

  return {
    async list(query: EventListQuery) {
      const page = await repo.list({ ...query, all: false });
      return toListResponse(page.rows.map(toEventCard), page.total, query);
    },

    /** An event's page: on sale, or (for its owner) any. */
    async get(eventId: string, me?: string) {
      const event = await repo.find(eventId);
      if (!event || (!event.event.active && event.ownerId !== me)) throw notFound();
      return toEventCard(event);
    },

    /** The public page of an event on sale, with its group's header. */
    async getPublic(eventId: string) {
      const event = await repo.find(eventId);
      if (!event || !event.event.active) throw notFound();
      return toPublicEvent(event, pictureUrl);
    },

    async buyAsMember(me: string, eventId: string) {
      const account = await accounts.findById(me);
      if (!account) throw notFound();
      const user = {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
      };
      return take(eventId, { ...user, consent: true, userId: me });
    },

    buyAsVisitor: (eventId: string, holder: Holder) => take(eventId, holder),

    async mine(me: string, query: Page) {
      const page = await repo.tickets({ userId: me }, query, 'event');
      const events = await repo.findMany(page.rows.map((row) => row.eventId));
      return toListResponse(
        page.rows.map((row) => toTicket(row, events.get(row.eventId)!)),
        page.total,
        query,
      );
    },

    async ticket(ticketId: string) {
      const { ticket, event } = await loadTicket(ticketId);
      return toTicket(ticket, event);
    },

    /**
     * "Add to calendar" for a ticket (ADR 028): the event as an iCalendar file (METHOD:PUBLISH,
     * UID per event so a second download updates the same entry). Two hours when it has no end.
     */
    async ticketCalendar(ticketId: string) {
      const { ticket, event } = await loadTicket(ticketId);
      if (ticket.status === 'cancelled') throw forbidden('NOT_ON_SALE');
      const start = event.event.startsAt;
      const host = new URL(publicUrl).hostname || 'nethub';
      return buildIcs({
        uid: `event-${event.event.id}@${host}`,
        sequence: 0,
        method: 'PUBLISH',
        start,
        end: event.event.endsAt ?? new Date(start.getTime() + 2 * 3600_000),
        summary: event.event.title,
        description: [event.event.description, `Your ticket: ${ticketPage(ticketId)}`]
          .filter(Boolean)
          .join('\n\n'),
        location: event.event.venue,
        url: ticketPage(ticketId),
      });
    },

    async setPreferences(ticketId: string, preferences: string[]) {
      const { ticket } = await loadTicket(ticketId);
      if (ticket.status === 'cancelled') throw forbidden('NOT_ON_SALE');
      await repo.setTicketPreferences(ticketId, [...new Set(preferences)]);
      return this.ticket(ticketId);
    },

    async giveUp(ticketId: string) {
      const { ticket } = await loadTicket(ticketId);
      await db.transaction((tx) => release(tx, ticket));
      return this.ticket(ticketId);
    },

    // Owner console ------------------------------------------------------------------------------

    async organizationEvents(
      me: string,
      organizationId: string,
      query: Page & { past?: boolean; textSearch?: string },
    ) {
      await access.organization(me, organizationId);
      const page = await repo.list({ ...query, organizationId, all: true });
      return toListResponse(page.rows.map(toEventCard), page.total, query);
    },

    async create(me: string, body: CreateEventBody) {
      await access.group(me, body.groupId);
      const row = await repo.insertEvent({
        groupId: body.groupId,
        title: body.title,
        description: body.description ?? null,
        venue: body.venue ?? null,
        startsAt: new Date(body.startsAt),
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        price: body.price,
        currency: body.currency,
        capacity: body.capacity ?? null,
        active: body.active,
      });
      return toEventCard((await repo.find(row!.id))!);
    },

    async update(me: string, eventId: string, body: UpdateEventBody) {
      await ownedEvent(me, eventId);
      const { startsAt, endsAt, ...rest } = body;
      await repo.updateEvent(eventId, {
        ...rest,
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
        ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
      });
      return toEventCard((await repo.find(eventId))!);
    },

    async attendees(me: string, eventId: string, query: z.infer<typeof attendeeListQuery>) {
      await ownedEvent(me, eventId);
      const page = await repo.tickets({ eventId, status: query.status }, query);
      return toListResponse(
        page.rows.map((row) => ({
          _id: row.id,
          status: row.status,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          preferences: row.preferences,
          paidAt: row.paidAt?.toISOString() ?? null,
        })),
        page.total,
        query,
      );
    },

    countPaid: (organizationId: string) => repo.countPaid(organizationId),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
