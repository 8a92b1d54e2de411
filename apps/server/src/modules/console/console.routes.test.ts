import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  signedInMember,
  uniqueEmail,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createOrganization } from '../../seed/group-setup.js';
import { seedReferenceData } from '../reference/reference.repository.js';
import { countries, sectors } from '../reference/reference.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let owner: Member;
let rival: Member;
let organizationId: string;
let sectorId: string;
let countryId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  [owner, rival] = await Promise.all([signedInMember(t), signedInMember(t)]);
  const db = t.database.db;
  await seedReferenceData(db);
  sectorId = (await db.select().from(sectors).limit(1))[0]!.id;
  countryId = (await db.select().from(countries).where(eq(countries.code, 'GB')))[0]!.id;
  organizationId = (await createOrganization(db, { name: 'Mill Guild', ownerId: owner.user._id }))
    .id;
  await createOrganization(db, { name: 'Rival Guild', ownerId: rival.user._id });
});
afterAll(() => t?.close());

describe('the owner console', () => {
  it('shows and edits the organisation; others get 404', async () => {
    const mine = (await api(owner, 'GET', '/organization/mine')).json().data;
    expect(mine.rows).toEqual([
      expect.objectContaining({ _id: organizationId, name: 'Mill Guild' }),
    ]);
    const updated = await api(owner, 'PUT', `/organization/${organizationId}`, {
      name: 'Mill Guild of Leeds',
      description: 'Makers and merchants',
      website: 'millguild.example',
    });
    expect(updated.json().data).toMatchObject({
      name: 'Mill Guild of Leeds',
      website: 'https://millguild.example',
    });
    expect((await api(rival, 'GET', `/organization/${organizationId}`)).statusCode).toBe(404);
    expect(
      (await api(rival, 'PUT', `/organization/${organizationId}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    const member = await signedInMember(t);
    expect((await api(member, 'GET', '/organization/mine')).json().data.rows).toEqual([]);
  });

  it('creates groups and sub-groups with their chat channels, and edits them', async () => {
    const created = await api(owner, 'POST', '/network-directory', {
      organizationId,
      name: 'Leeds Makers',
      description: 'Workshops and studios',
      countryId,
      sectorIds: [sectorId],
    });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().data._id;
    const sub = await api(owner, 'POST', '/network-directory', {
      organizationId,
      parentId: groupId,
      name: 'Textile Table',
    });
    expect(sub.json().data).toMatchObject({ name: 'Textile Table', parentId: groupId });
    const nested = await api(owner, 'POST', '/network-directory', {
      organizationId,
      parentId: sub.json().data._id,
      name: 'Too deep',
    });
    expect(nested.statusCode).toBe(404);
    const stranger = await api(rival, 'POST', '/network-directory', { organizationId, name: 'x' });
    expect(stranger.statusCode).toBe(404);
    const badSector = await api(owner, 'POST', '/network-directory', {
      organizationId,
      name: 'Y',
      sectorIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(badSector.statusCode).toBe(404);

    // PUT replaces the details: the description left out is cleared.
    const edited = await api(owner, 'PUT', `/network-directory/${groupId}`, {
      name: 'Leeds Makers Circle',
      countryId,
      sectorIds: [],
    });
    expect(edited.json().data.name).toBe('Leeds Makers Circle');
    expect(
      (await api(rival, 'PUT', `/network-directory/${groupId}`, { name: 'z' })).statusCode,
    ).toBe(404);

    const groups = (await api(owner, 'GET', `/organization/${organizationId}/groups`)).json().data;
    expect(groups.rows).toEqual([
      expect.objectContaining({
        name: 'Leeds Makers Circle',
        description: null,
        sectors: [],
        country: expect.objectContaining({ _id: countryId }),
        memberCount: 1,
        pendingRequests: 0,
        subgroups: [expect.objectContaining({ name: 'Textile Table' })],
      }),
    ]);
    // The overview's figures agree with the Groups tab: groups and sub-groups counted apart.
    const [mine] = (await api(owner, 'GET', '/organization/mine')).json().data.rows;
    expect(mine).toMatchObject({ groupCount: groups.totalRows, subgroupCount: 1 });
    expect(groups.totalRows).toBe(1);
    // The group's chat channel exists with its create_directory message.
    const channels = (await api(owner, 'GET', '/chat/channel-time-token?type=directory')).json()
      .data;
    expect(JSON.stringify(channels)).toContain('Leeds Makers');
  });

  it('invites a new address and adds an existing member; both appear in members', async () => {
    const groupId = (
      await api(owner, 'POST', '/network-directory', { organizationId, name: 'Invite Table' })
    ).json().data._id;
    const email = uniqueEmail('invitee');
    const invited = await api(owner, 'POST', `/organization/${organizationId}/invite`, {
      groupId,
      email,
      firstName: 'Ira',
      lastName: 'Invitee',
    });
    expect(invited.json().data).toEqual({ invited: true, joined: true });
    expect((await t.lastMailTo(email))!.subject).toBe('You have been invited to Net Hub');

    const ben = await signedInMember(t);
    const added = await api(owner, 'POST', `/organization/${organizationId}/invite`, {
      groupId,
      email: ben.email,
      firstName: 'Ignored',
      lastName: 'Name',
    });
    expect(added.json().data).toEqual({ invited: false, joined: true });
    expect((await t.lastMailTo(ben.email))!.subject).toBe('You have been added to Invite Table');
    const again = await api(owner, 'POST', `/organization/${organizationId}/invite`, {
      groupId,
      email: ben.email,
      firstName: 'B',
      lastName: 'C',
    });
    expect(again.json().data).toEqual({ invited: false, joined: false });
    const org = await api(owner, 'POST', `/organization/${organizationId}/invite`, {
      groupId,
      email: rival.email,
      firstName: 'R',
      lastName: 'G',
    });
    expect(org.json().message).toBe('GROUP_REQUEST_NOT_ALLOWED');

    const members = (
      await api(owner, 'GET', `/organization/${organizationId}/members?groupId=${groupId}`)
    ).json().data;
    expect(members.rows.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual(
      [
        [ben.email, 'active'],
        [email, 'inactive'],
      ],
    );
    expect(members.rows[0].groups).toEqual([{ _id: groupId, name: 'Invite Table' }]);
    const search = (
      await api(owner, 'GET', `/organization/${organizationId}/members?textSearch=ira`)
    ).json().data;
    expect(search.rows.map((m: { email: string }) => m.email)).toEqual([email]);
    expect((await api(rival, 'GET', `/organization/${organizationId}/members`)).statusCode).toBe(
      404,
    );
  });

  it("does not list another organisation's group members through its groupId", async () => {
    const rivalOrganizationId = (await api(rival, 'GET', '/organization/mine')).json().data.rows[0]
      ._id;
    const rivalGroupId = (
      await api(rival, 'POST', '/network-directory', {
        organizationId: rivalOrganizationId,
        name: 'Rival Table',
      })
    ).json().data._id;
    const theirs = await signedInMember(t);
    await api(rival, 'POST', `/organization/${rivalOrganizationId}/invite`, {
      groupId: rivalGroupId,
      email: theirs.email,
      firstName: 'Their',
      lastName: 'Member',
    });
    const listed = await api(
      rival,
      'GET',
      `/organization/${rivalOrganizationId}/members?groupId=${rivalGroupId}`,
    );
    expect(listed.json().data.rows.map((m: { email: string }) => m.email)).toEqual([theirs.email]);

    const peek = await api(
      owner,
      'GET',
      `/organization/${organizationId}/members?groupId=${rivalGroupId}`,
    );
    expect(peek.statusCode).toBe(200);
    expect(peek.json().data).toMatchObject({ rows: [], totalRows: 0 });
  });

  it('reports revenue and payments to the owner only', async () => {
    const revenue = (await api(owner, 'GET', `/organization/${organizationId}/revenue`)).json()
      .data;
    expect(revenue).toEqual({ totals: [], months: [], activeSubscribers: 0, ticketsSold: 0 });
    const payments = (await api(owner, 'GET', `/organization/${organizationId}/payments`)).json()
      .data;
    expect(payments.rows).toEqual([]);
    expect((await api(rival, 'GET', `/organization/${organizationId}/revenue`)).statusCode).toBe(
      404,
    );
  });
});

describe("the organisation's logo and its groups' covers (#19)", () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 7),
  ]);
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);

  /** The same path as a profile photo: presign, send the bytes, confirm into the library. */
  async function libraryFile(
    member: Member,
    bytes: Buffer,
    file: { fileName: string; contentType: string; type: string },
  ): Promise<string> {
    const grant = (
      await api(member, 'POST', '/media/get-presigned-url', { ...file, size: bytes.length })
    ).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: grant.url,
      headers: grant.headers,
      payload: bytes,
    });
    expect(put.statusCode).toBe(204);
    const created = await api(member, 'POST', '/media', { pathname: grant.pathname });
    expect(created.statusCode).toBe(201);
    return created.json().data._id;
  }
  const png = (member: Member) =>
    libraryFile(member, PNG, { fileName: 'logo.png', contentType: 'image/png', type: 'IMAGE' });

  it('lets only the owner set the logo, from an image of their own library', async () => {
    const image = await png(owner);
    const doc = await libraryFile(owner, PDF, {
      fileName: 'brochure.pdf',
      contentType: 'application/pdf',
      type: 'DOCUMENT',
    });
    const rivalImage = await png(rival);
    const logo = (mediaId: string | undefined, who = owner, id = organizationId) =>
      api(who, 'PUT', `/organization/${id}/logo`, mediaId ? { mediaId } : {});

    const wrongKind = await logo(doc);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('FILE_TYPE_NOT_ALLOWED');
    // Someone else's organisation, or someone else's picture: nothing to see.
    expect((await logo(rivalImage, rival)).statusCode).toBe(404);
    expect((await logo(rivalImage)).statusCode).toBe(404);
    const member = await signedInMember(t);
    expect((await logo(await png(member), member)).statusCode).toBe(404);
    expect((await logo('not-a-uuid')).statusCode).toBe(400);

    const set = await logo(image);
    expect(set.statusCode).toBe(200);
    const { logoUrl } = set.json().data;
    expect(logoUrl).toContain('/api/v1/files/download?');
    expect((await t.app.inject({ url: logoUrl })).statusCode).toBe(200);
    const mine = (await api(owner, 'GET', '/organization/mine')).json().data.rows[0];
    expect(mine.logoUrl).toContain('/api/v1/files/download?');

    // Shown where logos render: the organisation on its groups' pages.
    const groupId = (
      await api(owner, 'POST', '/network-directory', { organizationId, name: 'Logo Circle' })
    ).json().data._id;
    const res = await api(member, 'GET', `/network-directory/${groupId}`);
    const page = res.json().data;
    expect(page.organization.logoUrl).toContain('/api/v1/files/download?');

    const cleared = await logo(undefined);
    expect(cleared.json().data.logoUrl).toBeNull();
  });

  it("lets only the group's owner set its cover, and shows it on the group", async () => {
    const groupId = (
      await api(owner, 'POST', '/network-directory', { organizationId, name: 'Cover Circle' })
    ).json().data._id;
    const image = await png(owner);
    const video = await libraryFile(
      owner,
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(300, 1)]),
      {
        fileName: 'clip.mp4',
        contentType: 'video/mp4',
        type: 'VIDEO',
      },
    );
    const cover = (mediaId: string | undefined, who = owner) =>
      api(who, 'PUT', `/network-directory/${groupId}/cover`, mediaId ? { mediaId } : {});

    const wrongKind = await cover(video);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await cover(await png(rival), rival)).statusCode).toBe(404);
    const member = await signedInMember(t);
    expect((await cover(await png(member), member)).statusCode).toBe(404);

    const set = await cover(image);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      _id: groupId,
      coverUrl: expect.stringContaining('/files/download?'),
    });
    const page = (await api(member, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(page.coverUrl).toContain('/api/v1/files/download?');
    const listed = (await api(owner, 'GET', `/organization/${organizationId}/groups?limit=50`))
      .json()
      .data.rows.find((row: { _id: string }) => row._id === groupId);
    expect(listed.coverUrl).toContain('/api/v1/files/download?');

    expect((await cover(undefined)).json().data.coverUrl).toBeNull();
  });

  it('forgets a logo and covers whose library image the owner deletes', async () => {
    const groupId = (
      await api(owner, 'POST', '/network-directory', { organizationId, name: 'Fading Circle' })
    ).json().data._id;
    const subGroupId = (
      await api(owner, 'POST', '/network-directory', {
        organizationId,
        parentId: groupId,
        name: 'Fading Corner',
      })
    ).json().data._id;
    const image = await png(owner);
    const kept = await png(owner);
    expect(
      (await api(owner, 'PUT', `/organization/${organizationId}/logo`, { mediaId: image }))
        .statusCode,
    ).toBe(200);
    for (const id of [groupId, subGroupId])
      expect(
        (await api(owner, 'PUT', `/network-directory/${id}/cover`, { mediaId: image })).statusCode,
      ).toBe(200);
    // Another organisation's picture from another image stays where it is.
    const rivalGroup = (
      await api(owner, 'POST', '/network-directory', { organizationId, name: 'Steady Circle' })
    ).json().data._id;
    await api(owner, 'PUT', `/network-directory/${rivalGroup}/cover`, { mediaId: kept });

    // The group's page lists its sub-group with the sub-group's own cover.
    const before = (await api(owner, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(before.subgroups).toEqual([
      expect.objectContaining({
        _id: subGroupId,
        coverUrl: expect.stringContaining('/files/download?'),
      }),
    ]);

    expect((await api(owner, 'DELETE', `/media/${image}`)).statusCode).toBe(200);

    const mine = await api(owner, 'GET', `/organization/${organizationId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.logoUrl).toBeNull();
    for (const id of [groupId, subGroupId]) {
      const page = await api(owner, 'GET', `/network-directory/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().data.coverUrl).toBeNull();
      expect(page.json().data.organization.logoUrl).toBeNull();
    }
    const after = (await api(owner, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(after.subgroups[0].coverUrl).toBeNull();
    const visitor = await signedInMember(t);
    const seen = await api(visitor, 'GET', `/network-directory/${groupId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.coverUrl).toBeNull();
    const listed = await api(owner, 'GET', `/organization/${organizationId}/groups?limit=50`);
    expect(listed.statusCode).toBe(200);
    const rows: { _id: string; coverUrl: string | null }[] = listed.json().data.rows;
    expect(rows.find((row) => row._id === groupId)?.coverUrl).toBeNull();
    expect(rows.find((row) => row._id === rivalGroup)?.coverUrl).toContain('/files/download?');
  });
});
