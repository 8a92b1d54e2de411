import type {
  Attendee,
  CreateEventBody,
  CreatePlanBody,
  CreateSubscriberBody,
  EventCard,
  Organization,
  OrganizationGroup,
  OwnerPlan,
  SubscriberRow,
  UpdateEventBody,
  UpdatePlanBody,
} from '@nethub/contract';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, paged } from '@/testing/server';

/*
 * Test data for the owner's sales screens: factories and an msw server over an in-memory world
 * that behaves as the server does (only the tests import this file).
 */

let count = 0;
const nextId = (prefix: string) => {
  count += 1;
  return `${prefix}-${String(count).padStart(12, '0')}`;
};

export const ORGANIZATION: Organization = {
  _id: '0f1e2d3c-4b5a-4c6d-8e7f-000000000001',
  name: 'Acme Networks',
  description: 'Business networks across the North.',
  website: 'https://acme.example',
  groupCount: 1,
  subgroupCount: 0,
  logoUrl: null,
  createdAt: '2025-01-01T10:00:00.000Z',
};

export const buildOwner = () => buildUser({ isOrgOwner: true, firstName: 'Olive' });

export const buildOrganizationGroup = (
  overrides: Partial<OrganizationGroup> = {},
): OrganizationGroup => ({
  _id: nextId('1a2b3c4d-5e6f-4a7b-8c9d'),
  name: 'Leeds Founders',
  description: null,
  parentId: null,
  country: null,
  regions: [],
  sectors: [],
  memberCount: 12,
  pendingRequests: 0,
  coverUrl: null,
  subgroups: [],
  ...overrides,
});

export const buildOwnerPlan = (overrides: Partial<OwnerPlan> = {}): OwnerPlan => ({
  _id: nextId('2b3c4d5e-6f7a-4b8c-9d0e'),
  name: 'Monthly membership',
  description: 'Every meeting, and the group chat.',
  price: 25,
  currency: 'GBP',
  period: 'month',
  group: {
    _id: '1a2b3c4d-5e6f-4a7b-8c9d-000000000000',
    name: 'Leeds Founders',
    description: null,
    memberCount: 12,
    averageRating: 0,
    reviewCount: 0,
    coverUrl: null,
  },
  organization: { _id: ORGANIZATION._id, name: ORGANIZATION.name, logoUrl: null },
  active: true,
  activeSubscribers: 0,
  ...overrides,
});

export const buildSubscriberRow = (overrides: Partial<SubscriberRow> = {}): SubscriberRow => ({
  _id: nextId('3c4d5e6f-7a8b-4c9d-8e1f'),
  status: 'active',
  member: buildMemberCard(),
  email: 'member@example.com',
  plan: {
    _id: '2b3c4d5e-6f7a-4b8c-9d0e-000000000000',
    name: 'Monthly membership',
    groupName: 'Leeds Founders',
  },
  paidAt: '2025-06-01T10:00:00.000Z',
  endsAt: '2025-07-01T10:00:00.000Z',
  createdAt: '2025-06-01T09:00:00.000Z',
  ...overrides,
});

export const buildEvent = (overrides: Partial<EventCard> = {}): EventCard => ({
  _id: nextId('4d5e6f7a-8b9c-4d0e-9f2a'),
  title: 'Summer mixer',
  description: 'Drinks and introductions.',
  venue: 'The Corn Exchange, Leeds',
  startsAt: '2030-07-12T17:00:00.000Z',
  endsAt: '2030-07-12T20:00:00.000Z',
  price: 15,
  currency: 'GBP',
  capacity: 50,
  seatsLeft: 38,
  active: true,
  group: { _id: '1a2b3c4d-5e6f-4a7b-8c9d-000000000000', name: 'Leeds Founders' },
  organization: { _id: ORGANIZATION._id, name: ORGANIZATION.name },
  ...overrides,
});

export const buildAttendee = (overrides: Partial<Attendee> = {}): Attendee => ({
  _id: nextId('5e6f7a8b-9c0d-4e1f-8a3b'),
  status: 'paid',
  firstName: 'Cara',
  lastName: 'Smith',
  email: 'cara@example.com',
  preferences: [],
  paidAt: '2025-06-20T10:00:00.000Z',
  ...overrides,
});

