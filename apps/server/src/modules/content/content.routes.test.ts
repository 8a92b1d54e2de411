import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { seedDemo } from '../../seed/demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { withUsers: false });
});
afterAll(() => t?.close());

describe('policies', () => {
  it('serves the privacy policy (0) and the terms (1) without sign-in', async () => {
    const privacy = await t.app.inject({ url: '/api/v1/policy/0' });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.json().data).toMatchObject({ type: 0, title: 'Privacy policy' });
    const terms = await t.app.inject({ url: '/api/v1/policy/1' });
    expect(terms.json().data.title).toBe('Terms and conditions');
  });

  it('rejects any other policy number', async () => {
    const res = await t.app.inject({ url: '/api/v1/policy/7' });
    expect([res.statusCode, res.json().message]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('GET /faqs', () => {
  it('pages the FAQs in the list shape', async () => {
    const res = await t.app.inject({ url: '/api/v1/faqs?page=2&offset=4' });
    const { data } = res.json();
    expect(data).toMatchObject({ page: 2, offset: 4, totalRows: 10, totalPages: 3 });
    expect(data.rows).toHaveLength(4);
  });

  it('searches questions and answers, matching wildcards literally', async () => {
    const found = (await t.app.inject({ url: '/api/v1/faqs?textSearch=PASSWORD' })).json().data;
    expect(found.totalRows).toBeGreaterThan(0);
    expect(
      found.rows.every((r: { question: string; answer: string }) =>
        /password/i.test(r.question + r.answer),
      ),
    ).toBe(true);
    const wildcard = (await t.app.inject({ url: '/api/v1/faqs?textSearch=%25' })).json().data;
    expect(wildcard.totalRows).toBe(0);
  });

  it('rejects a bad page with VALIDATION_ERROR and ignores a blank search', async () => {
    expect((await t.app.inject({ url: '/api/v1/faqs?page=0' })).json().message).toBe(
      'VALIDATION_ERROR',
    );
    expect((await t.app.inject({ url: '/api/v1/faqs?offset=abc' })).json().message).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await t.app.inject({ url: '/api/v1/faqs?textSearch=%20%20' })).json().data.totalRows,
    ).toBe(10);
  });
});
