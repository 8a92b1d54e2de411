import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from './support/server-process.js';

type Received = { to: string[]; raw: string };

/** A local SMTP sink on a fixed port, started only when the test says the mail server is back. */
function smtpSink(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return {
    received,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    port: () => (server.server.address() as AddressInfo).port,
  };
}

const waitFor = async (probe: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
};

let server: ServerProcess | undefined;
let sink: ReturnType<typeof smtpSink> | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await sink?.stop();
});

it('answers sign-up and password reset while SMTP is down, and delivers each mail once when it is back', async () => {
  const smtpPort = await freePort();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOB_RETRY_DELAY_SECONDS: '1',
  });
  const email = `smtp.down.${Date.now()}@example.com`;
  const post = (path: string, body: object) =>
    fetch(`${server!.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const registered = await post('/auth/register', {
    email,
    password: 'Correct-horse-9',
    firstName: 'Smtp',
    lastName: 'Down',
    acceptTerms: true,
  });
  expect(registered.status).toBe(201);
  const forgot = await post('/auth/forgot-password', { email });
  expect(forgot.status).toBe(200);

  // The mail server comes back a few seconds later.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  sink = smtpSink(smtpPort);
  await sink.start();
  const mineOf = () => sink!.received.filter((mail) => mail.to.includes(email));
  expect(await waitFor(() => mineOf().length >= 2, 45_000)).toBe(true);
  // Nothing arrives twice, even after a few more polls of the queue.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const subjects = mineOf()
    .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])
    .sort();
  expect(subjects).toEqual(['Reset your Net Hub password', 'Verify your Net Hub e-mail address']);
  expect(server.child.exitCode).toBeNull();
});
