/**
 * The world of the authorisation matrix (authorization-matrix.test.ts): two organisations,
 * their groups, and members who stand in every relation to one another, each owning or sharing
 * one object of every kind. Built once per file through the API (and the group-setup helpers
 * the owner console itself uses).
 */
import { expect } from 'vitest';
import { createNetworkGroup, createOrganization } from '../src/seed/group-setup.js';
import { connectMembers, memberApi, signedInMember, type Member, type TestApp } from './helpers.js';

/**
 * Who calls. "The owner" of an object is `ann` for what members own (leads she passed, her
 * rewards, posts, files, notes, chats, tickets, subscriptions, notifications) and `olivia` for
 * what an organisation owns (its organisation, groups, plans, events, attendee lists).
 */
export const ACTORS = [
  'ann', // a member: owner of the member-owned objects; in group G and its sub-group S
  'ben', // ann's connection; in no group
  'cat', // ann's co-member of group G (and of its chat); not connected to her
  'dan', // another member: no connection, no group
  'eve', // a non-member of G: member of group H of the other organisation
  'olivia', // owner of organisation A (runs G and S)
  'oscar', // owner of the other organisation B (runs H)
  'anon', // signed out
] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_ROLES: Record<Actor, string> = {
  ann: 'owner of the object (member side)',
  ben: 'a connection of the owner',
  cat: 'a group co-member of the owner',
  dan: 'another member',
  eve: 'a non-member of the group (in another organisation’s group)',
  olivia: 'owner of the organisation (owner of its groups, plans, events)',
  oscar: 'owner of another organisation',
  anon: 'signed out',
};

/** An id nothing has: the "missing" side of missing-versus-forbidden. */
export const MISSING_ID = '6d1f0b6e-8d2c-4a57-9e3b-5a4c3b2a1f00';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const day = (days: number) => inDays(days).slice(0, 10);

