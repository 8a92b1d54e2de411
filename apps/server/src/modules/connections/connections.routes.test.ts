import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, uniqueEmail, type TestApp } from '../../../test/helpers.js';
import { seedReferenceData } from '../reference/reference.repository.js';
import { createConnectionsRepository } from './connections.repository.js';
import { users } from '../users/users.tables.js';
import { eq, sql } from 'drizzle-orm';
import { firstByRestWord, firstByTwoWords } from '../members/member-search.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
const api = (member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: member.headers, payload });
const connect = (from: Member, to: Member) =>
  api(from, 'POST', '/connections/request', { userId: to.user._id });

type Person = { firstName: string; lastName: string; company?: string; headline?: string };
/** New members with these names (and companies), each with its id. */
const membersWithProfiles = (people: Person[]) =>
  Promise.all(
    people.map(async (person) => {
      const member = await signedInMember(t);
      await api(member, 'PUT', '/users/profile', person);
      return { ...person, id: member.user._id as string };
    }),
  );
/** Members in the name order explore lists them in (lower-cased first and last name). */
const inNameOrder = <M extends Person>(members: M[]) => {
  const key = (m: Person) => `${m.firstName} ${m.lastName}`.toLowerCase();
  return members.toSorted((a, b) => (key(a) < key(b) ? -1 : 1));
};
const ids = (data: { rows: Array<{ member: { _id: string } }> }) =>
  data.rows.map((r) => r.member._id);

