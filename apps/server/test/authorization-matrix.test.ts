/**
 * The authorisation matrix (issue 16, decision 014). Every id a route of the OpenAPI document
 * takes — a path parameter, a UUID or channel name in its query or body — is tried by every
 * actor of one world (authorization-world.ts: ann owns, ben is her connection, cat her group
 * co-member, dan another member, eve a member of another organisation's group, olivia owns
 * the organisation, oscar owns another one, anon is signed out), once with the real object's
 * id and once with a missing one. Per entry of MATRIX:
 *
 * - `allow` get a success (a 2xx, or a redirect to the next page), and a 4xx for the missing id.
 * - `refuse` know the object (it is theirs or shared with them) but may not do this: a 4xx.
 * - everyone else gets no success, the `deny` status (404 unless the entry says otherwise; 401
 *   signed out), and exactly the answer (status and code) they get for the missing id: an
 *   answer never tells whether a private object exists. `listed` objects (a group in the
 *   directory, a plan on sale) are known to every member, who may be told why (a 4xx).
 * - `sameForAnyId`: the route answers from the caller's own view (their note, a filter of
 *   their list) or is public by design: real and missing ids get the same answer for every
 *   actor, and the owner's `secret` shows in it to `mayRead` only.
 *
 * The first test fails when an id field of any route has no entry (or is not listed in
 * NOT_OBJECT_IDS or IGNORED_ID_FIELDS with a reason): a new id-taking route must be classified.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '@nethub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, MISSING_ID, buildWorld, type Actor, type World } from './authorization-world.js';
import { hiddenOperations, operationsOf, type Operation } from './fuzz.js';
import { createTestApp, type TestApp } from './helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Request = { url: string; payload?: object };

type Entry = {
  /** What the id points at, in words. */
  object: string;
  /** The id field exercised, when the route has more than one (`rewardId`, `id`…). */
  field?: string;
  /** The real object's id. */
  id: (w: World) => string;
  /** An id of the same shape that points at nothing (default: MISSING_ID). */
  missing?: (w: World) => string;
  /** The request with `id` in its place. */
  request: (id: string, w: World, actor: Actor) => Request;
  allow: readonly Actor[];
  refuse?: readonly Actor[];
  /**
   * The object is listed for every member (a group in the directory, a plan on sale): its
   * existence is no secret, so who may not act on it may be told why (GROUP_MEMBERS_ONLY, …)
   * instead of a 404. Still never a 2xx.
   */
  listed?: true;
  /** Status of a denial (default 404; 401 signed out), and for some actors when it differs. */
  deny?: number;
  denyFor?: Partial<Record<Actor, number>>;
  /** Public, or answers the caller's own view for any id: same answer for real and missing. */
  sameForAnyId?: boolean;
  /** Text of the owner's that only `mayRead` (default: ann) may see in an answer. */
  secret?: (w: World) => string;
  mayRead?: readonly Actor[];
  /** For a call that changes or removes the object: a fresh object for each allowed actor. */
  fresh?: (w: World, actor: Actor) => Promise<string>;
};

/**
 * Private text of the world that must not show in any answer of any route to anyone but its
 * readers, whatever id was asked for.
 */
const WORLD_SECRETS: Array<{ text: string; mayRead: readonly Actor[] }> = [
  { text: 'SECRET-NOTE-ann-ben', mayRead: ['ann'] },
  { text: 'SECRET-BIO-ann', mayRead: ['ann', 'ben'] },
  { text: 'pat@prospect.example', mayRead: ['ann', 'ben'] },
  { text: 'hello ben', mayRead: ['ann', 'ben'] },
  { text: 'SECRET-MEETING-ann-ben', mayRead: ['ann', 'ben'] },
];

/** What organisation A keeps to itself: its subscriber (ann) as its owner sees her. */
const ORGANISATION_SECRETS = (w: World): Array<{ text: string; mayRead: readonly Actor[] }> => [
  { text: w.ids.subscriber, mayRead: ['ann', 'olivia'] },
  { text: w.ids.ticket, mayRead: ['ann', 'olivia'] },
];

const members: readonly Actor[] = ['ann', 'ben', 'cat', 'dan', 'eve', 'olivia', 'oscar'];
const everyone: readonly Actor[] = [...members, 'anon'];
const path = (template: string, values: string) => template.replace(/\{[^}]+\}/, values);

/**
 * Ids that are not objects of anybody: reference data (countries, regions, sectors) and path
 * segments that are kinds, not ids. Listed by field, with the reason.
 */
const NOT_OBJECT_IDS: Record<string, string> = {
  'query:country': 'reference data (countries), public',
  'query:countryId': 'reference data (countries), public',
  'body:countryId': 'reference data (countries), public',
  'body:regionId': 'reference data (regions), public',
  'body:regionIds': 'reference data (regions), public',
  'body:sectorIds': 'reference data (sectors), public',
  'path:type': 'GET /policy/{type}: a policy kind (0 or 1), public content',
  'path:status': 'GET /network-directory/status/{status}: a membership status of my own groups',
};

const user = (who: keyof World['m']) => (w: World) => w.m[who].user._id;
const missingChannel = () => `group.${MISSING_ID}`;
const get = (template: string) => (value: string) => ({ url: path(template, value) });
const body =
  (url: string, make: (value: string, w: World, actor: Actor) => object) =>
  (value: string, w: World, actor: Actor) => ({
    url: path(url, value),
    payload: make(value, w, actor),
  });
const query = (url: string, name: string) => (value: string) => ({
  url: `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`,
});
const newEmail = (actor: Actor) =>
  `matrix.${actor}.${Math.random().toString(36).slice(2)}@example.com`;
const gMembers = ['ann', 'cat', 'olivia'] as const;

/** Routes hidden from the document: the fuzz test's list, and the test checkout's cancel. */
const HIDDEN_OPERATIONS: Operation[] = [
  ...hiddenOperations,
  {
    method: 'POST',
    path: `${API_PREFIX}/payment/test-checkout/{sessionId}/cancel`,
    parameters: [{ in: 'path', name: 'sessionId', required: true }],
  },
];

/** Id fields the server ignores, with the reason. */
const IGNORED_ID_FIELDS: Record<string, string> = {
  'POST /chat/send-message userId': "the spec's payload carries it; the server sets the sender",
};

