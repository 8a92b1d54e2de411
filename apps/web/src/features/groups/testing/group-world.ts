import type {
  EventCard,
  GroupDetail,
  GroupMember,
  GroupSummary,
  JoinGroupBody,
  JoinRequest,
  Review,
  ReviewBody,
  SubscriptionOffer,
} from '@nethub/contract';
import { buildMemberCard, buildUser, COUNTRIES, REGIONS, SECTORS } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, paged } from '@/testing/server';

/*
 * Test data for the group screens: factories and an msw server over an in-memory world that
 * behaves as the server does (only the tests import this file).
 */

let groupCount = 0;
const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;

/** A top-level group where I have no standing, seen from outside (no members, no sub-groups). */
export const buildGroup = (overrides: Partial<GroupDetail> = {}): GroupDetail => {
  groupCount += 1;
  return {
    _id: id('9a1b2c3d-4e5f-4a6b-8c7d', groupCount),
    name: `Group ${groupCount}`,
    description: 'Business owners who meet every month.',
    organization: {
      _id: '9f8e7d6c-5b4a-4c3d-8e2f-000000000001',
      name: 'Acme Networks',
      logoUrl: null,
    },
    coverUrl: null,
    parentId: null,
    country: COUNTRIES[0] ?? null,
    regions: REGIONS.slice(0, 1),
    sectors: SECTORS.slice(0, 1),
    subscriptions: [],
    memberCount: 12,
    averageRating: 0,
    reviewCount: 0,
    me: { status: null, role: null, isHomeGroup: false },
    subgroups: null,
    members: null,
    pendingRequests: null,
    ...overrides,
  };
};

/** A group I am a member of: its first members and its sub-groups are mine to see. */
export const buildJoinedGroup = (overrides: Partial<GroupDetail> = {}) =>
  buildGroup({
    me: { status: 'joined', role: 'MEMBER', isHomeGroup: false },
    subgroups: [],
    members: [{ ...buildMemberCard(), role: 'MEMBER' as const }],
    ...overrides,
  });

