import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { storageFromConfig } from '../modules/media/storage-config.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';
import { drawAvatar, drawCover, drawLogo } from './pictures.js';

let t: TestApp;
let ava: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { withUsers: true, storage: await storageFromConfig(t.config) });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'ava@nethub.demo', password: DEMO_PASSWORD },
  });
  ava = { authorization: `Bearer ${login.json().data.accessToken}` };
});
afterAll(() => t?.close());

const get = async (url: string, headers: Record<string, string> = ava) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res;
};
/** The picture behind a signed link: a PNG the files route serves as an image. */
const expectPng = async (url: string | null | undefined) => {
  expect(url).toMatch(/^\/api\/v1\/files\/download\?/);
  const res = await get(url!, {});
  expect(res.headers['content-type']).toMatch(/^image\//);
  expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
};

describe('the demo seed draws pictures', () => {
  it('gives every member a face, stored as a picture in their media library', async () => {
    const profile = (await get('/api/v1/users/profile')).json().data;
    await expectPng(profile.profile.avatarUrl);
    const library = (await get('/api/v1/media?type=IMAGE')).json().data;
    expect(library.rows.map((m: { name: string }) => m.name)).toContain('Profile photo.png');
    const connections = (await get('/api/v1/connections?page=1&offset=10')).json().data;
    expect(connections.rows.length).toBeGreaterThan(0);
    for (const row of connections.rows) expect(row.member.avatarUrl).toBeTruthy();
  });

  it('gives groups a cover and organisations a logo, on cards and on the sales pages', async () => {
    const groups = (await get('/api/v1/network-directory?page=1&offset=10')).json().data;
    expect(groups.rows.length).toBeGreaterThan(0);
    for (const group of groups.rows) {
      expect(group.coverUrl).toBeTruthy();
      expect(group.organization.logoUrl).toBeTruthy();
    }
    await expectPng(groups.rows[0].coverUrl);
    await expectPng(groups.rows[0].organization.logoUrl);
    const plans = (await get('/api/v1/public/subscriptions?page=1&offset=10', {})).json().data;
    const [plan] = plans.rows;
    await expectPng(plan.group.coverUrl);
    await expectPng(plan.organization.logoUrl);
    expect(plan.group.memberCount).toBeGreaterThan(0);
    expect(typeof plan.group.averageRating).toBe('number');
  });
});

describe('pictures', () => {
  it('are PNGs of the promised size, the same for the same name and different for others', () => {
    const face = drawAvatar('Ava Thompson');
    expect(face.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect(face.readUInt32BE(16)).toBe(160);
    expect(face.readUInt32BE(20)).toBe(160);
    expect(drawAvatar('Ava Thompson')).toEqual(face);
    expect(drawAvatar('Ben Okafor')).not.toEqual(face);
    expect(drawCover('Circle').readUInt32BE(16)).toBe(720);
    expect(drawLogo('Network').readUInt32BE(20)).toBe(192);
  });
});
