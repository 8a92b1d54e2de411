import { randomUUID } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { seedReferenceData } from '../reference/reference.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t?.close());

const api = (...args: Parameters<ReturnType<typeof memberApi>>) => memberApi(t)(...args);
const DAY_MS = 86_400_000;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('ann-stand-photo'),
  Buffer.alloc(100, 7),
]);

async function uploadImage(member: Member) {
  const grant = (
    await api(member, 'POST', '/media/get-presigned-url', {
      fileName: 'stand.png',
      contentType: 'image/png',
      size: PNG.length,
      type: 'IMAGE',
    })
  ).json().data;
  await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: PNG });
  return (await api(member, 'POST', '/media', { pathname: grant.pathname })).json().data as {
    _id: string;
    url: string;
  };
}

async function directChannel(a: Member, b: Member): Promise<string> {
  return (await api(a, 'POST', '/chat/get-channel', { users: [a.user._id, b.user._id] })).json()
    .data.channel;
}
const say = (member: Member, channel: string, content: string) =>
  api(member, 'POST', '/chat/send-message', { channel, content, clientId: randomUUID() });

/** Two connected members who wrote to each other, each with things only they may see. */
async function twoMembers() {
  const ann = await signedInMember(t);
  const bob = await signedInMember(t);
  await connectMembers(t, ann, bob);
  await api(ann, 'PUT', '/users/profile', { firstName: 'Ann', headline: 'Ann-headline' });
  await api(bob, 'PUT', '/users/profile', { firstName: 'Bob', phone: '+44 7700 900999' });
  await api(ann, 'POST', '/notes', { userId: bob.user._id, content: 'ann-note-on-bob' });
  await api(bob, 'POST', '/notes', { userId: ann.user._id, content: 'bob-private-note' });
  const channel = await directChannel(ann, bob);
  expect((await say(ann, channel, 'ann-says-hello')).statusCode).toBe(200);
  expect((await say(bob, channel, 'bob-says-hi')).statusCode).toBe(200);
  const lead = await api(ann, 'POST', '/leads', {
    receiverId: bob.user._id,
    leadTypeName: 'Accounting',
    sourceOfLead: 'Chamber breakfast',
    contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
    estimatedValue: 900,
    currency: 'GBP',
  });
  expect(lead.json()).toMatchObject({ data: { status: 'NEW' } });
  const post = await api(ann, 'POST', '/community-posts', { content: 'ann-post-text' });
  expect(post.statusCode).toBe(201);
  const image = await uploadImage(ann);
  return { ann, bob, channel, image, leadId: lead.json().data._id as string };
}

async function downloadArchive(member: Member, exportId: string) {
  const link = await api(member, 'GET', `/account/exports/${exportId}/download`);
  expect(link.statusCode).toBe(200);
  const file = await t.app.inject({ url: link.json().data.url });
  expect(file.statusCode).toBe(200);
  return unzipSync(new Uint8Array(file.rawPayload));
}

const jsonOf = (archive: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(archive[name]!)) as Array<Record<string, unknown>>;