describe('requests and answers', () => {
  it('requests, shows the request to both sides, accepts, and lists the connection', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const sent = await connect(ann, bob);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'REQUESTED', direction: 'outgoing' });

    const incoming = (await api(bob, 'GET', '/connections?status=REQUESTED')).json().data;
    expect(incoming.rows).toHaveLength(1);
    expect(incoming.rows[0]).toMatchObject({
      direction: 'incoming',
      member: { _id: ann.user._id },
    });
    expect((await api(bob, 'GET', '/connections/tabs')).json().data).toEqual({
      all: 1,
      CONNECTED: 0,
      REQUESTED: 1,
      REJECTED: 0,
    });

    const connectionId = sent.json().data._id;
    expect(
      (await api(ann, 'POST', '/connections/response', { connectionId, status: 'CONNECTED' }))
        .statusCode,
    ).toBe(400);
    const accepted = await api(bob, 'POST', '/connections/response', {
      connectionId,
      status: 'CONNECTED',
    });
    expect(accepted.json().data.status).toBe('CONNECTED');
    expect(
      (await api(ann, 'GET', '/connections?status=CONNECTED')).json().data.rows[0].member._id,
    ).toBe(bob.user._id);
    expect((await api(ann, 'GET', '/users/onboarding')).json().data.steps[2]).toMatchObject({
      step: 'ADD_CONNECTIONS',
      done: true,
    });
    expect((await connect(ann, bob)).json().message).toBe('ALREADY_CONNECTED');
  });

  it('answers every catalogue case', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    expect((await connect(ann, ann)).json().message).toBe('CANNOT_CONNECT_TO_SELF');
    await connect(ann, bob);
    const again = await connect(ann, bob);
    expect([again.statusCode, again.json().message]).toEqual([409, 'ALREADY_SENT_REQUEST']);
    const owner = await signedInMember(t);
    await t.database.db.update(users).set({ isOrgOwner: true }).where(eq(users.id, owner.user._id));
    expect((await connect(ann, owner)).json().message).toBe('RECIPIENT_IS_ORG_OWNER');
    const ghost = await api(ann, 'POST', '/connections/request', { email: uniqueEmail('ghost') });
    expect([ghost.statusCode, ghost.json().message]).toEqual([404, 'RECIPIENT_NOT_FOUND']);
    const byEmail = await api(ann, 'POST', '/connections/request', {
      email: bob.email.toUpperCase(),
    });
    expect(byEmail.json().message).toBe('ALREADY_SENT_REQUEST');
    expect((await api(ann, 'POST', '/connections/request', {})).json().message).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('lets only the recipient answer, and hides a request from everyone else', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const eve = await signedInMember(t);
    const connectionId = (await connect(ann, bob)).json().data._id;
    const answer = await api(eve, 'POST', '/connections/response', {
      connectionId,
      status: 'CONNECTED',
    });
    expect(answer.statusCode).toBe(404);
    expect((await api(eve, 'GET', '/connections')).json().data.totalRows).toBe(0);
    expect(
      (
        await api(eve, 'POST', '/users/bookmark-status', {
          type: 'connections',
          id: connectionId,
          bookmark: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api(bob, 'POST', '/connections/response', { connectionId, status: 'REJECTED' })).json()
        .data.status,
    ).toBe('REJECTED');
    expect((await connect(ann, bob)).json().message).toBe('ALREADY_SENT_REQUEST');
    const bobAsks = await connect(bob, ann);
    expect(bobAsks.json().data).toMatchObject({ status: 'REQUESTED', direction: 'outgoing' });
  });

  it('two members asking each other at the same moment end up with exactly one connection', async () => {
    for (let round = 0; round < 5; round++) {
      const ann = await signedInMember(t);
      const bob = await signedInMember(t);
      const [a, b] = await Promise.all([connect(ann, bob), connect(bob, ann)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const annRows = (await api(ann, 'GET', '/connections')).json().data.rows;
      expect(annRows).toHaveLength(1);
      expect(annRows[0].status).toBe('CONNECTED');
      expect((await api(bob, 'GET', '/connections')).json().data.rows[0]._id).toBe(annRows[0]._id);
    }
  });

  it('disconnects, and withdraws a pending request', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const id = (await connect(ann, bob)).json().data._id;
    await api(bob, 'POST', '/connections/response', { connectionId: id, status: 'CONNECTED' });
    expect(
      (await api(bob, 'POST', '/connections/disconnect', { userId: ann.user._id })).statusCode,
    ).toBe(200);
    expect((await api(ann, 'GET', '/connections')).json().data.totalRows).toBe(0);
    expect(
      (await api(ann, 'POST', '/connections/disconnect', { userId: bob.user._id })).statusCode,
    ).toBe(404);
  });
});

describe('how the viewer stands with a member, on their profile', () => {
  const standing = async (viewer: Member, member: Member) => {
    const { relationship, connectionId } = (
      await api(viewer, 'GET', `/users/profile/${member.user._id}`)
    ).json().data;
    return { relationship, connectionId };
  };

  it('says none, request_sent / request_received, connected, and self', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    expect(await standing(ann, bob)).toEqual({ relationship: 'none', connectionId: null });
    expect(await standing(ann, ann)).toEqual({ relationship: 'self', connectionId: null });

    const connectionId = (await connect(ann, bob)).json().data._id;
    expect(await standing(ann, bob)).toEqual({ relationship: 'request_sent', connectionId });
    expect(await standing(bob, ann)).toEqual({ relationship: 'request_received', connectionId });

    await api(bob, 'POST', '/connections/response', { connectionId, status: 'CONNECTED' });
    expect(await standing(ann, bob)).toEqual({ relationship: 'connected', connectionId });
    expect(await standing(bob, ann)).toEqual({ relationship: 'connected', connectionId });
  });

  it('tells the sender a request was declined, and lets the decliner ask', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const connectionId = (await connect(ann, bob)).json().data._id;
    await api(bob, 'POST', '/connections/response', { connectionId, status: 'REJECTED' });
    expect(await standing(ann, bob)).toEqual({ relationship: 'request_declined', connectionId });
    expect(await standing(bob, ann)).toEqual({ relationship: 'none', connectionId: null });
  });

  it('says org_owner for an organisation owner, who cannot be connected with', async () => {
    const ann = await signedInMember(t);
    const owner = await signedInMember(t);
    await t.database.db.update(users).set({ isOrgOwner: true }).where(eq(users.id, owner.user._id));
    expect(await standing(ann, owner)).toEqual({ relationship: 'org_owner', connectionId: null });
  });

  it('shows a connections-only profile in full once connected', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    await api(bob, 'PUT', '/users/preferences', { profileVisibility: 'connections' });
    const before = (await api(ann, 'GET', `/users/profile/${bob.user._id}`)).json().data;
    expect(before).toMatchObject({ restricted: true, relationship: 'none' });
    const connectionId = (await connect(ann, bob)).json().data._id;
    await api(bob, 'POST', '/connections/response', { connectionId, status: 'CONNECTED' });
    const after = (await api(ann, 'GET', `/users/profile/${bob.user._id}`)).json().data;
    expect(after).toMatchObject({ restricted: false, relationship: 'connected' });
  });
});

