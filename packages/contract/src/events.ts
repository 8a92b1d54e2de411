import { z } from 'zod';
import { personName } from './auth.js';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, EVENT_VENUE_MAX } from './constants/sales.js';
import { listQuery, listResponse, optionalText } from './common.js';
import { organizationSummary } from './groups.js';
import { currency, foodPreference } from './profile.js';

/**
 * Events with tickets (spec §3 "Event ticket", §7). A group's owner publishes events; members
 * and the public buy tickets through the same checkout as subscriptions. A ticket is `pending`
 * until paid, then `paid` (the ticket e-mail goes out); the holder may set food preferences and
 * may give the ticket up (`cancelled`, /public-event-unsubscribe), which frees the seat — a
 * refund, if any, is between the holder and the organisation. Free events (price 0) skip the
 * checkout. The ticket id is the holder's capability: it is only mailed or returned to them.
 */
export const ticketStatus = z.enum(['pending', 'paid', 'cancelled']);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const eventCard = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  venue: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  price: z.number(),
  currency,
  capacity: z.number().int().nullable(),
  /** Seats left (null when the event has no capacity limit). */
  seatsLeft: z.number().int().nullable(),
  active: z.boolean(),
  group: z.object({ _id: z.uuid(), name: z.string() }),
  organization: z.object({ _id: z.uuid(), name: z.string() }),
});
export type EventCard = z.infer<typeof eventCard>;

/**
 * GET /public/events/{id}: the event's page for anyone, with its group's header (cover, size,
 * rating) and the organisation's logo, as the public subscription pages show them.
 */
export const publicEvent = eventCard.extend({
  group: eventCard.shape.group.extend({
    memberCount: z.number().int(),
    averageRating: z.number(),
    reviewCount: z.number().int(),
    /** A signed, expiring link to the group's cover, when it has one. */
    coverUrl: z.string().nullable(),
  }),
  organization: organizationSummary,
});
export type PublicEvent = z.infer<typeof publicEvent>;
export const eventList = listResponse(eventCard);
export type EventList = z.infer<typeof eventList>;

/** GET /events (upcoming, on sale): `groupId` narrows to one group; `past` lists ended ones. */
export const eventListQuery = listQuery.extend({
  groupId: z.uuid().optional(),
  organizationId: z.uuid().optional(),
  past: z.stringbool().optional(),
});
export type EventListQuery = z.input<typeof eventListQuery>;

const eventFields = {
  title: z.string().trim().min(1).max(EVENT_TITLE_MAX),
  description: optionalText(EVENT_DESCRIPTION_MAX),
  venue: optionalText(EVENT_VENUE_MAX),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).optional(),
  price: z.number().min(0).max(100_000).multipleOf(0.01),
  currency,
  capacity: z.number().int().min(1).max(100_000).optional(),
};
/** POST /events (owner of the group). */
export const createEventBody = z.object({
  groupId: z.uuid(),
  ...eventFields,
  active: z.boolean().default(true),
});
export type CreateEventBody = z.input<typeof createEventBody>;
/** PUT /events/{id} (owner); `active: false` stops sales. */
export const updateEventBody = z
  .object(eventFields)
  .partial()
  .extend({ active: z.boolean().optional() });
export type UpdateEventBody = z.input<typeof updateEventBody>;

export const ticket = z.object({
  _id: z.uuid(),
  status: ticketStatus,
  firstName: z.string(),
  lastName: z.string(),
  preferences: z.array(foodPreference),
  paidAt: z.string().nullable(),
  event: eventCard,
});
export type Ticket = z.infer<typeof ticket>;

export const ticketList = listResponse(ticket);
export type TicketList = z.infer<typeof ticketList>;

/** POST /events/{id}/tickets (signed in: the holder is me). */
export const buyTicketResult = z.object({ ticketId: z.uuid(), status: ticketStatus });
/** POST /public/events/{id}/tickets: the public ticket form. */
export const publicTicketBody = z.object({
  firstName: personName,
  lastName: personName,
  email: z.email().trim().toLowerCase().max(254),
  consent: z.literal(true),
});
export type PublicTicketBody = z.input<typeof publicTicketBody>;

/** PUT /events/tickets/{id}/preferences. */
export const ticketPreferencesBody = z.object({
  preferences: z.array(foodPreference).max(20),
});
export type TicketPreferencesBody = z.input<typeof ticketPreferencesBody>;

/** GET /events/{id}/tickets (owner): the attendee list, with what to cater for. */
export const attendee = z.object({
  _id: z.uuid(),
  status: ticketStatus,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  preferences: z.array(foodPreference),
  paidAt: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendee>;
export const attendeeList = listResponse(attendee);
export const attendeeListQuery = listQuery.extend({ status: ticketStatus.optional() });
