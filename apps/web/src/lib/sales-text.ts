import type { Currency, SubscriberStatus, TicketStatus } from '@nethub/contract';
import { FOOD_PREFERENCES } from '@nethub/contract/constants';
import { plural, type Formatters } from './format';

/*
 * What the subscription, event and ticket screens say beyond the contract's wording
 * (SUBSCRIPTION_MESSAGES, EVENT_MESSAGES, FOOD_PREFERENCES in @nethub/contract/constants).
 */

const FOOD_LABELS = new Map<string, string>(
  FOOD_PREFERENCES.map((food) => [food.value, food.label]),
);

/** A food preference's label; an unknown value as it is. */
export const foodLabel = (value: string) => FOOD_LABELS.get(value) ?? value;

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Waiting for payment',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  cancelled: 'Given up',
};

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** The statuses as the options of a filter, in the contract's order. */
export const SUBSCRIBER_STATUS_OPTIONS = options(SUBSCRIBER_STATUS_LABELS);
export const TICKET_STATUS_OPTIONS = options(TICKET_STATUS_LABELS);

export const isSubscriberStatus = (value: unknown): value is SubscriberStatus =>
  typeof value === 'string' && Object.hasOwn(SUBSCRIBER_STATUS_LABELS, value);

export const isTicketStatus = (value: unknown): value is TicketStatus =>
  typeof value === 'string' && Object.hasOwn(TICKET_STATUS_LABELS, value);

/** Our wording for the outcomes the spec leaves open. */
export const SALES_TEXT = {
  alreadyPaid: 'This is already paid: there is nothing more to pay.',
  notOnSale: 'This is no longer on sale.',
  ticketsNotOnSale: 'Tickets for this event are not on sale.',
  ticketConfirmed: 'Your ticket is confirmed.',
  planNotFound: 'This subscription does not exist or is no longer on sale.',
  subscriberNotFound:
    'We could not find this subscription. Please use the link from your e-mail, or subscribe again.',
  eventNotFound: 'This event does not exist or has been removed.',
  ticketNotFound: 'We could not find this ticket. Please use the link from your ticket e-mail.',
  confirming: 'Confirming your payment…',
  confirmationLate:
    'We have not received the confirmation of your payment yet. It can take a few minutes: check again shortly, or look out for our e-mail.',
  paymentCancelled: 'Your payment was cancelled and you have not been charged.',
} as const;

type Money = Formatters['money'];
type Period = 'month' | 'year';

/** "£12.00 a month". */
export const planPriceText = (
  plan: { price: number; currency: Currency; period: Period },
  money: Money,
) => `${money(plan.price, plan.currency)} a ${plan.period}`;

/** "Free" for a free event, else a ticket's price in the event's currency. */
export const ticketPriceText = (event: { price: number; currency: Currency }, money: Money) =>
  event.price === 0 ? 'Free' : money(event.price, event.currency);

/** "12 seats left", "1 seat left", "Sold out"; null when the event has no limit. */
export function seatsText(seatsLeft: number | null) {
  if (seatsLeft === null) return null;
  if (seatsLeft <= 0) return 'Sold out';
  return `${plural(seatsLeft, 'seat')} left`;
}

/** "12/09/25 6:00 pm – 8:30 pm", or both ends in full when the event spans days. */
export function eventWhen(event: { startsAt: string; endsAt: string | null }, format: Formatters) {
  const start = format.dateTime(event.startsAt);
  if (!event.endsAt) return start;
  const sameDay = format.date(event.startsAt) === format.date(event.endsAt);
  return `${start} – ${sameDay ? format.time(event.endsAt) : format.dateTime(event.endsAt)}`;
}