export async function buildWorld(t: TestApp) {
  const api = memberApi(t);
  const ok = async (
    member: Member,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await api(member, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };
  const db = t.database.db;

  const [ann, ben, cat, dan, eve, olivia, oscar, zoe] = await Promise.all(
    Array.from({ length: 8 }, () => signedInMember(t)),
  );
  // zoe is no actor: the person that person-addressed calls (connect, note) are about.
  const m = {
    ann: ann!,
    ben: ben!,
    cat: cat!,
    dan: dan!,
    eve: eve!,
    olivia: olivia!,
    oscar: oscar!,
    zoe: zoe!,
  };

  // ann shows her full profile to her connections only.
  await ok(m.ann, 'PUT', '/users/profile', { bio: 'SECRET-BIO-ann' });
  await ok(m.ann, 'PUT', '/users/preferences', { profileVisibility: 'connections' });

  // Organisations, groups (G with sub-group S in A; H in B) and a plan on sale in each.
  const orgA = await createOrganization(db, { name: 'Harbour Guild', ownerId: m.olivia.user._id });
  const orgB = await createOrganization(db, { name: 'Rival Guild', ownerId: m.oscar.user._id });
  const plans = [
    { name: 'Monthly', price: 20, currency: 'GBP' as const, period: 'month' as const },
  ];
  const groupG = await createNetworkGroup(db, {
    organizationId: orgA.id,
    name: 'Harbour Circle',
    plans,
  });
  const subS = await createNetworkGroup(db, {
    organizationId: orgA.id,
    parentId: groupG.id,
    name: 'Harbour Makers',
  });
  const groupH = await createNetworkGroup(db, {
    organizationId: orgB.id,
    name: 'Rival Table',
    plans,
  });
  for (const [who, group, org] of [
    [m.ann, groupG.id, orgA.id],
    [m.cat, groupG.id, orgA.id],
    [m.ann, subS.id, orgA.id],
    [m.eve, groupH.id, orgB.id],
  ] as const) {
    const owner = org === orgA.id ? m.olivia : m.oscar;
    await ok(owner, 'POST', `/organization/${org}/invite`, {
      groupId: group,
      email: who.email,
      firstName: 'X',
      lastName: 'Y',
    });
  }
  // A join request waiting for olivia's decision (dan asks to join G).
  await ok(m.dan, 'POST', `/network-directory/${groupG.id}/request-to-join`, {
    requestNote: 'Please',
  });
  const planA = (await ok(m.olivia, 'GET', `/organization/${orgA.id}/plans`)).rows[0]._id as string;
  const planB = (await ok(m.oscar, 'GET', `/organization/${orgB.id}/plans`)).rows[0]._id as string;

  // ann and ben are connected; ann has a pending request to dan (a connection record not his).
  await connectMembers(t, m.ann, m.ben);
  const pendingToDan = (await ok(m.ann, 'POST', '/connections/request', { userId: m.dan.user._id }))
    ._id as string;
  const annBen = (await ok(m.ann, 'GET', '/connections?status=CONNECTED')).rows[0]._id as string;

  // Files: ann's private image, one she may delete, one in the group G library.
  const upload = async (who: Member, networkDirectoryId?: string) => {
    const grant = await ok(who, 'POST', '/media/get-presigned-url', {
      fileName: 'logo.png',
      contentType: 'image/png',
      size: PNG.length,
      type: 'IMAGE',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: grant.url,
      headers: grant.headers,
      payload: PNG,
    });
    expect(put.statusCode).toBe(204);
    return (await ok(who, 'POST', '/media', { pathname: grant.pathname, networkDirectoryId }))
      ._id as string;
  };
  const annMedia = await upload(m.ann);
  const oliviaMedia = await upload(m.olivia);
  const annMediaToDelete = await upload(m.ann);
  const groupMedia = await upload(m.ann, groupG.id);

  const inactiveReward = (
    await ok(m.ann, 'POST', '/rewards', {
      kind: 'corporate_gift',
      value: 'A hamper',
      status: 'inactive',
    })
  )._id as string;
  // ben's active reward, which his connection ann may pick when she passes him a lead.
  const benReward = (
    await ok(m.ben, 'POST', '/rewards', { kind: 'voucher', value: '£20 voucher', status: 'active' })
  )._id as string;

  // Leads: ann passes one to ben. Rewards: ann's standard reward and a campaign for ben.
  const reward = (
    await ok(m.ann, 'POST', '/rewards', { kind: 'voucher', value: '£50 voucher', status: 'active' })
  )._id as string;
  const campaign = (
    await ok(m.ann, 'POST', '/campaigns', {
      kind: 'commission_or_rebate',
      title: 'Spring referrals',
      value: '10%',
      startsOn: day(-1),
      endsOn: day(30),
      audience: 'INCLUSION',
      audienceUserIds: [m.ben.user._id],
    })
  )._id as string;
  const lead = (
    await ok(m.ann, 'POST', '/leads', {
      receiverId: m.ben.user._id,
      leadTypeName: 'Accounting',
      sourceOfLead: 'Breakfast',
      contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
      estimatedValue: 100,
      currency: 'GBP',
    })
  )._id as string;

  // The ledger (ADR 027): ann passes ben a lead under his reward, which he converts (owed to ann).
  const rewardedLead = (
    await ok(m.ann, 'POST', '/leads', {
      receiverId: m.ben.user._id,
      leadTypeName: 'Accounting',
      sourceOfLead: 'Breakfast',
      contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
      estimatedValue: 100,
      currency: 'GBP',
      rewardId: benReward,
    })
  )._id as string;
  await ok(m.ben, 'PUT', `/leads/status/${rewardedLead}`, {
    status: 'CONVERTED',
    closedValue: 150,
    closedCurrency: 'GBP',
  });

  // One-to-ones (ADR 028): ann proposes to ben (his to answer); one more, accepted by ben.
  const meetingOptionOf = new Map<string, string>();
  const meetingOfOption = new Map<string, string>();
  const proposeMeeting = async (message?: string) => {
    const meeting = await ok(m.ann, 'POST', '/meetings', {
      withUserId: m.ben.user._id,
      options: [{ startsAt: inDays(3), durationMinutes: 30, location: 'Café' }],
      message,
    });
    meetingOptionOf.set(meeting._id, meeting.options[0]._id);
    meetingOfOption.set(meeting.options[0]._id, meeting._id);
    return meeting._id as string;
  };
  const meeting = await proposeMeeting('SECRET-MEETING-ann-ben');
  const acceptedMeeting = await proposeMeeting();
  await ok(m.ben, 'POST', `/meetings/${acceptedMeeting}/accept`, {
    optionId: meetingOptionOf.get(acceptedMeeting),
  });

  // Posts: ann's community post, her post in G's feed, one to deactivate; responses.
  const post = (await ok(m.ann, 'POST', '/community-posts', { content: 'Community hello' }))
    ._id as string;
  const postToDeactivate = (await ok(m.ann, 'POST', '/community-posts', { content: 'Bye' }))
    ._id as string;
  const groupPost = (
    await ok(m.ann, 'POST', '/community-posts', {
      content: 'Members only hello',
      networkDirectoryId: groupG.id,
    })
  )._id as string;
  const groupResponse = (
    await ok(m.cat, 'POST', `/community-posts/detail/${groupPost}/responses`, { content: 'Hi ann' })
  )._id as string;
  // A report in the administrators' queue (ADR 029): ben reports ann's community post.
  const report = (
    await ok(m.ben, 'POST', '/reports', { kind: 'post', targetId: post, reason: 'spam' })
  )._id as string;

  // A community post of each member's own (to attach files to).
  const ownPosts = { anon: post } as Record<(typeof ACTORS)[number], string>;
  for (const actor of ACTORS)
    if (actor !== 'anon')
      ownPosts[actor] = (await ok(m[actor], 'POST', '/community-posts', { content: 'Mine' }))._id;

  // Reviews: cat reviews G.
  await ok(m.cat, 'POST', '/reviews/network-directory', {
    networkDirectoryId: groupG.id,
    rating: 4,
    comment: 'Good',
  });

  // Notes: ann's private note about ben.
  await ok(m.ann, 'POST', '/notes', { userId: m.ben.user._id, content: 'SECRET-NOTE-ann-ben' });

  // Chat: the ann–ben direct channel, group chats ann and ben run (G and S have their own
  // directory channels: directory.<id>, directory.subgroup.<id>).
  const direct = (
    await ok(m.ann, 'POST', '/chat/get-channel', { users: [m.ann.user._id, m.ben.user._id] })
  ).channel as string;
  const annMessage = (
    await ok(m.ann, 'POST', '/chat/send-message', {
      channel: direct,
      content: 'hello ben',
      messageType: 'text',
      clientId: 'matrix-1',
    })
  )._id as string;
  const groupChat = (
    await ok(m.ann, 'POST', '/chat/create-channel-group', {
      name: 'Ann and Ben',
      users: [m.ben.user._id],
    })
  ).channel as string;
  const benGroupChat = (
    await ok(m.ben, 'POST', '/chat/create-channel-group', {
      name: 'Ben and Ann',
      users: [m.ann.user._id],
    })
  ).channel as string;
  const groupChatToRemove = (
    await ok(m.ann, 'POST', '/chat/create-channel-group', {
      name: 'Short lived',
      users: [m.ben.user._id],
    })
  ).channel as string;

  // Events: olivia's event in G; ann's ticket for it (unpaid is enough to own it).
  const event = (
    await ok(m.olivia, 'POST', '/events', {
      groupId: groupG.id,
      title: 'Harbour breakfast',
      venue: 'Pier',
      startsAt: inDays(10),
      price: 15,
      currency: 'GBP',
    })
  )._id as string;
  const ticket = (await ok(m.ann, 'POST', `/events/${event}/tickets`)).ticketId as string;

  // A post in sub-group S's feed (ann and olivia are in S; cat is in G only).
  const subPost = (
    await ok(m.ann, 'POST', '/community-posts', {
      content: 'Makers only',
      networkDirectoryId: subS.id,
    })
  )._id as string;

  // Subscriptions: ann subscribes to G's plan.
  const subscriber = (await ok(m.ann, 'POST', `/new-subscriptions/${planA}/subscribe`))
    .subscriberId as string;

  // Notifications: ann's own (ben accepted her connection request).
  const annNotification = (await ok(m.ann, 'GET', '/notification')).rows[0]._id as string;

  // An uploaded, unconfirmed file per actor (two sets): what POST /media confirms into a library.
  const unconfirmedFiles = async () => {
    const pathnames = { anon: 'uploads/none.png' } as Record<(typeof ACTORS)[number], string>;
    for (const actor of ACTORS) {
      if (actor === 'anon') continue;
      const grant = await ok(m[actor], 'POST', '/media/get-presigned-url', {
        fileName: 'logo.png',
        contentType: 'image/png',
        size: PNG.length,
        type: 'IMAGE',
      });
      await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: PNG });
      pathnames[actor] = grant.pathname;
    }
    return pathnames;
  };
  const pathnames = await unconfirmedFiles();
  const subPathnames = await unconfirmedFiles();

  /** Fresh objects for calls that change or remove theirs. */
  const fresh = {
    upload,
    /** A new one-to-one ann proposed to ben: its id. */
    meeting: () => proposeMeeting(),
    /** The option of a new one-to-one ann proposed to ben: the option's id. */
    meetingOption: async () => meetingOptionOf.get(await proposeMeeting())!,
    /** Another session of `who` (a sign-in as from a second device): its id. */
    async sessionOf(who: Member) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: who.email, password: who.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [, claims] = String(res.json().data.accessToken).split('.');
      return JSON.parse(Buffer.from(claims!, 'base64url').toString()).sid as string;
    },
    async connectionOf(who: Member) {
      const other = await signedInMember(t);
      await connectMembers(t, who, other);
      return other.user._id;
    },
    /** A request `who` sent to a new member, still pending: its connection id. */
    async requestFrom(who: Member) {
      const other = await signedInMember(t);
      return (await ok(who, 'POST', '/connections/request', { userId: other.user._id }))
        ._id as string;
    },
    async groupWith(who: Member) {
      const group = await createNetworkGroup(db, {
        organizationId: orgA.id,
        name: 'Passing table',
      });
      await ok(m.olivia, 'POST', `/organization/${orgA.id}/invite`, {
        groupId: group.id,
        email: who.email,
        firstName: 'X',
        lastName: 'Y',
      });
      return group.id;
    },
    async askingToJoinG() {
      const asking = await signedInMember(t);
      await ok(asking, 'POST', `/network-directory/${groupG.id}/request-to-join`, {
        requestNote: 'Hi',
      });
      return asking.user._id;
    },
    async inAnnsGroupChat() {
      const other = await signedInMember(t);
      await connectMembers(t, m.ann, other);
      await ok(m.ann, 'PUT', '/chat/edit-channel-group', {
        channel: groupChat,
        addUsers: [other.user._id],
      });
      return other.user._id;
    },
    async groupAskedBy(who: Member) {
      const group = await createNetworkGroup(db, { organizationId: orgA.id, name: 'Asked table' });
      await ok(who, 'POST', `/network-directory/${group.id}/request-to-join`, {
        requestNote: 'Hi',
      });
      return group.id;
    },
    /** A new public subscriber's open session on the built-in test checkout. */
    async checkoutSession() {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/subscriptions/${planA}/subscribe`,
        payload: {
          firstName: 'Pay',
          lastName: 'Er',
          email: `payer.${Math.random().toString(36).slice(2)}@example.com`,
          consent: true,
        },
      });
      const { subscriberId } = res.json().data as { subscriberId: string };
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/checkout-session',
        payload: { subscriberId },
      });
      return (session.json().data as { sessionId: string }).sessionId;
    },
    /** A new message of ann's in the ann–ben direct channel. */
    async annMessage() {
      return (await ok(m.ann, 'POST', '/chat/send-message', { channel: direct, content: 'Brief' }))
        ._id as string;
    },
    async groupChat(admin: Member, other: Member) {
      return (
        await ok(admin, 'POST', '/chat/create-channel-group', {
          name: 'Brief',
          users: [other.user._id],
        })
      ).channel as string;
    },
    async post(who: Member, networkDirectoryId?: string) {
      return (await ok(who, 'POST', '/community-posts', { content: 'Brief', networkDirectoryId }))
        ._id as string;
    },
    async ticket(who: Member) {
      return (await ok(who, 'POST', `/events/${event}/tickets`)).ticketId as string;
    },
  };

  const checkoutSession = await fresh.checkoutSession();
  const annOtherSession = await fresh.sessionOf(m.ann);
  // Ann's data archive (ADR 024): hers alone to download.
  const annExport = (await api(m.ann, 'POST', '/account/exports')).json().data._id as string;

  return {
    t,
    api,
    m,
    fresh,
    pathnames,
    subPathnames,
    ownPosts,
    meetingOptionOf,
    meetingOfOption,
    ids: {
      meeting,
      acceptedMeeting,
      oliviaMedia,
      subPost,
      checkoutSession,
      benReward,
      inactiveReward,
      planB,
      benGroupChat,
      orgA: orgA.id,
      orgB: orgB.id,
      groupG: groupG.id,
      subS: subS.id,
      groupH: groupH.id,
      planA,
      pendingToDan,
      annBen,
      annMedia,
      annMediaToDelete,
      annOtherSession,
      annExport,
      groupMedia,
      reward,
      campaign,
      lead,
      rewardedLead,
      post,
      postToDeactivate,
      groupPost,
      groupResponse,
      direct,
      annMessage,
      groupChat,
      groupChatToRemove,
      event,
      ticket,
      subscriber,
      annNotification,
      report,
    },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
