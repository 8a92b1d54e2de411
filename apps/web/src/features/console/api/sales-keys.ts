import type { SubscriberStatus, TicketStatus } from '@nethub/contract';

/** The subscribers list's filters (GET /new-subscriptions/members). */
export type SubscriberFilters = {
  planId: string;
  status: SubscriberStatus | '';
  textSearch: string;
};

export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = { planId: '', status: '', textSearch: '' };

export type EventScope = 'upcoming' | 'past';

/**
 * Every key starts with the organisation's id, under one root: a change to a plan or an event
 * refreshes what depends on it, and nothing of another organisation's.
 */
export const salesKeys = {
  all: ['organization-sales'] as const,
  plans: (orgId: string) => ['organization-sales', orgId, 'plans'] as const,
  planList: (orgId: string, groupId: string) =>
    ['organization-sales', orgId, 'plans', 'list', groupId] as const,
  allPlans: (orgId: string) => ['organization-sales', orgId, 'plans', 'all'] as const,
  subscribers: (orgId: string) => ['organization-sales', orgId, 'subscribers'] as const,
  subscriberList: (orgId: string, filters: SubscriberFilters) =>
    ['organization-sales', orgId, 'subscribers', filters] as const,
  events: (orgId: string) => ['organization-sales', orgId, 'events'] as const,
  eventList: (orgId: string, scope: EventScope) =>
    ['organization-sales', orgId, 'events', 'list', scope] as const,
  event: (eventId: string) => ['organization-sales', 'event', eventId] as const,
  attendees: (eventId: string) => ['organization-sales', 'event', eventId, 'attendees'] as const,
  attendeeList: (eventId: string, status: TicketStatus | '') =>
    ['organization-sales', 'event', eventId, 'attendees', 'list', status] as const,
  catering: (eventId: string) =>
    ['organization-sales', 'event', eventId, 'attendees', 'catering'] as const,
};
