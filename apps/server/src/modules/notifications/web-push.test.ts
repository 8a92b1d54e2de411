import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebPushSender, pushNetwork } from './web-push.js';

const sender = createWebPushSender({
  ...webpush.generateVAPIDKeys(),
  subject: 'mailto:ops@nethub.test',
});
const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
const subscription = (endpoint: string) =>
  JSON.stringify({
    endpoint,
    keys: {
      p256dh: browserKey.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
const message = { title: 'Net Hub', body: 'Hello', url: 'https://nethub.example/notifications' };
const publicAddress = { address: '142.250.74.106', family: 4 };

afterEach(() => vi.restoreAllMocks());

function fakeNetwork(addresses: Array<{ address: string; family: number }>, status = 201) {
  const resolve = vi.spyOn(pushNetwork, 'resolve').mockResolvedValue(addresses);
  const post = vi.spyOn(pushNetwork, 'post').mockResolvedValue(status);
  return { resolve, post };
}

describe('Web Push sender', () => {
  it('sends to a public https endpoint, connecting to the address it checked', async () => {
    const { resolve, post } = fakeNetwork([publicAddress]);
    expect(
      await sender.send(subscription('https://fcm.googleapis.com/fcm/send/abc'), message),
    ).toBe('sent');
    expect(resolve).toHaveBeenCalledWith('fcm.googleapis.com');
    const [endpoint, address, request] = post.mock.calls[0]!;
    expect(String(endpoint)).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(address).toEqual(publicAddress);
    expect(request.method).toBe('POST');
    expect(request.headers.Authorization ?? request.headers.authorization).toMatch(/^vapid /);
  });

  it('reads 404/410 as gone and other failures as failed', async () => {
    fakeNetwork([publicAddress], 410);
    expect(await sender.send(subscription('https://push.example.com/x'), message)).toBe('gone');
    vi.restoreAllMocks();
    fakeNetwork([publicAddress], 503);
    expect(await sender.send(subscription('https://push.example.com/x'), message)).toBe('failed');
  });

  it.each([
    'http://push.example.com/x',
    'http://127.0.0.1:9999/push',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/x',
  ])(
    'refuses %s (stored before registration checked) without resolving or posting',
    async (endpoint) => {
      const { resolve, post } = fakeNetwork([publicAddress]);
      expect(await sender.send(subscription(endpoint), message)).toBe('refused');
      expect(resolve).not.toHaveBeenCalled();
      expect(post).not.toHaveBeenCalled();
    },
  );

  it('refuses a host that resolves to a private address, even among public ones (DNS rebinding)', async () => {
    for (const addresses of [
      [{ address: '10.0.0.5', family: 4 }],
      [publicAddress, { address: '127.0.0.1', family: 4 }],
      [{ address: 'fd00::5', family: 6 }],
      [{ address: '::ffff:192.168.1.1', family: 6 }],
      [],
    ]) {
      const { post } = fakeNetwork(addresses);
      expect(await sender.send(subscription('https://push.example.com/x'), message)).toBe(
        'refused',
      );
      expect(post).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });

  it('leaves native device tokens alone', async () => {
    const { resolve } = fakeNetwork([publicAddress]);
    expect(await sender.send('native-fcm-token', message)).toBe('not-web-push');
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('the pinned https connection', () => {
  it('connects to the checked address, not to a new DNS answer, naming the host for TLS', async () => {
    // A host that resolves nowhere: the connection can only reach the listener through the pin.
    const hellos: Buffer[] = [];
    const sockets: Socket[] = [];
    const listener = createServer((socket) => {
      sockets.push(socket);
      socket.once('data', (chunk) => {
        hellos.push(chunk);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      await expect(
        pushNetwork.post(
          new URL(`https://push.nethub.invalid:${port}/x`),
          { address: '127.0.0.1', family: 4 },
          { method: 'POST', headers: {}, body: Buffer.from('x') },
        ),
      ).rejects.toThrow();
      expect(hellos).toHaveLength(1);
      // The TLS ClientHello carries the endpoint's host name (SNI).
      expect(hellos[0]!.includes('push.nethub.invalid')).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      listener.close();
    }
  });
});
