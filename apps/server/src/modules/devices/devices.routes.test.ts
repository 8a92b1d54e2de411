import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('registers trimmed device tokens per member; a device moves to whoever signs in on it', async () => {
  const a = await signedInMember(t);
  const b = await signedInMember(t);
  const put = (who: typeof a, url: string, deviceToken: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${url}`,
      headers: who.headers,
      payload: { deviceToken },
    });
  const list = (who: typeof a) =>
    t.app
      .inject({ url: '/api/v1/users/device-auth-token', headers: who.headers })
      .then((r) => r.json().data);

  expect((await put(a, 'update-device-token', '  phone-token-1  ')).statusCode).toBe(200);
  expect((await list(a)).tokens.map((x: { deviceToken: string }) => x.deviceToken)).toEqual([
    'phone-token-1',
  ]);
  expect((await list(b)).tokens).toEqual([]);

  await put(b, 'update-device-token', 'phone-token-1');
  expect((await list(a)).tokens).toEqual([]);
  expect((await list(b)).tokens).toHaveLength(1);

  await put(a, 'remove-device-token', 'phone-token-1');
  expect((await list(b)).tokens).toHaveLength(1);
  await put(b, 'remove-device-token', 'phone-token-1');
  expect((await list(b)).tokens).toEqual([]);
  expect((await put(a, 'update-device-token', '   ')).json().message).toBe('VALIDATION_ERROR');
});