describe('downloading your data', () => {
  it('builds an archive of what the member owns or wrote, mails it, and only they download it', async () => {
    const { ann, bob, image } = await twoMembers();

    const asked = await api(ann, 'POST', '/account/exports');
    expect(asked.statusCode).toBe(201);
    const exportId = asked.json().data._id as string;
    // Built by the job queue once the request committed.
    const [listed] = (await api(ann, 'GET', '/account/exports')).json().data;
    expect(listed).toMatchObject({ _id: exportId, status: 'ready' });
    const expiresIn = Date.parse(listed.expiresAt) - Date.parse(listed.readyAt);
    expect(expiresIn).toBe(7 * DAY_MS);
    const mail = await t.lastMailTo(ann.email);
    expect(mail?.subject).toMatch(/data is ready/);
    expect(mail?.text).toContain('http://nethub.test/settings#your-data');

    const archive = await downloadArchive(ann, exportId);
    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'profile.json',
        'settings.json',
        'connections.csv',
        'leads-given.json',
        'leads-received.json',
        'rewards.json',
        'posts.csv',
        'messages-sent.json',
        'notes.json',
        'files.json',
      ]),
    );
    expect(jsonOf(archive, 'account.json')[0]).toMatchObject({ email: ann.email });
    expect(jsonOf(archive, 'profile.json')[0]).toMatchObject({ headline: 'Ann-headline' });
    expect(jsonOf(archive, 'connections.json')[0]).toMatchObject({
      memberId: bob.user._id,
      memberName: 'Bob Member',
      status: 'CONNECTED',
    });
    expect(jsonOf(archive, 'leads-given.json')[0]).toMatchObject({
      contactEmail: 'pat@prospect.example',
    });
    expect(jsonOf(archive, 'messages-sent.json').map((m) => m.content)).toEqual(['ann-says-hello']);
    expect(jsonOf(archive, 'notes.json')[0]).toMatchObject({ content: 'ann-note-on-bob' });
    expect(jsonOf(archive, 'posts.json')[0]).toMatchObject({ content: 'ann-post-text' });
    const photo = Object.keys(archive).find((name) => name.startsWith(`files/${image._id}`));
    expect(Buffer.from(archive[photo!]!).equals(PNG)).toBe(true);

    // Nothing of another member's private data: what Bob wrote, his note, his phone.
    const everything = Object.values(archive)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain('bob-private-note');
    expect(everything).not.toContain('bob-says-hi');
    expect(everything).not.toContain('7700 900999');
    expect(everything).not.toContain(bob.email);

    // Only Ann downloads it.
    const asBob = await api(bob, 'GET', `/account/exports/${exportId}/download`);
    expect(asBob.statusCode).toBe(404);
    expect((await api(bob, 'GET', '/account/exports')).json().data).toEqual([]);
    const anonymous = await t.app.inject({ url: `/api/v1/account/exports/${exportId}/download` });
    expect(anonymous.statusCode).toBe(401);
  }, 60_000);

  it('removes an archive once its 7 days are over', async () => {
    const ann = await signedInMember(t);
    const exportId = (await api(ann, 'POST', '/account/exports')).json().data._id as string;
    const link = (await api(ann, 'GET', `/account/exports/${exportId}/download`)).json().data;

    await t.app.services.account.sweep(new Date(Date.now() + 6 * DAY_MS));
    expect((await api(ann, 'GET', '/account/exports')).json().data).toHaveLength(1);

    await t.app.services.account.sweep(new Date(Date.now() + 7 * DAY_MS + 60_000));
    expect((await api(ann, 'GET', '/account/exports')).json().data).toEqual([]);
    const gone = await api(ann, 'GET', `/account/exports/${exportId}/download`);
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(404);
  });
});