/** What the server holds; tests may change it between steps. */
export type SalesWorld = {
  organizations: Organization[];
  groups: OrganizationGroup[];
  plans: OwnerPlan[];
  subscribers: SubscriberRow[];
  /** Upcoming and past events: `past` ones are listed under past=true. */
  events: (EventCard & { past?: boolean })[];
  attendees: Record<string, Attendee[]>;
  /** An error the create-subscriber call answers with, if any. */
  subscriberRefusal?: { status: number; code: string };
  /** Lists that fail while listed here, with that status and code: 'plans', 'subscribers'... */
  failing: Record<string, { status: number; code: string }>;
};

export const buildSalesWorld = (overrides: Partial<SalesWorld> = {}): SalesWorld => ({
  organizations: [ORGANIZATION],
  groups: [],
  plans: [],
  subscribers: [],
  events: [],
  attendees: {},
  failing: {},
  ...overrides,
});

export type SalesLog = {
  planQueries: URLSearchParams[];
  createdPlans: CreatePlanBody[];
  updatedPlans: { id: string; body: UpdatePlanBody }[];
  subscriberQueries: URLSearchParams[];
  createdSubscribers: CreateSubscriberBody[];
  avatarUploads: { name: string; type: string }[];
  eventQueries: URLSearchParams[];
  createdEvents: CreateEventBody[];
  updatedEvents: { id: string; body: UpdateEventBody }[];
  attendeeQueries: URLSearchParams[];
};

/** An event as the API answers it (`past` only sorts the world's events). */
const card = (event: SalesWorld['events'][number]): EventCard => {
  const { past: _ignored, ...rest } = event;
  return rest;
};

