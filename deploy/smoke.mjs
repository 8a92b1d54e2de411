#!/usr/bin/env node
// A smoke test of a running deployment, from outside, as a browser would use it:
//   node deploy/smoke.mjs [http://localhost:8080]
// (from the repository, after `npm install`: it uses socket.io-client from the workspace).
// Needs the demo accounts (SEED_DEMO=true, as in compose.yaml). Checks: the health routes, the
// CSP, sign-in, an upload through the signed URL (with the CORS preflight a browser sends when
// the bucket is another origin) and its confirmation, and the real-time socket over WebSocket
// and over long-polling (which only works when the load balancer keeps a client on one instance).
import { io } from 'socket.io-client';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const api = `${base}/api/v1`;
const origin = new URL(base).origin;
let failures = 0;

async function check(name, run) {
  try {
    const note = await run();
    console.log(`ok    ${name}${note ? ` (${note})` : ''}`);
  } catch (error) {
    failures++;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}
async function json(response) {
  const body = await response.text();
  expect(response.ok, `${response.status} ${body.slice(0, 200)}`);
  return JSON.parse(body).data;
}

// The smallest PNG: 1 x 1 pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let token;
let csp = '';

await check('live', async () => void (await json(await fetch(`${api}/health/live`))));
await check('ready (or the older /health)', async () => {
  let response = await fetch(`${api}/health/ready`);
  if (response.status === 404) response = await fetch(`${api}/health`);
  await json(response);
});
await check('web app and CSP', async () => {
  const response = await fetch(`${base}/login`);
  expect(response.ok, `GET /login answered ${response.status}`);
  csp = response.headers.get('content-security-policy') ?? '';
  return csp.match(/connect-src [^;]*/)?.[0];
});
await check('sign in (ava@nethub.demo)', async () => {
  const session = await json(
    await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ava@nethub.demo', password: 'NetHub-demo-1' }),
    }),
  );
  token = session.accessToken;
});
await check('upload through the signed URL, then confirm', async () => {
  expect(token, 'not signed in');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const target = await json(
    await fetch(`${api}/media/get-presigned-url`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        fileName: 'smoke.png',
        contentType: 'image/png',
        size: png.length,
        type: 'IMAGE',
      }),
    }),
  );
  const url = new URL(target.url, base);
  if (url.origin !== origin) {
    expect(csp.includes(url.origin), `the CSP does not allow ${url.origin}`);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': target.method,
        'access-control-request-headers': Object.keys(target.headers).join(','),
      },
    });
    const allowed = preflight.headers.get('access-control-allow-origin');
    expect(
      allowed === origin || allowed === '*',
      `the bucket's CORS preflight allows ${allowed ?? 'no origin'} (status ${preflight.status})`,
    );
  }
  const put = await fetch(url, {
    method: target.method,
    headers: { ...target.headers, origin },
    body: png,
  });
  expect(put.ok, `PUT to the file store answered ${put.status}`);
  const item = await json(
    await fetch(`${api}/media`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ pathname: target.pathname, name: 'smoke.png' }),
    }),
  );
  const download = await fetch(new URL(item.url, base));
  expect(download.ok, `GET of the stored file answered ${download.status}`);
  return url.origin === origin ? 'files on the app' : `files on ${url.origin}`;
});

for (const transport of ['websocket', 'polling']) {
  await check(`real-time socket over ${transport}`, async () => {
    expect(token, 'not signed in');
    const socket = io(base, {
      transports: [transport],
      upgrade: false,
      auth: { token },
      reconnection: false,
    });
    try {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no connection in 10 s')), 10_000);
        socket.once('connect', () => (clearTimeout(timer), resolve()));
        socket.once('connect_error', (error) => (clearTimeout(timer), reject(error)));
      });
      // Stay a few polling rounds: each is a new HTTP request through the load balancer.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(socket.connected, 'disconnected after connecting');
    } finally {
      socket.close();
    }
  });
}

console.log(failures ? `\n${failures} check(s) failed` : '\nall checks passed');
process.exit(failures ? 1 : 0);
