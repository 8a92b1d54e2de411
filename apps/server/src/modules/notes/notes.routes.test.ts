import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('keeps a private note per author and subject, readable by its author only', async () => {
  const author = await signedInMember(t);
  const other = await signedInMember(t);
  const subject = await signedInMember(t);
  const save = (who: typeof author, content?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/notes',
      headers: who.headers,
      payload: { userId: subject.user._id, content },
    });
  const read = (who: typeof author) =>
    t.app
      .inject({ url: `/api/v1/notes/${subject.user._id}`, headers: who.headers })
      .then((r) => r.json().data);

  expect((await read(author)).content).toBe('');
  const saved = await save(author, '  Met at the Leeds breakfast; wants an intro to a solicitor. ');
  expect(saved.json().data).toMatchObject({
    content: 'Met at the Leeds breakfast; wants an intro to a solicitor.',
  });
  expect((await read(author)).content).toMatch(/^Met at/);
  expect((await read(other)).content).toBe('');
  expect((await read(subject)).content).toBe('');

  await save(author, '');
  expect(await read(author)).toMatchObject({ content: '', updatedAt: null });
});

it('refuses notes about yourself, unknown members and anonymous callers', async () => {
  const author = await signedInMember(t);
  const self = await t.app.inject({
    method: 'POST',
    url: '/api/v1/notes',
    headers: author.headers,
    payload: { userId: author.user._id, content: 'me' },
  });
  expect(self.json().message).toBe('VALIDATION_ERROR');
  const unknown = await t.app.inject({
    method: 'POST',
    url: '/api/v1/notes',
    headers: author.headers,
    payload: { userId: crypto.randomUUID(), content: 'x' },
  });
  expect(unknown.statusCode).toBe(404);
  expect((await t.app.inject({ url: `/api/v1/notes/${author.user._id}` })).statusCode).toBe(401);
  const long = await t.app.inject({
    method: 'POST',
    url: '/api/v1/notes',
    headers: author.headers,
    payload: { userId: crypto.randomUUID(), content: 'x'.repeat(6000) },
  });
  expect(long.json().message).toBe('VALIDATION_ERROR');
});