describe('deleting your account', () => {
  const deleteAccount = (member: Member, password = member.password) =>
    api(member, 'POST', '/account/deletion', { password });
  const signIn = (member: Member) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: member.email, password: member.password },
    });

  it('asks for the password, signs out everywhere, and signing in again cancels', async () => {
    const ann = await signedInMember(t);
    const wrong = await deleteAccount(ann, 'Not-the-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('PASSWORD_INCORRECT');

    const asked = await deleteAccount(ann);
    expect(asked.statusCode).toBe(200);
    const due = Date.parse(asked.json().data.deletionDueAt);
    expect(Math.abs(due - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect((await api(ann, 'GET', '/auth/check-session')).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      payload: { refreshToken: ann.refreshToken, deviceId: ann.deviceId },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await t.lastMailTo(ann.email))?.subject).toMatch(/will be deleted/);

    // Not before the grace period is over.
    await t.app.services.account.sweep(new Date(Date.now() + 13 * DAY_MS));
    const back = await signIn(ann);
    expect(back.statusCode).toBe(200);
    expect((await t.lastMailTo(ann.email))?.subject).toMatch(/will not be deleted/);
    await t.app.services.account.sweep(new Date(Date.now() + 15 * DAY_MS));
    const me = await t.app.inject({
      url: '/api/v1/auth/check-session',
      headers: { authorization: `Bearer ${back.json().data.accessToken}` },
    });
    expect(me.json().data).toMatchObject({ email: ann.email, status: 'active' });
  });

  it('erases the member after the grace period; what others keep names "A former member"', async () => {
    const { ann, bob, channel, image, leadId } = await twoMembers();
    const owner = await signedInMember(t);
    const org = await createOrganization(t.database.db, {
      name: 'Circle',
      ownerId: owner.user._id,
    });
    const group = await createNetworkGroup(t.database.db, { organizationId: org.id, name: 'Ring' });
    for (const member of [ann, bob]) {
      await api(member, 'POST', `/network-directory/${group.id}/request-to-join`, {});
      await api(owner, 'POST', `/network-directory/${group.id}/requests/${member.user._id}`, {
        decision: 'approve',
      });
    }
    const membersOfGroup = async () =>
      (
        await t.database.executor.executeSql(
          `select member_count as count, (select count(*) from group_members where group_id = $1)::int as rows
             from network_groups where id = $1`,
          [group.id],
        )
      ).rows[0];
    // The owner runs it as a member too.
    expect(await membersOfGroup()).toEqual({ count: 3, rows: 3 });
    const photoUrl = image.url;
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);
    await api(ann, 'POST', '/account/exports');
    expect((await deleteAccount(ann)).statusCode).toBe(200);

    await t.app.services.account.sweep(new Date(Date.now() + 14 * DAY_MS + 60_000));

    // Ann is gone: no sign-in, no profile, no files.
    expect((await signIn(ann)).json().message).toBe('USER_NOT_FOUND');
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(404);
    // Her profile is gone: it answers as an unknown member's.
    expect((await api(bob, 'GET', `/users/profile/${ann.user._id}`)).statusCode).toBe(404);
    // Bob keeps the conversation, the lead and his notification, by "A former member".
    const history = (
      await api(bob, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    expect(history.messages.map((m: { content: string }) => m.content)).toEqual(
      expect.arrayContaining(['ann-says-hello', 'bob-says-hi']),
    );
    const lead = (await api(bob, 'GET', `/leads/${leadId}`)).json().data;
    expect(lead.giver).toMatchObject({ firstName: 'A former', lastName: 'member' });
    expect(lead.contact.email).toBe('pat@prospect.example');
    const notifications = JSON.stringify((await api(bob, 'GET', '/notification')).json().data);
    expect(notifications).toContain('A former member');
    expect(notifications).not.toContain('Ann Member');
    // Nothing of Ann is left that is hers alone.
    const { rows } = await t.database.executor.executeSql(
      `select (select count(*) from notes where author_id = $1)::int as notes,
              (select count(*) from media where owner_id = $1)::int as media,
              (select count(*) from data_exports where user_id = $1)::int as exports,
              (select count(*) from connections where user_low = $1 or user_high = $1)::int as connections,
              (select count(*) from profiles where user_id = $1)::int as profiles,
              (select email from users where id = $1) as email`,
      [ann.user._id],
    );
    expect(rows[0]).toMatchObject({ notes: 0, media: 0, exports: 0, connections: 0, profiles: 0 });
    // She left the group: one member fewer, counted as such.
    expect(await membersOfGroup()).toEqual({ count: 2, rows: 2 });
    expect((rows[0] as { email: string }).email).not.toContain('example.com');
  }, 60_000);

  it('asks an enrolled member for a code; signing in cancels only after the second factor', async () => {
    const ann = await signedInMember(t);
    const { manualKey } = (await api(ann, 'POST', '/auth/two-factor/setup')).json().data;
    const codeAt = (steps: number) =>
      new TOTP({ secret: Secret.fromBase32(manualKey), period: 30, digits: 6 }).generate({
        timestamp: Date.now() + steps * 30_000,
      });
    const enabled = await api(ann, 'POST', '/auth/two-factor/enable', { code: codeAt(-1) });
    const [recoveryCode] = enabled.json().data.recoveryCodes as string[];

    const noCode = await deleteAccount(ann);
    expect(noCode.json()).toMatchObject({ statusCode: 400, message: 'TWO_FACTOR_CODE_REQUIRED' });
    const wrongCode = await api(ann, 'POST', '/account/deletion', {
      password: ann.password,
      code: '000000',
    });
    expect(wrongCode.json().message).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await api(ann, 'GET', '/auth/check-session')).statusCode).toBe(200);

    const asked = await api(ann, 'POST', '/account/deletion', {
      password: ann.password,
      recoveryCode,
    });
    expect(asked.statusCode).toBe(200);
    // The password alone does not cancel: the deletion stands until the second factor.
    const first = await signIn(ann);
    expect(first.json().data.status).toBe('two_factor_required');
    const { rows: pending } = await t.database.executor.executeSql(
      'select deletion_due_at is not null as due from users where id = $1',
      [ann.user._id],
    );
    expect(pending[0]).toEqual({ due: true });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor',
      payload: { challengeToken: first.json().data.challengeToken, code: codeAt(0) },
    });
    expect(second.statusCode).toBe(200);
    const { rows: kept } = await t.database.executor.executeSql(
      'select deletion_due_at is not null as due from users where id = $1',
      [ann.user._id],
    );
    expect(kept[0]).toEqual({ due: false });
  });

  it('refuses an organisation owner while they own an organisation', async () => {
    const owner = await signedInMember(t);
    await createOrganization(t.database.db, { name: 'Owners Ltd', ownerId: owner.user._id });
    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('OWNS_ORGANIZATION');
    // Nothing happened: still signed in.
    expect((await api(owner, 'GET', '/auth/check-session')).statusCode).toBe(200);
  });
});