/** The owner's sales API over `world`, as the server behaves. */
export function salesHandlers(world: SalesWorld) {
  const log: SalesLog = {
    planQueries: [],
    createdPlans: [],
    updatedPlans: [],
    subscriberQueries: [],
    createdSubscribers: [],
    avatarUploads: [],
    eventQueries: [],
    createdEvents: [],
    updatedEvents: [],
    attendeeQueries: [],
  };
  const failure = (call: string) => {
    const refusal = world.failing[call];
    return refusal ? apiError(refusal.status, refusal.code) : undefined;
  };
  const owns = (orgId: unknown) => world.organizations.some((org) => org._id === orgId);
  const groupName = (groupId: string) =>
    world.groups
      .flatMap((group) => [group, ...group.subgroups])
      .find((group) => group._id === groupId)?.name ?? 'Unknown group';

  const handlers = [
    http.get(apiUrl('/organization/mine'), () =>
      HttpResponse.json({ data: { rows: world.organizations } }),
    ),
    http.get(apiUrl('/organization/:id/groups'), ({ params, request }) => {
      if (!owns(params.id)) return apiError(404, 'NOT_FOUND');
      return HttpResponse.json({ data: paged(world.groups, new URL(request.url).searchParams) });
    }),
    http.get(apiUrl('/organization/:id/plans'), ({ params, request }) => {
      if (!owns(params.id)) return apiError(404, 'NOT_FOUND');
      const query = new URL(request.url).searchParams;
      log.planQueries.push(query);
      const planFailure = failure('plans');
      if (planFailure) return planFailure;
      const groupId = query.get('groupId');
      const rows = world.plans.filter((plan) => !groupId || plan.group._id === groupId);
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/new-subscriptions'), async ({ request }) => {
      const body = (await request.json()) as CreatePlanBody;
      log.createdPlans.push(body);
      const plan = buildOwnerPlan({
        ...body,
        description: body.description ?? null,
        group: {
          _id: body.groupId,
          name: groupName(body.groupId),
          description: null,
          memberCount: 0,
          averageRating: 0,
          reviewCount: 0,
          coverUrl: null,
        },
      });
      world.plans.unshift(plan);
      return HttpResponse.json({ data: plan }, { status: 201 });
    }),
    http.get(apiUrl('/new-subscriptions/members'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.subscriberQueries.push(query);
      const subscriberFailure = failure('subscribers');
      if (subscriberFailure) return subscriberFailure;
      const planId = query.get('planId');
      const status = query.get('status');
      const search = (query.get('textSearch') ?? '').toLowerCase();
      const rows = world.subscribers.filter(
        (row) =>
          (!planId || row.plan._id === planId) &&
          (!status || row.status === status) &&
          `${row.member.firstName} ${row.member.lastName} ${row.email}`
            .toLowerCase()
            .includes(search),
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/new-subscriptions/members/upload-new-user-avatar'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      // The file arrives as the runtime's own File, not the test DOM's.
      if (!file || typeof file === 'string') return apiError(400, 'VALIDATION_ERROR');
      log.avatarUploads.push({ name: file.name, type: file.type });
      return HttpResponse.json({
        data: {
          avatarUploadId: '6f7a8b9c-0d1e-4f2a-8b4c-000000000001',
          url: 'https://files.example/avatar.png',
        },
      });
    }),
    http.post(apiUrl('/new-subscriptions/members/create'), async ({ request }) => {
      const body = (await request.json()) as CreateSubscriberBody;
      log.createdSubscribers.push(body);
      if (world.subscriberRefusal)
        return apiError(world.subscriberRefusal.status, world.subscriberRefusal.code);
      const plan = world.plans.find((item) => item._id === body.planId);
      if (!plan) return apiError(404, 'NOT_FOUND');
      const row = buildSubscriberRow({
        status: 'pending',
        member: buildMemberCard({ firstName: body.firstName, lastName: body.lastName }),
        email: body.email,
        plan: { _id: plan._id, name: plan.name, groupName: plan.group.name },
        paidAt: null,
        endsAt: null,
      });
      world.subscribers.unshift(row);
      return HttpResponse.json({ data: row }, { status: 201 });
    }),
    http.put(apiUrl('/new-subscriptions/:id'), async ({ params, request }) => {
      const plan = world.plans.find((item) => item._id === params.id);
      if (!plan) return apiError(404, 'NOT_FOUND');
      const body = (await request.json()) as UpdatePlanBody;
      log.updatedPlans.push({ id: plan._id, body });
      Object.assign(plan, body);
      return HttpResponse.json({ data: plan });
    }),
    http.get(apiUrl('/organization/:id/events'), ({ params, request }) => {
      if (!owns(params.id)) return apiError(404, 'NOT_FOUND');
      const query = new URL(request.url).searchParams;
      log.eventQueries.push(query);
      const past = query.get('past') === 'true';
      const rows = world.events.filter((event) => Boolean(event.past) === past).map(card);
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/events'), async ({ request }) => {
      const body = (await request.json()) as CreateEventBody;
      log.createdEvents.push(body);
      const event = buildEvent({
        ...body,
        description: body.description ?? null,
        venue: body.venue ?? null,
        endsAt: body.endsAt ?? null,
        capacity: body.capacity ?? null,
        seatsLeft: body.capacity ?? null,
        group: { _id: body.groupId, name: groupName(body.groupId) },
      });
      world.events.unshift(event);
      return HttpResponse.json({ data: event }, { status: 201 });
    }),
    http.get(apiUrl('/events/:id'), ({ params }) => {
      const event = world.events.find((item) => item._id === params.id);
      if (!event) return apiError(404, 'NOT_FOUND');
      return HttpResponse.json({ data: card(event) });
    }),
    http.put(apiUrl('/events/:id'), async ({ params, request }) => {
      const event = world.events.find((item) => item._id === params.id);
      if (!event) return apiError(404, 'NOT_FOUND');
      const body = (await request.json()) as UpdateEventBody;
      log.updatedEvents.push({ id: event._id, body });
      Object.assign(event, body);
      return HttpResponse.json({ data: card(event) });
    }),
    http.get(apiUrl('/events/:id/tickets'), ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      log.attendeeQueries.push(query);
      const status = query.get('status');
      const rows = (world.attendees[String(params.id)] ?? []).filter(
        (attendee) => !status || attendee.status === status,
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
  ];
  return { handlers, log };
}