export const buildGroupMember = (overrides: Partial<GroupMember> = {}): GroupMember => ({
  ...buildMemberCard(),
  role: 'MEMBER',
  joinedAt: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

let reviewCount = 0;

export const buildReview = (overrides: Partial<Review> = {}): Review => {
  reviewCount += 1;
  return {
    _id: id('7e6d5c4b-3a2f-4e1d-9c0b', reviewCount),
    rating: 4,
    comment: 'Friendly and useful.',
    author: buildMemberCard(),
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
};

export const buildJoinRequest = (overrides: Partial<JoinRequest> = {}): JoinRequest => ({
  member: buildMemberCard(),
  requestNote: null,
  subgroups: [],
  requestedAt: '2025-07-01T10:00:00.000Z',
  ...overrides,
});

/** What the server holds; tests may change it between steps. */
export type GroupWorld = {
  groups: GroupDetail[];
  members: Record<string, GroupMember[]>;
  requests: Record<string, JoinRequest[]>;
  reviews: Record<string, Review[]>;
  subscriptions: { _id: string; name: string }[];
  /** The error code the server answers a join request of that group with, if any. */
  joinRefusals: Record<string, { status: number; code: string }>;
  /** The error code the server answers leaving that group with, if any. */
  leaveRefusals: Record<string, { status: number; code: string }>;
  /** The plans of every group, with my subscriber record where I have one. */
  offers: SubscriptionOffer[];
  /** The events on sale. */
  events: EventCard[];
};

export const buildGroupWorld = (overrides: Partial<GroupWorld> = {}): GroupWorld => ({
  groups: [],
  members: {},
  requests: {},
  reviews: {},
  subscriptions: [],
  joinRefusals: {},
  leaveRefusals: {},
  offers: [],
  events: [],
  ...overrides,
});

export type GroupLog = {
  /** Each list call: its path and query. */
  lists: { path: string; query: URLSearchParams }[];
  memberQueries: URLSearchParams[];
  joins: { groupId: string; body: JoinGroupBody }[];
  leaves: string[];
  decisions: { groupId: string; userId: string; decision: string }[];
  reviews: ReviewBody[];
};

const summary = (group: GroupDetail): GroupSummary => {
  const { subgroups: _subgroups, members: _members, pendingRequests: _pending, ...rest } = group;
  return rest;
};

const matchesGroup = (group: GroupDetail, query: URLSearchParams) => {
  const search = (query.get('textSearch') ?? '').toLowerCase();
  const country = query.get('country');
  const sectors = query.get('sectors')?.split(',') ?? [];
  const subscriptions = query.get('subscriptions')?.split(',') ?? [];
  return (
    group.name.toLowerCase().includes(search) &&
    (!country || group.country?._id === country) &&
    sectors.every((sector) => group.sectors.some((item) => item._id === sector)) &&
    subscriptions.every((plan) => group.subscriptions.some((item) => item._id === plan))
  );
};

const average = (reviews: Review[]) =>
  reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 0;

/** The groups and reviews API over `world`, as the server behaves. */
export function groupHandlers(world: GroupWorld) {
  const log: GroupLog = {
    lists: [],
    memberQueries: [],
    joins: [],
    leaves: [],
    decisions: [],
    reviews: [],
  };
  const find = (groupId: unknown) => world.groups.find((group) => group._id === groupId);
  const me = buildUser();

  const list = (path: string, pick: (group: GroupDetail) => boolean) =>
    http.get(apiUrl(path), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.lists.push({ path, query });
      const rows = world.groups.filter(pick).filter((group) => matchesGroup(group, query));
      return HttpResponse.json({ data: paged(rows.map(summary), query) });
    });

  const handlers = [
    // My subscriptions to a group's plans, and its events on sale (the about and events tabs).
    http.get(apiUrl('/new-subscriptions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const groupId = query.get('groupId');
      const rows = world.offers.filter(
        (offer) =>
          (!groupId || offer.group._id === groupId) &&
          (query.get('type') === 'own' ? offer.mine !== null : true),
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.get(apiUrl('/events'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const groupId = query.get('groupId');
      const rows = world.events.filter((event) => !groupId || event.group._id === groupId);
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    // The shell's bell asks for its counts on every page.
    http.get(apiUrl('/notification/count-notification'), () =>
      HttpResponse.json({
        data: {
          countNotification: 0,
          countUnreadNotification: 0,
          countGroupNotification: 0,
          countUnreadGroupNotification: 0,
        },
      }),
    ),
    list('/network-directory', (group) => group.parentId === null),
    list('/network-directory/status/joined', (group) => group.me.status === 'joined'),
    list('/network-directory/status/requested', (group) => group.me.status === 'requested'),
    list('/network-directory/owner/owned-network-directory', (group) => group.me.role === 'OWNER'),
    http.get(apiUrl('/network-directory/subscriptions'), ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      return HttpResponse.json({
        data: world.subscriptions.filter((plan) => plan.name.toLowerCase().includes(name)),
      });
    }),
    http.get(apiUrl('/network-directory/:id'), ({ params }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      // A sub-group's card carries my current standing in that sub-group.
      const subgroups =
        group.subgroups?.map((sub) => ({ ...sub, me: find(sub._id)?.me ?? sub.me })) ?? null;
      return HttpResponse.json({ data: { ...group, subgroups } });
    }),
    http.get(apiUrl('/network-directory/:id/members'), ({ params, request }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      if (group.members === null) return apiError(403, 'GROUP_MEMBERS_ONLY');
      const query = new URL(request.url).searchParams;
      log.memberQueries.push(query);
      const search = (query.get('textSearch') ?? '').toLowerCase();
      const rows = (world.members[group._id] ?? []).filter((member) =>
        `${member.firstName} ${member.lastName}`.toLowerCase().includes(search),
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/network-directory/:id/request-to-join'), async ({ params, request }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      const groupId = group._id;
      log.joins.push({ groupId, body: (await request.json()) as JoinGroupBody });
      const refusal = world.joinRefusals[groupId];
      if (refusal) return apiError(refusal.status, refusal.code);
      group.me = { ...group.me, status: 'requested' };
      return HttpResponse.json({ data: { status: 'requested' } });
    }),
    http.put(apiUrl('/network-directory/:id/leave'), ({ params }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      log.leaves.push(group._id);
      const refusal = world.leaveRefusals[group._id];
      if (refusal) return apiError(refusal.status, refusal.code);
      Object.assign(group, {
        me: { status: null, role: null, isHomeGroup: false },
        members: null,
        subgroups: null,
        memberCount: group.memberCount - 1,
      });
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.get(apiUrl('/network-directory/:id/requests'), ({ params, request }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      if (group.me.role !== 'OWNER') return apiError(403, 'FORBIDDEN');
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({ data: paged(world.requests[group._id] ?? [], query) });
    }),
    http.post(apiUrl('/network-directory/:id/requests/:userId'), async ({ params, request }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      const { decision } = (await request.json()) as { decision: string };
      const userId = String(params.userId);
      log.decisions.push({ groupId: group._id, userId, decision });
      world.requests[group._id] = (world.requests[group._id] ?? []).filter(
        (item) => item.member._id !== userId,
      );
      group.pendingRequests = world.requests[group._id]?.length ?? 0;
      return HttpResponse.json({
        data: { status: decision === 'approve' ? 'joined' : 'rejected' },
      });
    }),
    http.get(apiUrl('/reviews/network-directory/:id'), ({ params, request }) => {
      const group = find(params.id);
      if (!group) return apiError(404, 'NOT_FOUND');
      const rows = world.reviews[group._id] ?? [];
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({
        data: {
          ...paged(rows, query),
          averageRating: average(rows),
          reviewCount: rows.length,
          myReview: rows.find((review) => review.author._id === me._id) ?? null,
          canReview: group.me.status === 'joined' && group.me.role !== 'OWNER',
        },
      });
    }),
    http.post(apiUrl('/reviews/network-directory'), async ({ request }) => {
      const body = (await request.json()) as ReviewBody;
      log.reviews.push(body);
      const groupId = body.networkDirectoryId;
      const rows = world.reviews[groupId] ?? [];
      const mine = rows.find((review) => review.author._id === me._id);
      const review: Review = mine
        ? { ...mine, rating: Number(body.rating), comment: body.comment ?? null }
        : buildReview({
            rating: Number(body.rating),
            comment: body.comment ?? null,
            author: buildMemberCard({
              _id: me._id,
              firstName: me.firstName,
              lastName: me.lastName,
            }),
          });
      world.reviews[groupId] = mine
        ? rows.map((row) => (row._id === review._id ? review : row))
        : [review, ...rows];
      const all = world.reviews[groupId] ?? [];
      return HttpResponse.json({
        data: { review, created: !mine, averageRating: average(all), reviewCount: all.length },
      });
    }),
  ];
  return { handlers, log };
}