/** "METHOD /path" (or "METHOD /path · what", for a second entry) → who may, on which object. */
export const MATRIX: Record<string, Entry> = {
  // Profiles, notes, the subscriber's verification link ----------------------------------------
  'GET /users/profile/{id}': {
    object: "ann's profile: the card to members, the rest to her connections (her setting)",
    id: user('ann'),
    request: get('/users/profile/{id}'),
    allow: members,
    secret: () => 'SECRET-BIO-ann',
    mayRead: ['ann', 'ben'],
  },
  'PUT /users/profile': {
    object: 'an avatar from the media library',
    id: (w) => w.ids.annMedia,
    request: body('/users/profile', (avatarMediaId) => ({ avatarMediaId })),
    allow: ['ann'],
  },
  'GET /notes/{id}': {
    object: "ann's private note about ben (each member reads only their own note)",
    id: user('ben'),
    request: get('/notes/{id}'),
    allow: members,
    sameForAnyId: true,
    secret: () => 'SECRET-NOTE-ann-ben',
  },
  'POST /notes': {
    object: 'a note about zoe (written into the caller’s own notes)',
    id: user('zoe'),
    request: body('/notes', (userId) => ({ userId, content: 'my own note' })),
    allow: members,
  },
  'GET /auth/subscriber/account-verification-link': {
    object: "a subscriber's verification mail (public; says nothing about the id)",
    id: user('ann'),
    request: query('/auth/subscriber/account-verification-link', 'userId'),
    allow: everyone,
    sameForAnyId: true,
  },

  // Media ----------------------------------------------------------------------------------------
  'GET /media/{id}': {
    object: "ann's private file",
    id: (w) => w.ids.annMedia,
    request: get('/media/{id}'),
    allow: ['ann'],
  },
  'GET /media/{id} · group library': {
    object: "ann's file in group G's library (by id: its owner; the group lists it)",
    id: (w) => w.ids.groupMedia,
    request: get('/media/{id}'),
    allow: ['ann'],
  },
  'DELETE /auth/sessions/{id}': {
    object: "another of ann's sessions (she signed in on a second device)",
    id: (w) => w.ids.annOtherSession,
    request: get('/auth/sessions/{id}'),
    allow: ['ann'],
    fresh: (w) => w.fresh.sessionOf(w.m.ann),
  },
  'GET /account/exports/{exportId}/download': {
    object: "ann's data archive: a signed link to it, for her only",
    id: (w) => w.ids.annExport,
    request: get('/account/exports/{exportId}/download'),
    allow: ['ann'],
  },
  'DELETE /media/{id}': {
    object: "ann's file",
    id: (w) => w.ids.annMediaToDelete,
    request: get('/media/{id}'),
    allow: ['ann'],
    fresh: (w) => w.fresh.upload(w.m.ann),
  },
  'GET /media': {
    object: "the caller's own library (the group filter narrows it)",
    id: (w) => w.ids.groupG,
    request: query('/media?type=IMAGE', 'networkDirectoryId'),
    allow: members,
    sameForAnyId: true,
    secret: (w) => w.ids.groupMedia,
  },
  'GET /media/network-directory': {
    object: "group G's library",
    id: (w) => w.ids.groupG,
    request: query('/media/network-directory', 'networkDirectoryId'),
    allow: gMembers,
  },
  'POST /media': {
    object: "a file into group G's library",
    id: (w) => w.ids.groupG,
    request: body('/media', (networkDirectoryId, w, actor) => ({
      pathname: w.pathnames[actor],
      networkDirectoryId,
    })),
    allow: gMembers,
  },

  // Connections ------------------------------------------------------------------------------------
  'POST /connections/request': {
    object: 'zoe, asked to connect (any member may ask any member)',
    id: user('zoe'),
    request: body('/connections/request', (userId) => ({ userId })),
    allow: members,
  },
  'PUT /suggestions/dismissed/{memberId}': {
    object: 'zoe, no longer suggested to the caller (a preference of their own about any member)',
    id: user('zoe'),
    request: (id) => ({ url: `/suggestions/dismissed/${id}` }),
    allow: members,
  },
  'DELETE /suggestions/dismissed/{memberId}': {
    object: 'zoe, suggested to the caller again',
    id: user('zoe'),
    request: (id) => ({ url: `/suggestions/dismissed/${id}` }),
    allow: members,
  },
  'POST /connections/response': {
    object: "ann's request to dan (only dan answers it)",
    id: (w) => w.ids.pendingToDan,
    request: body('/connections/response', (connectionId) => ({
      connectionId,
      status: 'REJECTED',
    })),
    allow: ['dan'],
    refuse: ['ann'],
  },
  'POST /connections/withdraw': {
    object: "ann's request to dan (only ann, its sender, withdraws it)",
    id: (w) => w.ids.pendingToDan,
    request: body('/connections/withdraw', (connectionId) => ({ connectionId })),
    allow: ['ann'],
    refuse: ['dan'],
    fresh: (w) => w.fresh.requestFrom(w.m.ann),
  },
  'POST /connections/disconnect': {
    object: "ann's connection",
    id: user('ben'),
    request: body('/connections/disconnect', (userId) => ({ userId })),
    allow: ['ann'],
    refuse: ['ben'],
    fresh: (w) => w.fresh.connectionOf(w.m.ann),
  },

  // Leads and tags ---------------------------------------------------------------------------------
  'GET /leads/{id}': {
    object: 'the lead ann passed to ben',
    id: (w) => w.ids.lead,
    request: get('/leads/{id}'),
    allow: ['ann', 'ben'],
  },
  'GET /leads/{id}/history': {
    object: 'the history of the lead ann passed to ben',
    id: (w) => w.ids.lead,
    request: get('/leads/{id}/history'),
    allow: ['ann', 'ben'],
  },
  'PUT /leads/status/{id}': {
    object: 'the lead ann passed to ben (the receiver moves it)',
    id: (w) => w.ids.lead,
    request: (value) => ({ url: `/leads/status/${value}`, payload: { status: 'MEETING' } }),
    allow: ['ben'],
    refuse: ['ann'],
  },
  'PUT /leads/{id}/closed-value': {
    object: 'the converted lead ann passed to ben (the receiver corrects its value)',
    id: (w) => w.ids.rewardedLead,
    request: body('/leads/{id}/closed-value', () => ({ closedValue: 150, closedCurrency: 'GBP' })),
    allow: ['ben'],
    refuse: ['ann'],
  },

  // The referral ledger (ADR 027) -----------------------------------------------------------------
  'PUT /ledger/rewards/{id}/paid': {
    object: "the reward ben's converted lead from ann earned (ben, its owner, pays it)",
    id: (w) => w.ids.rewardedLead,
    request: body('/ledger/rewards/{id}/paid', () => ({
      paidOn: new Date().toISOString().slice(0, 10),
    })),
    allow: ['ben'],
    refuse: ['ann'],
  },
  'GET /ledger/groups/{id}': {
    object: "group G's business between its members (for its owner)",
    id: (w) => w.ids.groupG,
    request: get('/ledger/groups/{id}'),
    allow: ['olivia'],
  },
  'POST /leads': {
    field: 'receiverId',
    object: 'a lead for ben (only his connections may pass him one)',
    id: user('ben'),
    request: body('/leads', (receiverId) => ({
      receiverId,
      leadTypeName: 'Accounting',
      sourceOfLead: 'Breakfast',
      contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
      estimatedValue: 10,
      currency: 'GBP',
    })),
    allow: ['ann'],
    refuse: ['ben'],
    deny: 400,
  },
  'GET /leads': {
    object: "leads with ben (a filter of the caller's own leads)",
    id: user('ben'),
    request: query('/leads', 'connectedUserId'),
    allow: members,
    sameForAnyId: true,
    secret: () => 'pat@prospect.example',
    mayRead: ['ann', 'ben'],
  },
  'GET /leads/export': {
    object: "leads with ben, as CSV (a filter of the caller's own leads)",
    id: user('ben'),
    request: query('/leads/export', 'connectedUserId'),
    allow: members,
    sameForAnyId: true,
    secret: () => 'pat@prospect.example',
    mayRead: ['ann', 'ben'],
  },
  'GET /leads/tabs/connected': {
    object: "lead counts with ben (the caller's own)",
    id: user('ben'),
    request: query('/leads/tabs/connected', 'connectedUserId'),
    allow: members,
    sameForAnyId: true,
  },
  'GET /leads/generated': {
    object: "the leads ann's reward generated",
    id: (w) => w.ids.reward,
    request: query('/leads/generated', 'rewardId'),
    allow: ['ann'],
  },
  'GET /tags/create-lead-suggestion': {
    object: 'the tags ben asks for (his connections, who may pass him a lead)',
    id: user('ben'),
    request: query('/tags/create-lead-suggestion', 'recipient'),
    allow: ['ann'],
    deny: 400,
  },
  'GET /network-directory/lead-suggestion': {
    object: 'the groups the caller shares with ben',
    id: user('ben'),
    request: query('/network-directory/lead-suggestion', 'recipient'),
    allow: members,
    sameForAnyId: true,
  },

  // Rewards and campaigns --------------------------------------------------------------------------
  'GET /rewards/{id}': {
    object: "ann's active standard reward (offered to her connections)",
    id: (w) => w.ids.reward,
    request: get('/rewards/{id}'),
    allow: ['ann', 'ben'],
  },
  'GET /rewards/{id} · inactive': {
    object: "ann's inactive reward (offered to nobody yet)",
    id: (w) => w.ids.inactiveReward,
    request: get('/rewards/{id}'),
    allow: ['ann'],
  },
  'PUT /rewards/{id}': {
    object: "ann's standard reward",
    id: (w) => w.ids.reward,
    request: body('/rewards/{id}', () => ({ value: '£50 voucher', status: 'active' })),
    allow: ['ann'],
  },
  'PUT /rewards/{id}/status': {
    object: "ann's standard reward",
    id: (w) => w.ids.reward,
    request: (value) => ({ url: `/rewards/${value}/status`, payload: { status: 'active' } }),
    allow: ['ann'],
  },
  'GET /campaigns/{id}': {
    object: "ann's campaign for ben",
    id: (w) => w.ids.campaign,
    request: get('/campaigns/{id}'),
    allow: ['ann', 'ben'],
  },
  'GET /rewards': {
    object: "ann's rewards, as offered to the caller (her campaign: to ben only)",
    id: user('ann'),
    request: query('/rewards?type=campaign', 'userId'),
    allow: members,
    sameForAnyId: true,
    secret: (w) => w.ids.campaign,
    mayRead: ['ann', 'ben'],
  },
  'GET /rewards · standard': {
    object: "ann's standard rewards, as offered to the caller",
    field: 'userId',
    id: user('ann'),
    request: query('/rewards?type=standard', 'userId'),
    allow: members,
    sameForAnyId: true,
    secret: (w) => w.ids.reward,
    mayRead: ['ann', 'ben'],
  },
  'GET /rewards/availability': {
    object: "ann's rewards the caller may pick for a lead (her connections')",
    id: user('ann'),
    request: query('/rewards/availability', 'userId'),
    allow: members,
    sameForAnyId: true,
    secret: (w) => w.ids.campaign,
    mayRead: ['ann', 'ben'],
  },
  'POST /campaigns': {
    object: 'a campaign for ben (only his connections may include him)',
    id: user('ben'),
    request: body('/campaigns', (userId) => ({
      kind: 'voucher',
      title: 'Matrix',
      value: '£5',
      startsOn: new Date().toISOString().slice(0, 10),
      endsOn: new Date().toISOString().slice(0, 10),
      audience: 'INCLUSION',
      audienceUserIds: [userId],
    })),
    allow: ['ann'],
    deny: 400,
  },

  // Network groups and reviews ---------------------------------------------------------------------
  'GET /network-directory/{id}': {
    object: 'group G (the directory is open to members)',
    id: (w) => w.ids.groupG,
    request: get('/network-directory/{id}'),
    allow: members,
  },
  'PUT /network-directory/{id}': {
    object: 'group G',
    id: (w) => w.ids.groupG,
    request: body('/network-directory/{id}', () => ({ name: 'Harbour Circle' })),
    allow: ['olivia'],
  },
  'PUT /network-directory/{id}/cover': {
    field: 'id',
    object: "group G's cover",
    id: (w) => w.ids.groupG,
    request: body('/network-directory/{id}/cover', () => ({})),
    allow: ['olivia'],
  },
  'GET /network-directory/{id}/members': {
    object: "group G's members",
    id: (w) => w.ids.groupG,
    request: get('/network-directory/{id}/members'),
    allow: gMembers,
    listed: true,
  },
  'PUT /network-directory/{id}/leave': {
    object: 'a group the caller is in, or asked to join (dan withdraws his request)',
    id: (w) => w.ids.groupG,
    request: get('/network-directory/{id}/leave'),
    allow: ['ann', 'cat', 'dan'],
    refuse: ['olivia'],
    listed: true,
    fresh: (w, actor) =>
      actor === 'dan' ? w.fresh.groupAskedBy(w.m.dan) : w.fresh.groupWith(w.m[actor as 'ann']),
  },
  'POST /network-directory/{id}/request-to-join': {
    field: 'id',
    object: 'group G (asking again while a request waits is no error)',
    id: (w) => w.ids.groupG,
    request: body('/network-directory/{id}/request-to-join', () => ({ requestNote: 'Hello' })),
    allow: ['ben', 'dan', 'eve'],
    listed: true,
  },
  'GET /network-directory/{id}/requests': {
    object: "group G's join requests",
    id: (w) => w.ids.groupG,
    request: get('/network-directory/{id}/requests'),
    allow: ['olivia'],
    listed: true,
  },
  'POST /network-directory/{id}/requests/{userId}': {
    field: 'id',
    object: "dan's request to join group G",
    id: (w) => w.ids.groupG,
    request: (value, w) => ({
      url: `/network-directory/${value}/requests/${w.m.dan.user._id}`,
      payload: { decision: 'reject' },
    }),
    allow: ['olivia'],
    listed: true,
  },
  'GET /network-directory/user/{userId}': {
    object: 'the groups ann is in (her sub-group S: to those in it)',
    id: user('ann'),
    request: get('/network-directory/user/{id}'),
    allow: members,
    sameForAnyId: true,
    secret: (w) => w.ids.subS,
    mayRead: ['ann', 'olivia'],
  },
  'POST /network-directory': {
    field: 'organizationId',
    object: 'a new group of organisation A',
    id: (w) => w.ids.orgA,
    request: body('/network-directory', (organizationId) => ({
      organizationId,
      name: 'New table',
    })),
    allow: ['olivia'],
  },
  'POST /network-directory · parentId': {
    field: 'parentId',
    object: 'a new sub-group of group G',
    id: (w) => w.ids.groupG,
    request: body('/network-directory', (parentId, w) => ({
      organizationId: w.ids.orgA,
      parentId,
      name: 'New sub-table',
    })),
    allow: ['olivia'],
  },
  'POST /network-directory · parent of another organisation': {
    object: 'group H of organisation B, as the parent of a new sub-group of organisation A',
    field: 'parentId',
    id: (w) => w.ids.groupH,
    request: body('/network-directory', (parentId, w) => ({
      organizationId: w.ids.orgA,
      parentId,
      name: 'Borrowed parent',
    })),
    allow: [],
  },
  'GET /network-directory/subscriptions': {
    field: 'orgId',
    object: "organisation A's plan names (a directory filter)",
    id: (w) => w.ids.orgA,
    request: query('/network-directory/subscriptions', 'orgId'),
    allow: members,
    sameForAnyId: true,
  },
  'GET /subscriptions/suggestion': {
    field: 'networkDirectoryId',
    object: "group G's plan names (a directory filter)",
    id: (w) => w.ids.groupG,
    request: query('/subscriptions/suggestion', 'networkDirectoryId'),
    allow: members,
    sameForAnyId: true,
  },
  'GET /reviews/network-directory/{id}': {
    object: "group G's reviews",
    id: (w) => w.ids.groupG,
    request: get('/reviews/network-directory/{id}'),
    allow: members,
  },
  'POST /reviews/network-directory': {
    object: 'a review of group G (by its members; not its owner)',
    id: (w) => w.ids.groupG,
    request: body('/reviews/network-directory', (networkDirectoryId) => ({
      networkDirectoryId,
      rating: 5,
    })),
    allow: ['ann', 'cat'],
    listed: true,
  },

  // Sub-group S of G: ann and olivia are in it, cat (in G) is not -------------------------------
  'GET /network-directory/{id} · sub-group': {
    object: "G's sub-group S (shown to G's members)",
    id: (w) => w.ids.subS,
    request: get('/network-directory/{id}'),
    allow: gMembers,
  },
  'GET /network-directory/{id}/members · sub-group': {
    object: "sub-group S's members",
    id: (w) => w.ids.subS,
    request: get('/network-directory/{id}/members'),
    allow: ['ann', 'olivia'],
    refuse: ['cat'],
  },
  'GET /community-posts/{id} · sub-group': {
    object: "sub-group S's feed",
    id: (w) => w.ids.subS,
    request: get('/community-posts/{id}'),
    allow: ['ann', 'olivia'],
    refuse: ['cat'],
  },
  'GET /community-posts/detail/{id} · sub-group feed': {
    object: "ann's post in sub-group S's feed",
    id: (w) => w.ids.subPost,
    request: get('/community-posts/detail/{id}'),
    allow: ['ann', 'olivia'],
  },
  'GET /chat/{id} · sub-group channel': {
    object: "sub-group S's channel",
    id: (w) => `directory.subgroup.${w.ids.subS}`,
    missing: () => `directory.subgroup.${MISSING_ID}`,
    request: get('/chat/{id}'),
    allow: ['ann', 'olivia'],
  },
  'GET /chat/messages · sub-group channel': {
    object: "sub-group S's channel",
    id: (w) => `directory.subgroup.${w.ids.subS}`,
    missing: () => `directory.subgroup.${MISSING_ID}`,
    request: query('/chat/messages', 'channel'),
    allow: ['ann', 'olivia'],
  },
  'POST /media · sub-group': {
    object: "a file into sub-group S's library",
    id: (w) => w.ids.subS,
    request: body('/media', (networkDirectoryId, w, actor) => ({
      pathname: w.subPathnames[actor],
      networkDirectoryId,
    })),
    allow: ['ann', 'olivia'],
    refuse: ['cat'],
  },
  'POST /community-posts · sub-group': {
    object: "a post in sub-group S's feed",
    field: 'networkDirectoryId',
    id: (w) => w.ids.subS,
    request: body('/community-posts', (networkDirectoryId) => ({
      content: 'Matrix',
      networkDirectoryId,
    })),
    allow: ['ann', 'olivia'],
    refuse: ['cat'],
  },
  'POST /chat/send-message · sub-group channel': {
    object: "sub-group S's channel",
    field: 'channel',
    id: (w) => `directory.subgroup.${w.ids.subS}`,
    missing: () => `directory.subgroup.${MISSING_ID}`,
    request: body('/chat/send-message', (channel, _w, actor) => ({
      channel,
      content: 'matrix',
      clientId: `matrix-${actor}-${Math.random().toString(36).slice(2)}`,
    })),
    allow: ['ann', 'olivia'],
  },
  'GET /media/network-directory · sub-group': {
    object: "sub-group S's library",
    id: (w) => w.ids.subS,
    request: query('/media/network-directory', 'networkDirectoryId'),
    allow: ['ann', 'olivia'],
  },

  // Posts --------------------------------------------------------------------------------------------
  'GET /community-posts/detail/{id}': {
    object: "ann's community post",
    id: (w) => w.ids.post,
    request: get('/community-posts/detail/{id}'),
    allow: members,
  },
  'GET /community-posts/detail/{id} · group feed': {
    object: "ann's post in group G's feed",
    id: (w) => w.ids.groupPost,
    request: get('/community-posts/detail/{id}'),
    allow: gMembers,
  },
  'PUT /community-posts/{id}': {
    field: 'id',
    object: "ann's community post",
    id: (w) => w.ids.post,
    request: body('/community-posts/{id}', () => ({ content: 'Community hello' })),
    allow: ['ann'],
    refuse: ['ben', 'cat', 'dan', 'eve', 'olivia', 'oscar'],
  },
  'PUT /community-posts/{id}/deactivate': {
    object: "ann's community post",
    id: (w) => w.ids.postToDeactivate,
    request: get('/community-posts/{id}/deactivate'),
    allow: ['ann'],
    refuse: ['ben', 'cat', 'dan', 'eve', 'olivia', 'oscar'],
    fresh: (w) => w.fresh.post(w.m.ann),
  },
  'PUT /community-posts/{id} · group feed': {
    object: "ann's post in group G's feed (its author edits it)",
    field: 'id',
    id: (w) => w.ids.groupPost,
    request: body('/community-posts/{id}', () => ({ content: 'Members only hello' })),
    allow: ['ann'],
    refuse: ['cat', 'olivia'],
  },
  'PUT /community-posts/{id}/deactivate · group feed': {
    object: "ann's post in group G's feed (its author, or the group's owner, takes it down)",
    id: (w) => w.ids.groupPost,
    request: get('/community-posts/{id}/deactivate'),
    allow: ['ann', 'olivia'],
    refuse: ['cat'],
    fresh: (w) => w.fresh.post(w.m.ann, w.ids.groupG),
  },
  'GET /community-posts/detail/{id}/responses': {
    object: "responses to ann's post in group G",
    id: (w) => w.ids.groupPost,
    request: get('/community-posts/detail/{id}/responses'),
    allow: gMembers,
  },
  'POST /community-posts/detail/{id}/responses': {
    field: 'id',
    object: "ann's post in group G",
    id: (w) => w.ids.groupPost,
    request: body('/community-posts/detail/{id}/responses', () => ({ content: 'Reply' })),
    allow: gMembers,
  },
  'PUT /community-posts/{id}/reaction': {
    object: "ann's post in group G's feed, reacted to",
    id: (w) => w.ids.groupPost,
    request: body('/community-posts/{id}/reaction', () => ({ emoji: '👏' })),
    allow: gMembers,
  },
  'PUT /community-posts/{id}/reaction · community': {
    object: "ann's community post, reacted to (every member sees it)",
    id: (w) => w.ids.post,
    request: body('/community-posts/{id}/reaction', () => ({ emoji: '👍' })),
    allow: members,
  },
  'PUT /community-posts/responses/{id}/reaction': {
    object: "cat's response to ann's post in group G",
    id: (w) => w.ids.groupResponse,
    request: body('/community-posts/responses/{id}/reaction', () => ({ emoji: '💡' })),
    allow: gMembers,
  },
  'DELETE /community-posts/{id}/reaction': {
    object: "ann's post in group G's feed, my reaction taken back",
    id: (w) => w.ids.groupPost,
    request: get('/community-posts/{id}/reaction'),
    allow: gMembers,
  },
  'DELETE /community-posts/responses/{id}/reaction': {
    object: "cat's response to ann's post in group G, my reaction taken back",
    id: (w) => w.ids.groupResponse,
    request: get('/community-posts/responses/{id}/reaction'),
    allow: gMembers,
  },
  'GET /community-posts/{id}': {
    object: "group G's feed",
    id: (w) => w.ids.groupG,
    request: get('/community-posts/{id}'),
    allow: gMembers,
    listed: true,
  },
  'POST /community-posts': {
    field: 'networkDirectoryId',
    object: "a post in group G's feed",
    id: (w) => w.ids.groupG,
    request: body('/community-posts', (networkDirectoryId) => ({
      content: 'Matrix',
      networkDirectoryId,
    })),
    allow: gMembers,
    listed: true,
  },
  'POST /community-posts · mediaIds': {
    field: 'mediaIds',
    object: "ann's file attached to a post",
    id: (w) => w.ids.annMedia,
    request: body('/community-posts', (mediaId) => ({ content: 'Look', mediaIds: [mediaId] })),
    allow: ['ann'],
    deny: 400,
  },
  // Mentions (ADR 032): only who can see the post may be mentioned; an outsider or no member at
  // all is refused alike (MENTION_NOT_ALLOWED).
  'POST /community-posts · mentionIds': {
    field: 'mentionIds',
    object: "cat, a member of group G, mentioned in a post to G's feed",
    id: user('cat'),
    request: body('/community-posts', (mentionId, w) => ({
      content: 'Matrix @Cat',
      networkDirectoryId: w.ids.groupG,
      mentionIds: [mentionId],
    })),
    allow: gMembers,
    listed: true,
  },
  'POST /community-posts · mentionIds · community': {
    field: 'mentionIds',
    object: 'ben mentioned in a community post (every active member sees it)',
    id: user('ben'),
    request: body('/community-posts', (mentionId) => ({
      content: 'Matrix @Ben',
      mentionIds: [mentionId],
    })),
    allow: members,
  },
  'PUT /community-posts/{id} · mentionIds': {
    field: 'mentionIds',
    object: "ben mentioned in ann's community post (its author edits it)",
    id: user('ben'),
    request: (mentionId, w) => ({
      url: path('/community-posts/{id}', w.ids.post),
      payload: { content: 'Community hello @Ben', mentionIds: [mentionId] },
    }),
    allow: ['ann'],
    refuse: ['ben', 'cat', 'dan', 'eve', 'olivia', 'oscar'],
  },
  'POST /community-posts/detail/{id}/responses · mentionIds': {
    field: 'mentionIds',
    object: "cat mentioned in a response to ann's post in group G",
    id: user('cat'),
    request: (mentionId, w) => ({
      url: path('/community-posts/detail/{id}/responses', w.ids.groupPost),
      payload: { content: 'Reply @Cat', mentionIds: [mentionId] },
    }),
    allow: gMembers,
  },
  'GET /community-posts/mention-suggestions': {
    object: "group G's members, offered to mention",
    id: (w) => w.ids.groupG,
    request: query('/community-posts/mention-suggestions?q=test', 'networkDirectoryId'),
    allow: gMembers,
    listed: true,
  },
  'GET /community-posts/check-new': {
    object: "new posts in group G's feed",
    id: (w) => w.ids.groupG,
    request: query(
      '/community-posts/check-new?fromDate=2020-01-01T00:00:00.000Z',
      'networkDirectoryId',
    ),
    allow: gMembers,
    listed: true,
  },

  // Notifications and bookmarks ----------------------------------------------------------------------
  'POST /notification/read-notification/{id}': {
    object: "ann's notification",
    id: (w) => w.ids.annNotification,
    request: get('/notification/read-notification/{id}'),
    allow: ['ann'],
  },
  'GET /notification': {
    object: "group G's notifications (the caller's own)",
    id: (w) => w.ids.groupG,
    request: query('/notification', 'networkDirectoryId'),
    allow: members,
    sameForAnyId: true,
  },
  'POST /notification/read-all-notification': {
    object: "group G's notifications (the caller's own)",
    id: (w) => w.ids.groupG,
    request: body('/notification/read-all-notification', (networkDirectoryId) => ({
      networkDirectoryId,
    })),
    allow: members,
    sameForAnyId: true,
  },
  'POST /users/bookmark-status': {
    object: 'the lead ann passed to ben, bookmarked',
    id: (w) => w.ids.lead,
    request: body('/users/bookmark-status', (value) => ({
      type: 'leads',
      id: value,
      bookmark: true,
    })),
    allow: ['ann', 'ben'],
  },
  'POST /users/bookmark-status · a connection': {
    object: 'the ann–ben connection, bookmarked',
    id: (w) => w.ids.annBen,
    request: body('/users/bookmark-status', (value) => ({
      type: 'connections',
      id: value,
      bookmark: true,
    })),
    allow: ['ann', 'ben'],
  },
  'POST /users/bookmark-status · a post': {
    object: "ann's post in group G, bookmarked",
    id: (w) => w.ids.groupPost,
    request: body('/users/bookmark-status', (value) => ({
      type: 'posts',
      id: value,
      bookmark: true,
    })),
    allow: gMembers,
  },

  // Chat -------------------------------------------------------------------------------------------
  'GET /chat/{id}': {
    object: 'the ann–ben direct channel',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: get('/chat/{id}'),
    allow: ['ann', 'ben'],
  },
  'GET /chat/{id} · group directory channel': {
    object: "group G's channel",
    id: (w) => `directory.${w.ids.groupG}`,
    missing: () => `directory.${MISSING_ID}`,
    request: get('/chat/{id}'),
    allow: gMembers,
  },
  'GET /chat/users-channel/{id}': {
    object: "ann's group chat with ben",
    id: (w) => w.ids.groupChat,
    missing: missingChannel,
    request: get('/chat/users-channel/{id}'),
    allow: ['ann', 'ben'],
  },
  'GET /chat/messages': {
    object: 'the ann–ben direct channel',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: query('/chat/messages', 'channel'),
    allow: ['ann', 'ben'],
  },
  'POST /chat/send-message': {
    field: 'channel',
    object: 'the ann–ben direct channel',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: body('/chat/send-message', (channel, _w, actor) => ({
      channel,
      content: 'matrix',
      clientId: `matrix-${actor}-${Math.random().toString(36).slice(2)}`,
    })),
    allow: ['ann', 'ben'],
  },
  'POST /chat/send-message · replyTo': {
    field: 'replyTo',
    object: "ann's message to ben, answered in their channel (a reply quotes it)",
    id: (w) => w.ids.annMessage,
    request: (replyTo, w, actor) => ({
      url: '/chat/send-message',
      payload: {
        channel: w.ids.direct,
        content: 'matrix reply',
        replyTo,
        clientId: `matrix-${actor}-${Math.random().toString(36).slice(2)}`,
      },
    }),
    allow: ['ann', 'ben'],
  },
  'GET /chat/receipts': {
    object: 'the ann–ben direct channel: how far each has read',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: query('/chat/receipts', 'channel'),
    allow: ['ann', 'ben'],
  },
  'PATCH /chat/messages/{id}': {
    object: "ann's message to ben (only its author edits it; ben sees it is hers)",
    id: (w) => w.ids.annMessage,
    request: body('/chat/messages/{id}', () => ({ content: 'Edited', version: 0 })),
    allow: ['ann'],
    refuse: ['ben'],
    fresh: (w) => w.fresh.annMessage(),
  },
  'DELETE /chat/messages/{id}': {
    object: "ann's message to ben (only its author deletes it)",
    id: (w) => w.ids.annMessage,
    request: get('/chat/messages/{id}'),
    allow: ['ann'],
    refuse: ['ben'],
    fresh: (w) => w.fresh.annMessage(),
  },
  'PUT /chat/messages/{id}/reactions': {
    object: "ann's message to ben (either of them reacts; nobody else sees it)",
    id: (w) => w.ids.annMessage,
    request: body('/chat/messages/{id}/reactions', () => ({ emoji: '👍', reacted: true })),
    allow: ['ann', 'ben'],
  },
  'POST /chat/save-message-time-token': {
    object: 'the ann–ben direct channel',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: body('/chat/save-message-time-token', (channel) => ({
      messages: [{ channel, timeToken: '1' }],
    })),
    allow: ['ann', 'ben'],
  },
  'POST /chat/adjust-notification': {
    object: 'the ann–ben direct channel',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: body('/chat/adjust-notification', (channelName) => ({
      channelName,
      turnOffNoti: false,
    })),
    allow: ['ann', 'ben'],
  },
  'POST /chat/access-manager-channels': {
    object: 'the ann–ben direct channel (granted to its members only)',
    id: (w) => w.ids.direct,
    missing: missingChannel,
    request: body('/chat/access-manager-channels', (channel) => ({ channels: [channel] })),
    allow: members,
    sameForAnyId: true,
    secret: (w) => `"granted":["${w.ids.direct}"]`,
    mayRead: ['ann', 'ben'],
  },
  'POST /chat/get-channel': {
    object: 'a direct channel with ann (her connections and group co-members)',
    id: user('ann'),
    request: body('/chat/get-channel', (other, w, actor) => ({
      users: [actor === 'anon' ? w.m.zoe.user._id : w.m[actor].user._id, other],
    })),
    allow: ['ben', 'cat', 'olivia'],
    refuse: ['ann'],
    deny: 403,
  },
  'POST /chat/create-channel-group': {
    field: 'users',
    object: 'a group chat with ben (his connections only)',
    id: user('ben'),
    request: body('/chat/create-channel-group', (other) => ({ name: 'Matrix', users: [other] })),
    allow: ['ann'],
    refuse: ['ben'],
    deny: 403,
  },
  'PUT /chat/edit-channel-group': {
    field: 'channel',
    object: "ann's group chat with ben (ann runs it)",
    id: (w) => w.ids.groupChat,
    missing: missingChannel,
    request: body('/chat/edit-channel-group', (channel) => ({ channel, name: 'Ann and Ben' })),
    allow: ['ann'],
    refuse: ['ben'],
  },
  'POST /chat/leave-group': {
    object: 'a group chat ann runs with ben (either may leave)',
    id: (w) => w.ids.groupChat,
    missing: missingChannel,
    request: body('/chat/leave-group', (channel) => ({ channel })),
    allow: ['ann', 'ben'],
    fresh: (w) => w.fresh.groupChat(w.m.ann, w.m.ben),
  },
  'POST /chat/remove-group': {
    object: "ann's group chat with ben",
    id: (w) => w.ids.groupChatToRemove,
    missing: missingChannel,
    request: body('/chat/remove-group', (channel) => ({ channel })),
    allow: ['ann'],
    refuse: ['ben'],
    fresh: (w) => w.fresh.groupChat(w.m.ann, w.m.ben),
  },

  // Subscriptions and payments -----------------------------------------------------------------------
  'GET /public/subscriptions/{id}': {
    object: "group G's plan (public page)",
    id: (w) => w.ids.planA,
    request: get('/public/subscriptions/{id}'),
    allow: everyone,
  },
  'POST /public/subscriptions/{id}/subscribe': {
    object: "group G's plan (public form)",
    id: (w) => w.ids.planA,
    request: body('/public/subscriptions/{id}/subscribe', (_v, _w, actor) => ({
      firstName: 'Pub',
      lastName: 'Lic',
      email: newEmail(actor),
      consent: true,
    })),
    allow: everyone,
  },
  'GET /public/subscriptions': {
    object: "group G's plans (public list)",
    id: (w) => w.ids.groupG,
    request: query('/public/subscriptions', 'groupId'),
    allow: everyone,
    sameForAnyId: true,
  },
  'POST /payment/checkout-session': {
    field: 'subscriberId',
    object: "ann's subscription, paid through the public checkout (the id is the capability)",
    id: (w) => w.ids.subscriber,
    request: body('/payment/checkout-session', (subscriberId) => ({ subscriberId })),
    allow: everyone,
  },
  'POST /payment/checkout-session · ticketId': {
    field: 'ticketId',
    object: "ann's ticket, paid through the public checkout (the id is the capability)",
    id: (w) => w.ids.ticket,
    request: body('/payment/checkout-session', (ticketId) => ({ ticketId })),
    allow: everyone,
  },
  'GET /new-subscriptions/subscriber/{id}': {
    object: "ann's subscription (public payment page: the id is the capability; first name only)",
    id: (w) => w.ids.subscriber,
    request: get('/new-subscriptions/subscriber/{id}'),
    allow: everyone,
  },
  'GET /new-subscriptions': {
    object: "group G's plans on sale",
    id: (w) => w.ids.groupG,
    request: query('/new-subscriptions?type=live', 'groupId'),
    allow: members,
    sameForAnyId: true,
  },
  'POST /new-subscriptions': {
    object: 'a plan for group G',
    id: (w) => w.ids.groupG,
    request: body('/new-subscriptions', (groupId) => ({
      groupId,
      name: 'Matrix plan',
      price: 5,
      currency: 'GBP',
      period: 'month',
    })),
    allow: ['olivia'],
  },
  'GET /new-subscriptions/{id}': {
    object: "group G's plan",
    id: (w) => w.ids.planA,
    request: get('/new-subscriptions/{id}'),
    allow: members,
  },
  'PUT /new-subscriptions/{id}': {
    object: "group G's plan",
    id: (w) => w.ids.planA,
    request: body('/new-subscriptions/{id}', () => ({ name: 'Monthly' })),
    allow: ['olivia'],
  },
  'POST /new-subscriptions/{id}/subscribe': {
    object: "group G's plan",
    id: (w) => w.ids.planA,
    request: get('/new-subscriptions/{id}/subscribe'),
    allow: ['ann', 'ben', 'cat', 'dan', 'eve'],
    listed: true,
  },
  'GET /organization/{id}/plans': {
    field: 'id',
    object: "organisation A's plans",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/plans'),
    allow: ['olivia'],
  },
  'GET /new-subscriptions/members': {
    field: 'organizationId',
    object: "organisation A's subscribers",
    id: (w) => w.ids.orgA,
    request: query('/new-subscriptions/members', 'organizationId'),
    allow: ['olivia'],
  },
  'GET /new-subscriptions/members/export': {
    field: 'organizationId',
    object: "organisation A's subscribers, as CSV",
    id: (w) => w.ids.orgA,
    request: query('/new-subscriptions/members/export', 'organizationId'),
    allow: ['olivia'],
    secret: (w) => w.m.ann.email,
    mayRead: ['olivia'],
  },
  'GET /new-subscriptions/members/export · planId': {
    field: 'planId',
    object: "the subscribers of group G's plan, as CSV (of the caller's own organisations)",
    id: (w) => w.ids.planA,
    request: (planId) => ({ url: `/new-subscriptions/members/export?planId=${planId}` }),
    allow: ['olivia', 'oscar'],
    sameForAnyId: true,
    secret: (w) => w.m.ann.email,
    mayRead: ['olivia'],
  },
  'GET /new-subscriptions/members/export · groupId': {
    field: 'groupId',
    object: "the subscribers of group G, as CSV (of the caller's own organisations)",
    id: (w) => w.ids.groupG,
    request: (groupId) => ({ url: `/new-subscriptions/members/export?groupId=${groupId}` }),
    allow: ['olivia', 'oscar'],
    sameForAnyId: true,
    secret: (w) => w.m.ann.email,
    mayRead: ['olivia'],
  },
  'GET /new-subscriptions/members · planId': {
    field: 'planId',
    object: "the subscribers of group G's plan (of the caller's own organisations)",
    id: (w) => w.ids.planA,
    request: (planId, w) => ({
      url: `/new-subscriptions/members?textSearch=${w.m.ann.email}&planId=${planId}`,
    }),
    allow: ['olivia', 'oscar'],
    sameForAnyId: true,
    secret: (w) => w.m.ann.email,
    mayRead: ['olivia'],
  },
  'POST /new-subscriptions/members/create': {
    field: 'planId',
    object: "a subscriber added to group G's plan",
    id: (w) => w.ids.planA,
    request: body('/new-subscriptions/members/create', (planId, _w, actor) => ({
      planId,
      email: newEmail(actor),
      firstName: 'New',
      lastName: 'Subscriber',
    })),
    allow: ['olivia'],
  },
  'POST /new-subscriptions/members/upload-new-user-avatar': {
    object: "olivia's image, as a new subscriber's avatar",
    id: (w) => w.ids.oliviaMedia,
    request: body('/new-subscriptions/members/upload-new-user-avatar', (mediaId) => ({ mediaId })),
    allow: ['olivia'],
  },

  // One-to-one meetings (ADR 028) ----------------------------------------------------------------
  'POST /meetings': {
    object: 'a one-to-one with ben (only his connections may propose one)',
    id: user('ben'),
    request: body('/meetings', (withUserId) => ({
      withUserId,
      options: [
        {
          startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          durationMinutes: 30,
          location: 'Café',
        },
      ],
    })),
    allow: ['ann'],
    refuse: ['ben'],
    deny: 403,
  },
  'GET /meetings/{id}': {
    object: "ann's proposal to ben (its two members only)",
    id: (w) => w.ids.meeting,
    request: get('/meetings/{id}'),
    allow: ['ann', 'ben'],
    secret: () => 'SECRET-MEETING-ann-ben',
    mayRead: ['ann', 'ben'],
  },
  'POST /meetings/{id}/accept': {
    field: 'id',
    object: "ann's proposal to ben (ben answers it)",
    id: (w) => w.ids.meeting,
    request: (id, w) => ({
      url: `/meetings/${id}/accept`,
      payload: { optionId: w.meetingOptionOf.get(id) ?? MISSING_ID },
    }),
    allow: ['ben'],
    refuse: ['ann'],
    fresh: (w) => w.fresh.meeting(),
  },
  'POST /meetings/{id}/accept · optionId': {
    field: 'optionId',
    object: "a time of ann's proposal to ben (ben picks it)",
    id: (w) => w.meetingOptionOf.get(w.ids.meeting)!,
    request: (optionId, w) => ({
      url: `/meetings/${w.meetingOfOption.get(optionId) ?? w.ids.meeting}/accept`,
      payload: { optionId },
    }),
    allow: ['ben'],
    refuse: ['ann'],
    fresh: (w) => w.fresh.meetingOption(),
  },
  'POST /meetings/{id}/decline': {
    object: "ann's proposal to ben (ben answers it)",
    id: (w) => w.ids.meeting,
    request: get('/meetings/{id}/decline'),
    allow: ['ben'],
    refuse: ['ann'],
    fresh: (w) => w.fresh.meeting(),
  },
  'POST /meetings/{id}/counter': {
    object: "ann's proposal to ben (ben answers it with other times)",
    id: (w) => w.ids.meeting,
    request: body('/meetings/{id}/counter', () => ({
      options: [
        {
          startsAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
          durationMinutes: 45,
          location: 'Video call',
        },
      ],
    })),
    allow: ['ben'],
    refuse: ['ann'],
    fresh: (w) => w.fresh.meeting(),
  },
  'POST /meetings/{id}/cancel': {
    object: "ann's proposal to ben (either of them calls it off)",
    id: (w) => w.ids.meeting,
    request: get('/meetings/{id}/cancel'),
    allow: ['ann', 'ben'],
    fresh: (w) => w.fresh.meeting(),
  },
  'PUT /meetings/{id}/note': {
    object: 'the accepted ann–ben meeting (each writes their own private note)',
    id: (w) => w.ids.acceptedMeeting,
    request: body('/meetings/{id}/note', () => ({ content: 'Went well', nextStep: 'Intro' })),
    allow: ['ann', 'ben'],
  },
  'GET /meetings/{id}/calendar': {
    object: "the accepted ann–ben meeting's calendar file",
    id: (w) => w.ids.acceptedMeeting,
    request: get('/meetings/{id}/calendar'),
    allow: ['ann', 'ben'],
  },

  // Events and tickets -------------------------------------------------------------------------------
  'GET /public/events/{id}': {
    object: "olivia's event (public page)",
    id: (w) => w.ids.event,
    request: get('/public/events/{id}'),
    allow: everyone,
  },
  'POST /public/events/{id}/tickets': {
    object: "olivia's event (public ticket form)",
    id: (w) => w.ids.event,
    request: body('/public/events/{id}/tickets', (_v, _w, actor) => ({
      firstName: 'Pub',
      lastName: 'Lic',
      email: newEmail(actor),
      consent: true,
    })),
    allow: everyone,
  },
  'GET /events/tickets/{id}': {
    object: "ann's ticket (public ticket page: the id is the holder's capability)",
    id: (w) => w.ids.ticket,
    request: get('/events/tickets/{id}'),
    allow: everyone,
  },
  'GET /events/tickets/{id}/calendar': {
    object: "ann's ticket's event as a calendar file (the ticket id is the holder's capability)",
    id: (w) => w.ids.ticket,
    request: get('/events/tickets/{id}/calendar'),
    allow: everyone,
  },
  'PUT /events/tickets/{id}/preferences': {
    object: "ann's ticket (public ticket page: the id is the holder's capability)",
    id: (w) => w.ids.ticket,
    request: body('/events/tickets/{id}/preferences', () => ({ preferences: ['vegan'] })),
    allow: everyone,
  },
  'POST /events/tickets/{id}/unsubscribe': {
    object: "ann's ticket (public ticket page: the id is the holder's capability)",
    id: (w) => w.ids.ticket,
    request: get('/events/tickets/{id}/unsubscribe'),
    allow: everyone,
    fresh: (w) => w.fresh.ticket(w.m.ann),
  },
  'GET /events': {
    field: 'groupId',
    object: "group G's events",
    id: (w) => w.ids.groupG,
    request: query('/events', 'groupId'),
    allow: members,
    sameForAnyId: true,
  },
  'GET /events · organizationId': {
    field: 'organizationId',
    object: "organisation A's events",
    id: (w) => w.ids.orgA,
    request: query('/events', 'organizationId'),
    allow: members,
    sameForAnyId: true,
  },
  'POST /events': {
    object: 'an event of group G',
    id: (w) => w.ids.groupG,
    request: body('/events', (groupId) => ({
      groupId,
      title: 'Matrix breakfast',
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      price: 0,
      currency: 'GBP',
    })),
    allow: ['olivia'],
  },
  'GET /events/{id}': {
    object: "olivia's event",
    id: (w) => w.ids.event,
    request: get('/events/{id}'),
    allow: members,
  },
  'PUT /events/{id}': {
    object: "olivia's event",
    id: (w) => w.ids.event,
    request: body('/events/{id}', () => ({ title: 'Harbour breakfast' })),
    allow: ['olivia'],
  },
  'POST /events/{id}/tickets': {
    object: "olivia's event (members buy tickets)",
    id: (w) => w.ids.event,
    request: get('/events/{id}/tickets'),
    allow: members,
  },
  'GET /events/{id}/tickets': {
    object: "the attendees of olivia's event",
    id: (w) => w.ids.event,
    request: get('/events/{id}/tickets'),
    allow: ['olivia'],
  },
  'GET /events/{id}/tickets/export': {
    object: "the attendees of olivia's event, as CSV",
    id: (w) => w.ids.event,
    request: get('/events/{id}/tickets/export'),
    allow: ['olivia'],
    secret: (w) => w.m.ann.email,
    mayRead: ['olivia'],
  },

  // The organisation console -------------------------------------------------------------------------
  'GET /organization/{id}': {
    object: 'organisation A',
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}'),
    allow: ['olivia'],
  },
  'PUT /organization/{id}': {
    object: 'organisation A',
    id: (w) => w.ids.orgA,
    request: body('/organization/{id}', () => ({ name: 'Harbour Guild' })),
    allow: ['olivia'],
  },
  'PUT /organization/{id}/logo': {
    field: 'id',
    object: "organisation A's logo",
    id: (w) => w.ids.orgA,
    request: body('/organization/{id}/logo', () => ({})),
    allow: ['olivia'],
  },
  'GET /organization/{id}/groups': {
    object: "organisation A's groups",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/groups'),
    allow: ['olivia'],
  },
  'GET /organization/{id}/members': {
    field: 'id',
    object: "organisation A's members",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/members'),
    allow: ['olivia'],
  },
  'POST /organization/{id}/invite': {
    field: 'id',
    object: 'an invitation into group G of organisation A',
    id: (w) => w.ids.orgA,
    request: body('/organization/{id}/invite', (_v, w, actor) => ({
      groupId: w.ids.groupG,
      email: newEmail(actor),
      firstName: 'In',
      lastName: 'Vitee',
    })),
    allow: ['olivia'],
  },
  'GET /organization/{id}/revenue': {
    object: "organisation A's revenue",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/revenue'),
    allow: ['olivia'],
  },
  'GET /organization/{id}/payments': {
    object: "organisation A's payments",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/payments'),
    allow: ['olivia'],
  },
  'GET /organization/{id}/payments/export': {
    object: "organisation A's payments, as CSV",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/payments/export'),
    allow: ['olivia'],
  },
  'GET /organization/{id}/events': {
    object: "organisation A's events",
    id: (w) => w.ids.orgA,
    request: get('/organization/{id}/events'),
    allow: ['olivia'],
  },
  // The built-in test checkout (stands in for Stripe's hosted page) -------------------------------
  'GET /payment/test-checkout/{sessionId}': {
    object: 'an open checkout session (its id is the payer’s capability, like Stripe’s URL)',
    id: (w) => w.ids.checkoutSession,
    missing: () => 'cs_test_missing',
    request: get('/payment/test-checkout/{id}'),
    allow: everyone,
  },
  'POST /payment/test-checkout/{sessionId}/pay': {
    object: 'an open checkout session, paid',
    id: (w) => w.ids.checkoutSession,
    missing: () => 'cs_test_missing',
    request: (value) => ({
      url: `/payment/test-checkout/${value}/pay`,
      payload: {},
    }),
    allow: everyone,
    fresh: (w) => w.fresh.checkoutSession(),
  },
  'POST /payment/test-checkout/{sessionId}/cancel': {
    object: 'an open checkout session, cancelled',
    id: (w) => w.ids.checkoutSession,
    missing: () => 'cs_test_missing',
    request: (value) => ({
      url: `/payment/test-checkout/${value}/cancel`,
      payload: {},
    }),
    allow: everyone,
    fresh: (w) => w.fresh.checkoutSession(),
  },

  // Second ids: one object's id passed next to another's ------------------------------------------
  'POST /leads · rewardId': {
    object: "ben's reward, picked by a connection passing him a lead",
    field: 'rewardId',
    id: (w) => w.ids.benReward,
    request: body('/leads', (rewardId, w, actor) => ({
      receiverId: actor === 'ben' ? w.m.ann.user._id : w.m.ben.user._id,
      rewardId,
      leadTypeName: 'Accounting',
      sourceOfLead: 'Breakfast',
      contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
      estimatedValue: 10,
      currency: 'GBP',
    })),
    allow: ['ann'],
    deny: 400,
  },
  'POST /leads · ann’s reward': {
    object:
      "ann's reward, picked for a lead: by ben, passing her one (not by ann, passing ben one)",
    field: 'rewardId',
    id: (w) => w.ids.reward,
    request: body('/leads', (rewardId, w, actor) => ({
      receiverId: actor === 'ben' ? w.m.ann.user._id : w.m.ben.user._id,
      rewardId,
      leadTypeName: 'Accounting',
      sourceOfLead: 'Breakfast',
      contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
      estimatedValue: 10,
      currency: 'GBP',
    })),
    allow: ['ben'],
    deny: 400,
  },
  'PUT /chat/edit-channel-group · a stranger added': {
    object: 'zoe, who is nobody’s connection, added to ann’s group chat',
    field: 'addUsers',
    id: user('zoe'),
    request: body('/chat/edit-channel-group', (userId, w) => ({
      channel: w.ids.groupChat,
      addUsers: [userId],
    })),
    allow: [],
    refuse: ['ben'],
    denyFor: { ann: 403 },
  },
  'GET /network-directory/subscriptions · networkDirectoryId': {
    object: "group G's plan names (a directory filter)",
    field: 'networkDirectoryId',
    id: (w) => w.ids.groupG,
    request: query('/network-directory/subscriptions', 'networkDirectoryId'),
    allow: members,
    sameForAnyId: true,
  },
  'GET /subscriptions/suggestion · orgId': {
    object: "organisation A's plan names (a directory filter)",
    field: 'orgId',
    id: (w) => w.ids.orgA,
    request: query('/subscriptions/suggestion', 'orgId'),
    allow: members,
    sameForAnyId: true,
  },
  'POST /network-directory/{id}/request-to-join · subgroups': {
    object: "G's sub-group S, asked for in a request to join H",
    field: 'subgroups',
    id: (w) => w.ids.subS,
    request: (subgroup, w) => ({
      url: `/network-directory/${w.ids.groupH}/request-to-join`,
      payload: { subgroups: [subgroup] },
    }),
    allow: [],
    listed: true,
  },
  'POST /network-directory/{id}/requests/{userId} · userId': {
    object: 'a request to join group G',
    field: 'userId',
    id: user('dan'),
    request: (userId, w) => ({
      url: `/network-directory/${w.ids.groupG}/requests/${userId}`,
      payload: { decision: 'approve' },
    }),
    allow: ['olivia'],
    listed: true,
    fresh: (w) => w.fresh.askingToJoinG(),
  },
  'PUT /community-posts/{id} · mediaIds': {
    object: "ann's file, attached to the caller's own post",
    field: 'mediaIds',
    id: (w) => w.ids.annMedia,
    request: (mediaId, w, actor) => ({
      url: `/community-posts/${w.ownPosts[actor]}`,
      payload: { content: 'Mine', mediaIds: [mediaId] },
    }),
    allow: ['ann'],
    deny: 400,
  },
  'POST /chat/send-message · mediaId': {
    object: "ann's file, sent into a channel the caller is in",
    field: 'mediaId',
    id: (w) => w.ids.annMedia,
    request: body('/chat/send-message', (mediaId, w, actor) => ({
      channel: ['cat', 'olivia'].includes(actor)
        ? `directory.${w.ids.groupG}`
        : ['eve', 'oscar'].includes(actor)
          ? `directory.${w.ids.groupH}`
          : w.ids.direct,
      messageType: 'file',
      mediaId,
      clientId: `matrix-${actor}-${Math.random().toString(36).slice(2)}`,
    })),
    allow: ['ann'],
    deny: 400,
    denyFor: { dan: 404 },
  },
  'PUT /organization/{id}/logo · mediaId': {
    object:
      "ann's image, as the logo of organisation A (olivia's: neither may put the two together)",
    field: 'mediaId',
    id: (w) => w.ids.annMedia,
    request: (mediaId, w) => ({ url: `/organization/${w.ids.orgA}/logo`, payload: { mediaId } }),
    allow: [],
  },
  'PUT /network-directory/{id}/cover · mediaId': {
    object: "ann's image, as the cover of group G (olivia's: neither may put the two together)",
    field: 'mediaId',
    id: (w) => w.ids.annMedia,
    request: (mediaId, w) => ({
      url: `/network-directory/${w.ids.groupG}/cover`,
      payload: { mediaId },
    }),
    allow: [],
  },
  'POST /chat/create-channel-group · avatarMediaId': {
    object: "ann's image, as the avatar of a new group chat",
    field: 'avatarMediaId',
    id: (w) => w.ids.annMedia,
    request: body('/chat/create-channel-group', (avatarMediaId, w, actor) => ({
      name: 'Matrix',
      users: [actor === 'ann' ? w.m.ben.user._id : w.m.ann.user._id],
      avatarMediaId,
    })),
    allow: ['ann'],
    deny: 403,
    denyFor: { ben: 400 },
  },
  'PUT /chat/edit-channel-group · avatarMediaId': {
    object: "ann's image, as the avatar of a group chat the caller runs",
    field: 'avatarMediaId',
    id: (w) => w.ids.annMedia,
    request: body('/chat/edit-channel-group', (avatarMediaId, w, actor) => ({
      channel: actor === 'ben' ? w.ids.benGroupChat : w.ids.groupChat,
      avatarMediaId,
    })),
    allow: ['ann'],
    denyFor: { ben: 400 },
  },
  'PUT /chat/edit-channel-group · addUsers': {
    object: 'a connection of ann, added to her group chat',
    field: 'addUsers',
    id: user('zoe'),
    request: body('/chat/edit-channel-group', (userId, w) => ({
      channel: w.ids.groupChat,
      addUsers: [userId],
    })),
    allow: ['ann'],
    refuse: ['ben'],
    fresh: (w) => w.fresh.connectionOf(w.m.ann),
  },
  'PUT /chat/edit-channel-group · removeUsers': {
    object: "a member of ann's group chat, removed",
    field: 'removeUsers',
    id: user('ben'),
    request: body('/chat/edit-channel-group', (userId, w) => ({
      channel: w.ids.groupChat,
      removeUsers: [userId],
    })),
    allow: ['ann'],
    refuse: ['ben'],
    fresh: (w) => w.fresh.inAnnsGroupChat(),
    sameForAnyId: true,
  },
  'GET /organization/{id}/plans · groupId': {
    object: "group H's plans, asked through organisation A",
    field: 'groupId',
    id: (w) => w.ids.groupH,
    request: (groupId, w) => ({ url: `/organization/${w.ids.orgA}/plans?groupId=${groupId}` }),
    allow: ['olivia'],
    sameForAnyId: true,
    secret: (w) => w.ids.planB,
    mayRead: [],
  },
  'GET /new-subscriptions/members · groupId': {
    object: "the subscribers of group G (of the caller's own organisations)",
    field: 'groupId',
    id: (w) => w.ids.groupG,
    request: (groupId, w) => ({
      url: `/new-subscriptions/members?textSearch=${w.m.ann.email}&groupId=${groupId}`,
    }),
    allow: ['olivia', 'oscar'],
    sameForAnyId: true,
    secret: (w) => w.m.ann.email,
    mayRead: ['olivia'],
  },
  'POST /new-subscriptions/members/create · avatarUploadId': {
    object: "olivia's image, as a new subscriber's avatar on the caller's plan",
    field: 'avatarUploadId',
    id: (w) => w.ids.oliviaMedia,
    request: body('/new-subscriptions/members/create', (avatarUploadId, w, actor) => ({
      planId: actor === 'oscar' ? w.ids.planB : w.ids.planA,
      email: newEmail(actor),
      firstName: 'New',
      lastName: 'Subscriber',
      avatarUploadId,
    })),
    allow: ['olivia'],
  },
  'GET /organization/{id}/members · groupId': {
    object: "group H's members, asked through organisation A",
    field: 'groupId',
    id: (w) => w.ids.groupH,
    request: (groupId, w) => ({ url: `/organization/${w.ids.orgA}/members?groupId=${groupId}` }),
    allow: ['olivia'],
    sameForAnyId: true,
    secret: (w) => w.m.eve.email,
    mayRead: [],
  },
  // Platform administration (ADR 023): nobody of the world administers, so every member is
  // refused with 403 before the id is looked at (the same for a real and a missing account).
  'POST /admin/accounts/{id}/suspend': {
    object: "ann's account, suspended by a platform administrator",
    id: user('ann'),
    request: (id) => ({ url: `/admin/accounts/${id}/suspend` }),
    allow: [],
    deny: 403,
  },
  'POST /admin/accounts/{id}/restore': {
    object: "ann's account, restored by a platform administrator",
    id: user('ann'),
    request: (id) => ({ url: `/admin/accounts/${id}/restore` }),
    allow: [],
    deny: 403,
  },
  // Reports (ADR 029): a member reports what they can see (404 for what they cannot, as for a
  // missing id); reporting one's own item is refused (400). Nobody of the world administers.
  'POST /reports': {
    object: "ann's post in group G, reported",
    field: 'targetId',
    id: (w) => w.ids.groupPost,
    request: body('/reports', (targetId) => ({ kind: 'post', targetId, reason: 'spam' })),
    allow: ['cat', 'olivia'],
    refuse: ['ann'],
  },
  'POST /reports · a direct message': {
    object: "ann's direct message to ben, reported",
    field: 'targetId',
    id: (w) => w.ids.annMessage,
    request: body('/reports', (targetId) => ({ kind: 'message', targetId, reason: 'spam' })),
    allow: ['ben'],
    refuse: ['ann'],
  },
  'POST /reports · a profile': {
    object: "ann's profile (its card is shown to every member), reported",
    field: 'targetId',
    id: user('ann'),
    request: body('/reports', (targetId) => ({ kind: 'profile', targetId, reason: 'misleading' })),
    allow: ['ben', 'cat', 'dan', 'eve', 'olivia', 'oscar'],
    refuse: ['ann'],
  },
  'POST /admin/reports/{id}/action': {
    object: "ben's report of ann's post, acted on by a platform administrator",
    id: (w) => w.ids.report,
    request: body('/admin/reports/{id}/action', () => ({ action: 'dismiss' })),
    allow: [],
    deny: 403,
  },
  'POST /organization/{id}/invite · groupId': {
    object: 'group H of organisation B, invited into through organisation A',
    field: 'groupId',
    id: (w) => w.ids.groupH,
    request: (groupId, w, actor) => ({
      url: `/organization/${w.ids.orgA}/invite`,
      payload: { groupId, email: newEmail(actor), firstName: 'In', lastName: 'Vitee' },
    }),
    allow: [],
  },
};

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t?.close());

