import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { seedReferenceData } from '../reference/reference.repository.js';
import { leadStageChanges, leads } from './leads.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t?.close());

const api = (...args: Parameters<ReturnType<typeof memberApi>>) => memberApi(t)(...args);
const connected = (a: Member, b: Member) => connectMembers(t, a, b);

const leadFor = (receiver: Member, overrides: object = {}) => ({
  receiverId: receiver.user._id,
  leadTypeName: 'Accounting',
  sourceOfLead: 'Chamber of commerce breakfast',
  contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
  estimatedValue: 1250.5,
  currency: 'GBP',
  ...overrides,
});

describe('passing leads', () => {
  it('passes a lead to a connection; both sides see it, nobody else does', async () => {
    const giver = await signedInMember(t);
    const receiver = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connected(giver, receiver);

    const sent = await api(
      giver,
      'POST',
      '/leads',
      leadFor(receiver, { details: 'Wants a quote' }),
    );
    expect(sent.statusCode).toBe(201);
    const lead = sent.json().data;
    expect(lead).toMatchObject({
      direction: 'outgoing',
      status: 'NEW',
      leadType: { name: 'Accounting' },
      sourceOfLead: 'Chamber of commerce breakfast',
      tags: [],
      estimatedValue: 1250.5,
      currency: 'GBP',
      details: 'Wants a quote',
      contact: { email: 'pat@prospect.example', phone: null },
      giver: { _id: giver.user._id },
      receiver: { _id: receiver.user._id },
    });
    expect((await api(receiver, 'GET', `/leads/${lead._id}`)).json().data.direction).toBe(
      'incoming',
    );
    expect((await api(stranger, 'GET', `/leads/${lead._id}`)).statusCode).toBe(404);
    expect((await api(stranger, 'GET', '/leads')).json().data.totalRows).toBe(0);
    expect(
      (
        await api(stranger, 'POST', '/users/bookmark-status', {
          type: 'leads',
          id: lead._id,
          bookmark: true,
        })
      ).statusCode,
    ).toBe(404);

    const steps = (await api(giver, 'GET', '/users/onboarding')).json().data.steps;
    expect(steps.find((s: { step: string }) => s.step === 'PASSING_LEAD').done).toBe(true);
    const received = (await api(receiver, 'GET', '/users/onboarding')).json().data.steps;
    expect(received.find((s: { step: string }) => s.step === 'RECEIVES_LEAD').done).toBe(true);
  });

  it('refuses strangers, myself and bad input', async () => {
    const giver = await signedInMember(t);
    const stranger = await signedInMember(t);
    const refused = await api(giver, 'POST', '/leads', leadFor(stranger));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('LEAD_RECIPIENT_NOT_CONNECTED');
    expect((await api(giver, 'POST', '/leads', leadFor(giver))).json().message).toBe(
      'LEAD_RECIPIENT_NOT_CONNECTED',
    );
    const invalid = await api(
      giver,
      'POST',
      '/leads',
      leadFor(stranger, { estimatedValue: -1, contact: { firstName: 'A', email: 'nope' } }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('VALIDATION_ERROR');
    expect((await api(giver, 'GET', '/leads')).json().data.totalRows).toBe(0);
  });

  it('lets only the receiver move a lead through the pipeline', async () => {
    const giver = await signedInMember(t);
    const receiver = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connected(giver, receiver);
    const { _id: id } = (await api(giver, 'POST', '/leads', leadFor(receiver))).json().data;

    expect(
      (await api(giver, 'PUT', `/leads/status/${id}`, { status: 'CONVERTED' })).statusCode,
    ).toBe(403);
    expect(
      (await api(stranger, 'PUT', `/leads/status/${id}`, { status: 'CONVERTED' })).statusCode,
    ).toBe(404);
    expect((await api(receiver, 'PUT', `/leads/status/${id}`, { status: 'WON' })).statusCode).toBe(
      400,
    );
    const moved = await api(receiver, 'PUT', `/leads/status/${id}`, { status: 'MEETING' });
    expect(moved.json().data.status).toBe('MEETING');
    const converted = await api(receiver, 'PUT', `/leads/status/${id}`, { status: 'CONVERTED' });
    expect(converted.json().data.status).toBe('CONVERTED');
    expect((await api(giver, 'GET', `/leads/${id}`)).json().data.status).toBe('CONVERTED');
  });
});

describe("a lead's history", () => {
  const history = async (member: Member, id: string) => {
    const res = await api(member, 'GET', `/leads/${id}/history`);
    return { status: res.statusCode, body: res.json() };
  };
  const lines = (body: {
    data: Array<{ from: string | null; to: string; changedBy: { _id: string } }>;
  }) => body.data.map((line) => [line.from, line.to, line.changedBy._id]);

  it('starts with the creation and gains a line on each move, for the giver and the receiver only', async () => {
    const giver = await signedInMember(t);
    const receiver = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connected(giver, receiver);
    const { _id: id } = (await api(giver, 'POST', '/leads', leadFor(receiver))).json().data;

    const created = await history(receiver, id);
    expect(created.status).toBe(200);
    expect(lines(created.body)).toEqual([[null, 'NEW', giver.user._id]]);

    await api(receiver, 'PUT', `/leads/status/${id}`, { status: 'MEETING' });
    // Setting the stage it already has, or a refused move, writes nothing.
    await api(receiver, 'PUT', `/leads/status/${id}`, { status: 'MEETING' });
    await api(giver, 'PUT', `/leads/status/${id}`, { status: 'LOST' });
    await api(receiver, 'PUT', `/leads/status/${id}`, { status: 'CONVERTED' });

    const moved = await history(giver, id);
    expect(moved.status).toBe(200);
    expect(lines(moved.body)).toEqual([
      [null, 'NEW', giver.user._id],
      ['NEW', 'MEETING', receiver.user._id],
      ['MEETING', 'CONVERTED', receiver.user._id],
    ]);
    const times = moved.body.data.map((line: { changedAt: string }) => Date.parse(line.changedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(moved.body.data[1].changedBy).toMatchObject({ firstName: 'Test' });

    const refused = await history(stranger, id);
    const missing = await history(stranger, crypto.randomUUID());
    expect(refused).toEqual(missing);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('NOT_FOUND');
  });

  it('shows a lead passed before history was kept as its creation only', async () => {
    const giver = await signedInMember(t);
    const receiver = await signedInMember(t);
    await connected(giver, receiver);
    const lead = (await api(giver, 'POST', '/leads', leadFor(receiver))).json().data;
    const db = t.database.db;
    await db.delete(leadStageChanges).where(eq(leadStageChanges.leadId, lead._id));
    await db.update(leads).set({ status: 'PROPOSAL' }).where(eq(leads.id, lead._id));

    const { body } = await history(receiver, lead._id);
    expect(lines(body)).toEqual([[null, 'NEW', giver.user._id]]);
    expect(body.data[0].changedAt).toBe(lead.createdAt);
  });
});

describe('the tags-vs-source rule (spec §5)', () => {
  it('needs a source when the receiver has no tags, and one of their tags when they have', async () => {
    const giver = await signedInMember(t);
    const receiver = await signedInMember(t);
    await connected(giver, receiver);

    const noSource = await api(giver, 'POST', '/leads', leadFor(receiver, { sourceOfLead: '' }));
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().details).toEqual([
      { field: 'body.sourceOfLead', message: 'Please fill out this field.' },
    ]);

    await api(giver, 'POST', '/leads', leadFor(receiver, { sourceOfLead: 'Trade show' }));
    const tagged = await api(receiver, 'PUT', '/tags', {
      tags: ['Office lease', 'Payroll', 'office LEASE'],
    });
    expect(tagged.json().data.tags).toEqual(['office LEASE', 'Payroll']);
    const suggestion = (
      await api(giver, 'GET', `/tags/create-lead-suggestion?recipient=${receiver.user._id}`)
    ).json().data;
    expect(suggestion.tags).toEqual(['office LEASE', 'Payroll']);
    expect(suggestion.otherSuggestions).toContain('Trade show');

    const untagged = await api(giver, 'POST', '/leads', leadFor(receiver));
    expect(untagged.json().details).toEqual([
      { field: 'body.tags', message: 'Please fill out this field.' },
    ]);
    const foreign = await api(giver, 'POST', '/leads', leadFor(receiver, { tags: ['Yachts'] }));
    expect(foreign.statusCode).toBe(400);
    const ok = await api(giver, 'POST', '/leads', leadFor(receiver, { tags: ['payroll'] }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ tags: ['Payroll'], sourceOfLead: null });

    expect((await api(giver, 'GET', '/tags/suggestion?name=PAY')).json().data).toContain('Payroll');
    expect(
      (await api(giver, 'GET', `/tags/create-lead-suggestion?recipient=${giver.user._id}`))
        .statusCode,
    ).toBe(400);
  });
});

describe('lists, filters and tabs', () => {
  it('filters by direction, pipeline, type, connection, bookmark and search; counts tabs', async () => {
    const me = await signedInMember(t);
    const ann = await signedInMember(t);
    const bob = await signedInMember(t);
    await connected(me, ann);
    await connected(me, bob);
    const toAnn = (
      await api(
        me,
        'POST',
        '/leads',
        leadFor(ann, {
          leadTypeName: 'Office lease',
          contact: {
            firstName: 'Zed',
            lastName: 'Zimmer',
            email: 'zed@zim.example',
            company: 'Zimmer Ltd',
          },
        }),
      )
    ).json().data;
    const fromAnn = (await api(ann, 'POST', '/leads', leadFor(me))).json().data;
    const fromBob = (
      await api(bob, 'POST', '/leads', leadFor(me, { leadTypeName: 'accounting' }))
    ).json().data;
    expect(fromBob.leadType._id).toBe(fromAnn.leadType._id);
    await api(me, 'PUT', `/leads/status/${fromBob._id}`, { status: 'CONTACTED' });
    await api(me, 'POST', '/users/bookmark-status', {
      type: 'leads',
      id: fromAnn._id,
      bookmark: true,
    });

    const ids = async (query: string) =>
      (await api(me, 'GET', `/leads?${query}`))
        .json()
        .data.rows.map((row: { _id: string }) => row._id);
    expect(await ids('')).toEqual([fromBob._id, fromAnn._id, toAnn._id]);
    expect(await ids('type=incoming')).toEqual([fromBob._id, fromAnn._id]);
    expect(await ids('type=outgoing')).toEqual([toAnn._id]);
    expect(await ids('pipelines=contacted')).toEqual([fromBob._id]);
    expect(await ids('leadTypes=office%20lease')).toEqual([toAnn._id]);
    expect(await ids(`connectedUserId=${ann.user._id}`)).toEqual([fromAnn._id, toAnn._id]);
    expect(await ids('bookmark=true')).toEqual([fromAnn._id]);
    expect(await ids('textSearch=zimmer')).toEqual([toAnn._id]);
    expect(await ids('offset=2&page=2')).toEqual([toAnn._id]);
    expect((await api(me, 'GET', '/leads?pipelines=WON')).statusCode).toBe(400);

    expect((await api(me, 'GET', '/leads/tabs')).json().data).toEqual({
      all: 3,
      incoming: 2,
      outgoing: 1,
      pipelines: { NEW: 2, CONTACTED: 1, MEETING: 0, PROPOSAL: 0, CONVERTED: 0, LOST: 0 },
    });
    expect(
      (await api(me, 'GET', `/leads/tabs/connected?connectedUserId=${ann.user._id}`)).json().data,
    ).toMatchObject({ all: 2, incoming: 1, outgoing: 1 });

    const types = (await api(me, 'GET', '/leads/lead-type/suggestion?name=off')).json().data;
    expect(types.map((type: { name: string }) => type.name)).toContain('Office lease');
    const recipients = (await api(me, 'GET', '/leads/connected')).json().data;
    expect(recipients.rows.map((card: { _id: string }) => card._id).sort()).toEqual(
      [ann.user._id, bob.user._id].sort(),
    );
  });
});

describe('the leads export', () => {
  it("is the member's own leads as CSV, filtered like the list, formulas defused", async () => {
    const giver = await signedInMember(t);
    const receiver = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connected(giver, receiver);
    await api(giver, 'POST', '/leads', leadFor(receiver));
    const company = '=HYPERLINK("http://evil.example")';
    await api(
      giver,
      'POST',
      '/leads',
      leadFor(receiver, {
        contact: { firstName: 'Sam', lastName: 'Lee', email: 's@l.example', company },
      }),
    );

    const res = await api(giver, 'GET', '/leads/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Passed on,Direction,Stage,Lead type,/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('Given,NEW,Accounting');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const received = await api(receiver, 'GET', '/leads/export?type=incoming');
    expect(received.body).toContain('Received,NEW');
    expect(received.body.trimEnd().split('\r\n')).toHaveLength(3);
    expect(
      (await api(receiver, 'GET', '/leads/export?type=outgoing')).body.trimEnd().split('\r\n'),
    ).toHaveLength(1);
    const none = await api(stranger, 'GET', '/leads/export');
    expect(none.body).not.toContain('Prospect');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/leads/export' })).statusCode).toBe(
      401,
    );
  });
});
