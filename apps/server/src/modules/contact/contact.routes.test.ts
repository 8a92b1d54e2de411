import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { contactMessages } from './contact.tables.js';

const forwarded: unknown[] = [];
const forms = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    forwarded.push(JSON.parse(body));
    res.writeHead(204).end();
  });
});
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => forms.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    contactForwardUrl: `http://127.0.0.1:${(forms.address() as AddressInfo).port}/forms`,
  });
});
afterAll(async () => {
  await t?.close();
  forms.close();
});

const message = {
  subject: 'Partnership',
  email: 'Visitor@Example.com',
  message: 'Do you run events in Cork?',
  consent: true,
};

it('stores a contact message without sign-in and forwards it to the forms endpoint', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: message });
  expect(res.statusCode).toBe(201);
  const rows = await t.database.db.select().from(contactMessages);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email: 'visitor@example.com', subject: 'Partnership' });
  expect(rows[0]!.forwardedAt).not.toBeNull();
  expect(forwarded).toEqual([{ ...message, email: 'visitor@example.com' }]);
});

it('requires consent and every field', async () => {
  for (const body of [
    { ...message, consent: false },
    { ...message, subject: ' ' },
    { ...message, email: 'nope' },
    {},
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body });
    expect([res.statusCode, res.json().message]).toEqual([400, 'VALIDATION_ERROR']);
  }
});