function call(actor: Actor, method: Method, request: Request) {
  const headers = actor === 'anon' ? {} : w.m[actor].headers;
  const options: InjectOptions = {
    method,
    url: `${API_PREFIX}${request.url}`,
    headers,
    payload: request.payload,
  };
  return t.app.inject(options);
}
/** Status and error code: what must be the same for a missing and a forbidden id. */
function answer(res: LightMyRequestResponse) {
  if (res.statusCode < 400) return `${res.statusCode}`;
  try {
    return `${res.statusCode} ${(res.json() as { message?: string }).message}`;
  } catch {
    return `${res.statusCode} (not JSON)`;
  }
}

type Schema = {
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
/** Looks like an id: a UUID, or a chat channel name. */
const isId = (name: string, schema: Schema | undefined): boolean =>
  schema?.format === 'uuid' ||
  schema?.items?.format === 'uuid' ||
  /^(channel|channels|channelName)$/.test(name);
function bodyIds(schema: Schema | undefined, found: Set<string>) {
  if (!schema) return found;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (isId(name, property)) found.add(`body:${name}`);
    bodyIds(property, found);
    bodyIds(property.items, found);
  }
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    bodyIds(part, found);
  return found;
}
/** The id fields of an operation: every path parameter, ids in its query and body. */
function idFields(operation: Operation) {
  const found = new Set<string>();
  for (const parameter of operation.parameters) {
    if (
      parameter.in === 'path' ||
      (parameter.in === 'query' && isId(parameter.name, parameter.schema))
    )
      found.add(`${parameter.in}:${parameter.name}`);
  }
  bodyIds(operation.body as Schema | undefined, found);
  return [...found].filter((field) => !(field in NOT_OBJECT_IDS));
}

