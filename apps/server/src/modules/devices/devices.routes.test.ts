import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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

it('refuses a Web Push subscription that is not https on a public host, and still removes one', async () => {
  const member = await signedInMember(t);
  const subscription = (endpoint: string) =>
    JSON.stringify({ endpoint, keys: { p256dh: 'BNcRd', auth: 'tBHI' } });
  const put = (url: string, deviceToken: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${url}`,
      headers: member.headers,
      payload: { deviceToken },
    });

  for (const endpoint of [
    'http://push.example.com/x',
    'http://127.0.0.1:9999/push',
    'https://127.0.0.1/x',
    'https://10.0.0.8/x',
    'https://[::1]/x',
    'https://[fd00::1]/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/x',
    'https://redis:6379/x',
  ]) {
    const response = await put('update-device-token', subscription(endpoint));
    expect(response.statusCode, endpoint).toBe(400);
    expect(response.json().message).toBe('VALIDATION_ERROR');
  }
  const accepted = subscription('https://fcm.googleapis.com/fcm/send/abc');
  expect((await put('update-device-token', accepted)).statusCode).toBe(200);
  // Removing is never refused: a member can always take an old subscription away.
  expect((await put('remove-device-token', subscription('http://127.0.0.1/x'))).statusCode).toBe(
    200,
  );
});
