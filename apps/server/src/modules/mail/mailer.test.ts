import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail } from '../../../test/helpers.js';
import { createSmtpTransport } from './mailer.js';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the verification e-mail through a real SMTP server when SMTP_URL is set', async () => {
  const mailTransport = createSmtpTransport(
    `smtp://127.0.0.1:${port}`,
    'Net Hub <no-reply@nethub.test>',
  );
  const t = await createTestApp({ mailTransport });
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Sm', lastName: 'Tp', acceptTerms: true },
  });
  expect(res.statusCode).toBe(201);
  const mail = received.find((m) => m.to.includes(email));
  expect(mail?.from).toBe('no-reply@nethub.test');
  expect(mail?.raw).toContain('Subject: Verify your Net Hub e-mail address');
  expect(mail?.raw).toMatch(/verify-email\?token=/);
  await t.close();
});