describe('the route list', () => {
  it('classifies every id-taking route of the OpenAPI document', () => {
    const routes = new Map<string, string[]>();
    for (const operation of [...operationsOf(t.app), ...HIDDEN_OPERATIONS]) {
      const fields = idFields(operation).map((field) => field.split(':')[1]!);
      const route = `${operation.method} ${operation.path.slice(API_PREFIX.length)}`;
      if (fields.length) routes.set(route, fields);
    }
    const covered = new Set<string>();
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(MATRIX)) {
      const route = key.split(' · ')[0]!;
      const fields = routes.get(route) ?? [];
      const field = entry.field ?? (fields.length === 1 ? fields[0] : undefined);
      if (!field || !fields.includes(field))
        wrong.push(`${key}: field ${field ?? '?'} of [${fields.join(', ')}]`);
      covered.add(`${route} ${field}`);
    }
    expect(wrong, 'MATRIX entries naming no id field of an existing route').toEqual([]);
    const unclassified = [...routes].flatMap(([route, fields]) =>
      fields
        .map((field) => `${route} ${field}`)
        .filter((key) => !covered.has(key) && !(key in IGNORED_ID_FIELDS)),
    );
    expect(unclassified, 'id fields without a MATRIX entry').toEqual([]);
    expect(routes.size).toBeGreaterThan(80);
  });
});