describe('withdrawing a request', () => {
  const withdraw = (member: Member, connectionId: string) =>
    api(member, 'POST', '/connections/withdraw', { connectionId });

  it('lets the sender take back a request, pending or declined', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const pending = (await connect(ann, bob)).json().data._id;
    const done = await withdraw(ann, pending);
    expect([done.statusCode, done.json().data]).toEqual([200, { ok: true }]);
    expect((await api(bob, 'GET', '/connections')).json().data.totalRows).toBe(0);
    expect((await api(ann, 'GET', `/users/profile/${bob.user._id}`)).json().data.relationship).toBe(
      'none',
    );

    const declined = (await connect(ann, bob)).json().data._id;
    await api(bob, 'POST', '/connections/response', { connectionId: declined, status: 'REJECTED' });
    expect((await withdraw(ann, declined)).statusCode).toBe(200);
    expect((await api(ann, 'GET', '/connections')).json().data.totalRows).toBe(0);
    // Gone: a second withdrawal finds nothing.
    expect((await withdraw(ann, declined)).statusCode).toBe(404);
  });

  it('refuses the recipient (403), strangers (404) and a connection (409)', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const eve = await signedInMember(t);
    const connectionId = (await connect(ann, bob)).json().data._id;
    const byRecipient = await withdraw(bob, connectionId);
    expect([byRecipient.statusCode, byRecipient.json().message]).toEqual([403, 'FORBIDDEN']);
    const byStranger = await withdraw(eve, connectionId);
    expect([byStranger.statusCode, byStranger.json().message]).toEqual([404, 'NOT_FOUND']);
    expect((await withdraw(ann, crypto.randomUUID())).statusCode).toBe(404);
    expect((await api(bob, 'GET', '/connections')).json().data.totalRows).toBe(1);

    await api(bob, 'POST', '/connections/response', { connectionId, status: 'CONNECTED' });
    const connected = await withdraw(ann, connectionId);
    expect([connected.statusCode, connected.json().message]).toEqual([409, 'ALREADY_CONNECTED']);
    expect((await api(ann, 'GET', '/connections?status=CONNECTED')).json().data.totalRows).toBe(1);
    expect((await withdraw(ann, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('invitations by e-mail', () => {
  it('invites a non-member, who on verifying their account has the request waiting', async () => {
    const ann = await signedInMember(t);
    const email = uniqueEmail('newcomer');
    const invited = await api(ann, 'POST', '/connections/request-by-email', { email });
    expect(invited.json().data).toEqual({ invited: true, email });
    expect((await t.lastMailTo(email))?.text).toContain(
      `/sign-up?email=${encodeURIComponent(email)}`,
    );
    expect(
      (await api(ann, 'POST', '/connections/request-by-email', { email })).json().message,
    ).toBe('ALREADY_SENT_REQUEST');

    const newcomer = await signedInMember(t, { email });
    const pending = (await api(newcomer, 'GET', '/connections?status=REQUESTED')).json().data.rows;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ direction: 'incoming', member: { _id: ann.user._id } });
  });

  it('sends a member a request straight away', async () => {
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    const res = await api(ann, 'POST', '/connections/request-by-email', { email: bob.email });
    expect(res.json().data.connection).toMatchObject({ status: 'REQUESTED' });
  });
});

describe('lists, filters, explore and bookmarks', () => {
  it('keeps the first-name list in order as members answer, rename and leave', async () => {
    const me = await signedInMember(t);
    const get = (url: string) => api(me, 'GET', url).then((r) => r.json().data);
    const names = (data: { rows: Array<{ member: { firstName: string } }> }) =>
      data.rows.map((r) => r.member.firstName);
    const others: Record<string, Member> = {};
    for (const first of ['Olga', 'Bea', 'Kai', 'Dan', 'Hal']) {
      others[first] = await signedInMember(t);
      await api(others[first], 'PUT', '/users/profile', { firstName: first });
    }
    const connectionOf = async (from: Member) => (await connect(from, me)).json().data._id;
    for (const first of ['Olga', 'Kai', 'Hal'])
      await api(me, 'POST', '/connections/response', {
        connectionId: await connectionOf(others[first]!),
        status: 'CONNECTED',
      });
    await api(me, 'POST', '/connections/response', {
      connectionId: await connectionOf(others.Dan!),
      status: 'REJECTED',
    });
    await connect(me, others.Bea!);

    // Every status, merged in name order, page by page; the count in the same read.
    expect(names(await get('/connections'))).toEqual(['Bea', 'Dan', 'Hal', 'Kai', 'Olga']);
    const pages = [1, 2, 3].map((page) => get(`/connections?offset=2&page=${page}`));
    const [first, second, third] = await Promise.all(pages);
    expect([first, second, third].map(names)).toEqual([['Bea', 'Dan'], ['Hal', 'Kai'], ['Olga']]);
    expect(second).toMatchObject({ totalRows: 5, totalPages: 3 });
    expect(await get('/connections?status=CONNECTED&offset=2&page=2')).toMatchObject({
      rows: [{ member: { firstName: 'Olga' }, status: 'CONNECTED', direction: 'incoming' }],
      totalRows: 3,
    });
    expect((await get('/connections?status=REQUESTED')).rows).toMatchObject([
      { member: { firstName: 'Bea' }, direction: 'outgoing' },
    ]);

    // A rename moves the member in everyone's list; an answer moves them to its tab.
    await api(others.Olga!, 'PUT', '/users/profile', { firstName: 'Abby' });
    const beasRequest = (await api(others.Bea!, 'GET', '/connections')).json().data.rows[0]._id;
    await api(others.Bea!, 'POST', '/connections/response', {
      connectionId: beasRequest,
      status: 'CONNECTED',
    });
    await api(me, 'POST', '/connections/disconnect', { userId: others.Kai!.user._id });
    expect(names(await get('/connections?status=CONNECTED'))).toEqual(['Abby', 'Bea', 'Hal']);
    expect(names(await get('/connections'))).toEqual(['Abby', 'Bea', 'Dan', 'Hal']);
    // The same order as the list read through the members themselves (any other sort).
    const descending = names(await get('/connections?order=DESC'));
    expect(descending).toEqual(['Hal', 'Dan', 'Bea', 'Abby']);
    expect(await get('/connections/tabs')).toMatchObject({ all: 4, CONNECTED: 3, REJECTED: 1 });
  });

  it('filters connections by search, location and sector; sorts by first name; bookmarks', async () => {
    const me = await signedInMember(t);
    const get = (url: string) => api(me, 'GET', url).then((r) => r.json().data);
    const [uk] = await get('/locations/countries/suggestion?name=united%20kingdom');
    const [leeds] = await get(`/locations/regions/suggestion?countryId=${uk._id}&name=yorkshire`);
    const [sector] = await get('/sectors');
    const people = [];
    for (const [first, company] of [
      ['Zoe', 'Acme Ltd'],
      ['Adam', 'Brightside'],
      ['Mia', 'Acme Ltd'],
    ] as const) {
      const other = await signedInMember(t);
      await api(other, 'PUT', '/users/profile', {
        firstName: first,
        company,
        ...(first === 'Mia'
          ? { countryId: uk._id, regionId: leeds._id, sectorIds: [sector._id] }
          : {}),
      });
      const id = (await connect(other, me)).json().data._id;
      await api(me, 'POST', '/connections/response', { connectionId: id, status: 'CONNECTED' });
      people.push({ first, id });
    }
    const names = (rows: Array<{ member: { firstName: string } }>) =>
      rows.map((r) => r.member.firstName);
    expect(names((await get('/connections')).rows)).toEqual(['Adam', 'Mia', 'Zoe']);
    expect(names((await get('/connections?order=DESC')).rows)).toEqual(['Zoe', 'Mia', 'Adam']);
    expect(names((await get('/connections?textSearch=acme')).rows)).toEqual(['Mia', 'Zoe']);
    expect(names((await get(`/connections?country=${uk._id}&regions=${leeds._id}`)).rows)).toEqual([
      'Mia',
    ]);
    expect(names((await get(`/connections?sectors=${sector._id}`)).rows)).toEqual(['Mia']);
    expect((await get('/connections?offset=2&page=2')).rows).toHaveLength(1);
    // The page and its count come from one query; a page past the end still counts them all.
    expect(await get('/connections?offset=2&page=2')).toMatchObject({
      totalRows: 3,
      totalPages: 2,
    });
    expect(await get('/connections?offset=2&page=3')).toMatchObject({ rows: [], totalRows: 3 });

    const zoe = people.find((p) => p.first === 'Zoe')!;
    const marked = await api(me, 'POST', '/users/bookmark-status', {
      type: 'connections',
      id: zoe.id,
      bookmark: true,
    });
    expect(marked.json().data).toEqual({ type: 'connections', id: zoe.id, bookmark: true });
    expect(names((await get('/connections?bookmark=true')).rows)).toEqual(['Zoe']);
    await api(me, 'POST', '/users/bookmark-status', {
      type: 'connections',
      id: zoe.id,
      bookmark: false,
    });
    expect((await get('/connections?bookmark=true')).totalRows).toBe(0);
    expect(
      (
        await api(me, 'POST', '/users/bookmark-status', {
          type: 'leads',
          id: zoe.id,
          bookmark: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('explores active members not yet connected, with search, and never org owners or myself', async () => {
    const me = await signedInMember(t);
    const friend = await signedInMember(t);
    const stranger = await signedInMember(t);
    const tag = `zq${Date.now().toString(36)}`;
    await api(friend, 'PUT', '/users/profile', { company: `${tag} Friends` });
    await api(stranger, 'PUT', '/users/profile', {
      headline: `Partner at ${tag.toUpperCase()} Holdings`,
    });
    const id = (await connect(friend, me)).json().data._id;
    await api(me, 'POST', '/connections/response', { connectionId: id, status: 'CONNECTED' });
    const found = (await api(me, 'GET', `/connections/explore?textSearch=${tag}`)).json().data;
    expect(found.rows.map((r: { member: { _id: string } }) => r.member._id)).toEqual([
      stranger.user._id,
    ]);
    expect(found.rows[0].connection).toBeNull();
    await connect(me, stranger);
    const pending = (await api(me, 'GET', `/connections/explore?textSearch=${tag}`)).json().data
      .rows[0];
    expect(pending.connection).toMatchObject({ status: 'REQUESTED', direction: 'outgoing' });
    const all = (await api(me, 'GET', '/connections/explore?offset=100')).json().data;
    expect(all.rows.some((r: { member: { _id: string } }) => r.member._id === me.user._id)).toBe(
      false,
    );
    expect((await api(me, 'GET', '/connections/explore?regions=not-a-uuid')).json().message).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('pages explore by name with "more" flags, and both search plans agree', async () => {
    const me = await signedInMember(t);
    const tag = `zp${Date.now().toString(36)}`;
    const members = await Promise.all(
      ['Cara', 'Abe', 'Eve', 'Bo', 'Dee'].map(async (firstName) => {
        const member = await signedInMember(t);
        await api(member, 'PUT', '/users/profile', { firstName, company: `${tag} Ltd` });
        return { firstName, id: member.user._id as string };
      }),
    );
    const byName = members.sort((a, b) => a.firstName.localeCompare(b.firstName));
    const page = async (n: number) =>
      (await api(me, 'GET', `/connections/explore?textSearch=${tag}&offset=2&page=${n}`)).json()
        .data;
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    // The spec's list shape: counted exactly (five matches are well within the exact window).
    for (const [i, p] of pages.entries())
      expect(p).toMatchObject({ page: i + 1, offset: 2, totalRows: 5, totalPages: 3 });
    expect(pages[0].totalRowsExact).toBe(true);
    expect(
      pages.flatMap((p) => p.rows.map((r: { member: { _id: string } }) => r.member._id)),
    ).toEqual(byName.map((m) => m.id));
    // The name-order walk and the index collection must return the same page.
    const repo = createConnectionsRepository(t.database.db);
    for (const query of [
      { textSearch: tag },
      { textSearch: `${tag} ltd` },
      { textSearch: `cara ${tag}` },
      {},
    ]) {
      const explore = { page: 1, offset: 3, ...query };
      const sorted = await repo.explore(me.user._id, explore, { document: 0, rest: 0 });
      for (const document of [0, 1])
        for (const rest of [0, 1])
          expect(await repo.explore(me.user._id, explore, { document, rest })).toEqual(sorted);
    }
    expect(
      (await api(me, 'GET', `/connections/explore?textSearch=${encodeURIComponent("'&|!:*")}`))
        .statusCode,
    ).toBe(200);
  });

  it('finds a one-word term where it starts a name and wherever else it starts a word', async () => {
    const me = await signedInMember(t);
    const tag = `zn${Date.now().toString(36)}`;
    const Tag = tag[0]!.toUpperCase() + tag.slice(1);
    const people: Person[] = [
      { firstName: `${Tag}ina`, lastName: 'Moss' },
      { firstName: 'Abe', lastName: `${Tag}son` },
      { firstName: 'Yan', lastName: 'Lee', company: `${Tag} Co` },
      { firstName: `Mary-${Tag}`, lastName: 'Hart' },
      { firstName: Tag, lastName: 'Cole', company: `${Tag} and Sons` },
      { firstName: 'Zoe', lastName: 'Quinn' },
    ];
    const members = await membersWithProfiles(people);
    const expected = inNameOrder(members.filter((m) => m.firstName !== 'Zoe')).map((m) => m.id);
    const first = (await api(me, 'GET', `/connections/explore?textSearch=${tag}&offset=3`)).json()
      .data;
    const second = (
      await api(me, 'GET', `/connections/explore?textSearch=${tag}&offset=3&page=2`)
    ).json().data;
    expect([...ids(first), ...ids(second)]).toEqual(expected);
    expect([first.hasMore, second.hasMore, first.totalRows]).toEqual([true, false, 5]);
    const repo = createConnectionsRepository(t.database.db);
    for (const document of [0, 1])
      for (const rest of [0, 1]) {
        for (const text of [tag, `${tag}!`]) {
          const found = await repo.findPeople(me.user._id, text, 10, { document, rest });
          expect(found.ids.toSorted()).toEqual(expected.toSorted());
        }
      }
  });

  it('reads a surname shared by more members than a page through its words, in name order', async () => {
    const me = await signedInMember(t);
    const tag = `zw${Date.now().toString(36)}`;
    const Tag = tag[0]!.toUpperCase() + tag.slice(1);
    // Three words the term starts (two surnames and a company), one member with two of them,
    // one whose first name the term starts, and more members than a page of each.
    const people = [
      ...['Uma', 'Ada', 'Kit', 'Bea'].map((firstName) => ({ firstName, lastName: Tag })),
      ...['Lou', 'Cy', 'Ida'].map((firstName) => ({ firstName, lastName: `${Tag}ley` })),
      { firstName: 'Max', lastName: `${Tag}ley`, company: `${Tag}corp` },
      { firstName: 'Eli', lastName: 'Ray', company: `${Tag}corp` },
      { firstName: `${Tag}ia`, lastName: 'Fox' },
      { firstName: 'Ned', lastName: 'Orr' },
    ];
    const members = await membersWithProfiles(people);
    const expected = inNameOrder(members.filter((m) => m.firstName !== 'Ned')).map((m) => m.id);
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(
        (
          await api(me, 'GET', `/connections/explore?textSearch=${tag}&offset=3&page=${page}`)
        ).json().data,
      );
    expect(pages.flatMap(ids)).toEqual(expected);
    expect(pages.map((p) => [p.totalRows, p.totalRowsExact, p.hasMore])).toEqual([
      [10, true, true],
      [10, true, true],
      [10, true, true],
      [10, true, false],
    ]);
    // The word read, and the text index's sort it gives way to when a term starts too many
    // words, agree.
    const repo = createConnectionsRepository(t.database.db);
    const page = { textSearch: tag, page: 2, offset: 3 };
    const byWords = await repo.explore(me.user._id, page, { document: 0, rest: 0 });
    expect(await firstByRestWord(t.database.db, tag, 20, undefined, 2)).toBeUndefined();
    const found = await firstByRestWord(t.database.db, tag, 20, undefined);
    expect(found?.map((row) => row.id)).toEqual(
      expected.filter((id) => id !== members.find((m) => m.firstName === `${Tag}ia`)!.id),
    );
    expect(byWords.ids).toEqual(expected.slice(3, 6));

    // A new surname moves the member's words: found by the new one, no longer by the old.
    const max = members.find((m) => m.firstName === 'Max')!;
    await t.database.db.update(users).set({ lastName: 'Stone' }).where(eq(users.id, max.id));
    const after = (
      await api(me, 'GET', `/connections/explore?textSearch=${tag}ley&offset=20`)
    ).json().data;
    expect(ids(after)).toEqual(
      inNameOrder(members.filter((m) => m.lastName === `${Tag}ley` && m !== max)).map((m) => m.id),
    );
    const stone = (await api(me, 'GET', `/connections/explore?textSearch=${tag}corp`)).json().data;
    expect(ids(stone)).toContain(max.id);
    // A member erased takes their words along.
    await t.database.db.delete(users).where(eq(users.id, max.id));
    const left = (await t.database.db.execute(
      sql`select count(*)::int as n from member_search_words where user_id = ${max.id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('finds two words wherever each starts a name or another word, in name order', async () => {
    const me = await signedInMember(t);
    const tag = `zd${Date.now().toString(36)}`;
    const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
    const [A, B] = [cap(tag), `Q${tag}`];
    const people: Person[] = [
      { firstName: `${A}ia`, lastName: `${B}son` }, // a starts the name, b another word
      { firstName: `${B}o`, lastName: 'Fox', company: `${A} Ltd` }, // b starts the name
      { firstName: 'Abe', lastName: A, company: `${B} Co` }, // neither starts the name
      { firstName: 'Bea', lastName: B, headline: `${A}ing advisor` },
      { firstName: `Mary-${B}`, lastName: A },
      ...['Uma', 'Ada', 'Kit'].map((firstName) => ({ firstName, lastName: A, company: B })),
      { firstName: A, lastName: 'Lee' }, // only one of the words
      { firstName: 'Cy', lastName: `${B}ley` },
      { firstName: `${A}ia`, lastName: 'Moss' },
    ];
    const members = await membersWithProfiles(people);
    const wordsOf = (m: Person) =>
      [m.firstName, m.lastName, m.company, m.headline]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z0-9]+/);
    const matching = (terms: string[]) =>
      inNameOrder(
        members.filter((m) => terms.every((term) => wordsOf(m).some((w) => w.startsWith(term)))),
      ).map((m) => m.id);
    const repo = createConnectionsRepository(t.database.db);
    for (const terms of [
      [tag, `q${tag}`],
      [`q${tag}`, tag],
      [tag, `${tag}ia`], // one word starts the other: both may start the name
      [`${tag}ia`, 'moss'],
    ]) {
      const text = terms.join(' ');
      const expected = matching(terms);
      expect(expected.length).toBeGreaterThan(0);
      const pages = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3); page++)
        pages.push(
          (
            await api(
              me,
              'GET',
              `/connections/explore?textSearch=${encodeURIComponent(text)}&offset=3&page=${page}`,
            )
          ).json().data,
        );
      expect(pages.flatMap(ids)).toEqual(expected);
      expect(pages.map((p) => p.totalRows)).toEqual(pages.map(() => expected.length));
      expect(pages.at(-1).hasMore).toBe(false);
      // The word reads, the walk and the text index's sort agree.
      const found = await firstByTwoWords(t.database.db, terms as [string, string], 20, undefined);
      expect(found?.map((row) => row.id)).toEqual(expected);
      expect(
        await firstByTwoWords(t.database.db, terms as [string, string], 20, undefined, 0),
      ).toBe(undefined);
      const page = { textSearch: text, page: 2, offset: 2 };
      const byWords = await repo.explore(me.user._id, page, { document: 0, rest: 0 });
      expect(byWords.ids).toEqual(expected.slice(2, 4));
      expect(await repo.explore(me.user._id, page, { document: 1, rest: 1 })).toEqual(byWords);
    }
  });

  it('shows a connections-only profile in full to connections', async () => {
    const owner = await signedInMember(t);
    const friend = await signedInMember(t);
    await api(owner, 'PUT', '/users/profile', { bio: 'For friends' });
    await api(owner, 'PUT', '/users/preferences', { profileVisibility: 'connections' });
    expect(
      (await api(friend, 'GET', `/users/profile/${owner.user._id}`)).json().data.restricted,
    ).toBe(true);
    const id = (await connect(friend, owner)).json().data._id;
    await api(owner, 'POST', '/connections/response', { connectionId: id, status: 'CONNECTED' });
    expect(
      (await api(friend, 'GET', `/users/profile/${owner.user._id}`)).json().data,
    ).toMatchObject({ restricted: false, profile: { bio: 'For friends' } });
  });
});