/** Values for the required query parameters of calls that take no id. */
const SAMPLE_QUERY: Record<string, string> = {
  fromDate: '2000-01-01T00:00:00.000Z',
  name: 'a',
  recipient: 'a',
  // GET /chat/search: the words of ann's message to ben ("hello ben", a world secret).
  q: 'hello ben',
};

/**
 * Calls that take no id answer from the caller's own view (their lists, their organisation's
 * subscribers, their counts): whoever calls, an answer never shows another's secret. With two
 * organisations this is what keeps oscar out of olivia's subscribers and events.
 */
describe('calls that take no id', () => {
  it('never show a secret to whom may not read it', async () => {
    const secrets = [...WORLD_SECRETS, ...ORGANISATION_SECRETS(w)];
    const problems: string[] = [];
    const shown = new Set<string>();
    let calls = 0;
    for (const operation of operationsOf(t.app)) {
      if (operation.method !== 'GET' || operation.parameters.some((p) => p.in === 'path')) continue;
      const required = operation.parameters.filter((p) => p.required).map((p) => p.name);
      if (required.some((name) => !(name in SAMPLE_QUERY))) continue;
      const query = new URLSearchParams(
        required.map((name): [string, string] => [name, SAMPLE_QUERY[name]!]),
      );
      const url = `${operation.path.slice(API_PREFIX.length)}${required.length ? `?${query}` : ''}`;
      const answers = await Promise.all(ACTORS.map((actor) => call(actor, 'GET', { url })));
      ACTORS.forEach((actor, i) => {
        const res = answers[i]!;
        calls += 1;
        if (res.statusCode >= 500) problems.push(`${actor} GET ${url}: ${res.statusCode}`);
        for (const secret of secrets) {
          if (!res.body.includes(secret.text)) continue;
          if (secret.mayRead.includes(actor)) shown.add(secret.text);
          else problems.push(`${actor} GET ${url}: sees "${secret.text}"`);
        }
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(calls).toBeGreaterThan(300);
    // Each organisation secret shows to its readers somewhere, or its absence proves nothing.
    for (const secret of ORGANISATION_SECRETS(w)) expect(shown).toContain(secret.text);
  }, 180_000);
});

describe.each(Object.entries(MATRIX))('%s', (route, entry) => {
  const [method] = route.split(' ') as [Method];
  it(`${entry.object}: ${entry.allow.join(', ') || 'nobody'} may`, async () => {
    const problems: string[] = [];
    const refuse = entry.refuse ?? [];
    let secretSeen = false;
    // Who may not goes first: a wrongful success must not spoil the object for the others.
    const order = [...ACTORS].sort(
      (a, b) => Number(entry.allow.includes(a)) - Number(entry.allow.includes(b)),
    );
    for (const actor of order) {
      const allowed = entry.allow.includes(actor);
      const id = allowed && entry.fresh ? await entry.fresh(w, actor) : entry.id(w);
      const missingId = entry.missing?.(w) ?? MISSING_ID;
      const missing = await call(actor, method, entry.request(missingId, w, actor));
      const real = await call(actor, method, entry.request(id, w, actor));
      // A redirect to the page that follows counts as a success.
      const ok = real.statusCode >= 200 && real.statusCode < 400;
      const say = (what: string) =>
        problems.push(`${actor}: ${what} (real: ${answer(real)}, missing: ${answer(missing)})`);
      for (const secret of WORLD_SECRETS)
        if (!secret.mayRead.includes(actor) && `${real.body}${missing.body}`.includes(secret.text))
          say(`sees "${secret.text}"`);
      const seen = entry.secret !== undefined && real.body.includes(entry.secret(w));
      if (seen && !(entry.mayRead ?? ['ann']).includes(actor)) say("sees the owner's data");
      if (seen) secretSeen = true;
      if (entry.sameForAnyId) {
        if (answer(real) !== answer(missing)) say('answers differ for a real and a missing id');
        if (allowed && !ok) say('expected a success');
        if (!allowed && ok) say('UNAUTHORISED success');
        continue;
      }
      if (allowed) {
        if (!ok) say('expected a success');
        if (missing.statusCode < 400) say('expected a 4xx for the missing id');
        continue;
      }
      if (ok) {
        say('UNAUTHORISED success');
        continue;
      }
      if (refuse.includes(actor) || (entry.listed && actor !== 'anon')) {
        if (real.statusCode < 400 || real.statusCode >= 500) say('expected a 4xx');
        continue;
      }
      const expected = actor === 'anon' ? 401 : (entry.denyFor?.[actor] ?? entry.deny ?? 404);
      if (real.statusCode !== expected) say(`expected ${expected}`);
      if (answer(real) !== answer(missing)) say('missing and forbidden answer differently');
    }
    // The secret shows where it may: otherwise its absence elsewhere would prove nothing.
    if (entry.secret && (entry.mayRead ?? ['ann']).length && !secretSeen)
      problems.push('the secret never showed, not even to those who may read it');
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
