import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, server } from '@/testing/server';
import { createClient, isHttpError, toQueryString } from './http';

const client = createClient({ baseURL: '/api/v1' });

describe('query strings', () => {
  it('leaves out null and undefined, repeats arrays and writes dates as ISO', () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    expect(toQueryString({ a: 'x y', b: undefined, c: null, d: 0, e: ['1', '2'], at })).toBe(
      '?a=x+y&d=0&e%5B%5D=1&e%5B%5D=2&at=2026-11-26T10%3A00%3A00.000Z',
    );
    expect(toQueryString({ gone: undefined })).toBe('');
  });
});

describe('requests', () => {
  it('sends objects as JSON and parses a JSON answer', async () => {
    let received: { type: string | null; body: unknown; search: string } | undefined;
    server.use(
      http.post('*/api/v1/echo', async ({ request }) => {
        received = {
          type: request.headers.get('Content-Type'),
          body: await request.json(),
          search: new URL(request.url).search,
        };
        return HttpResponse.json({ data: { ok: true } }, { status: 201 });
      }),
    );

    const response = await client.post('/echo', { name: 'Ann' }, { params: { page: 2 } });

    expect(received).toEqual({
      type: 'application/json',
      body: { name: 'Ann' },
      search: '?page=2',
    });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ data: { ok: true } });
  });

  it('rejects a non-2xx answer with its status and body', async () => {
    server.use(
      http.get('*/api/v1/missing', () =>
        HttpResponse.json({ statusCode: 404, message: 'NOT_FOUND' }, { status: 404 }),
      ),
    );

    const error: unknown = await client.get('/missing').catch((caught: unknown) => caught);

    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: { message: 'NOT_FOUND' } },
    });
  });

  it('tells a request that got no answer from one that was refused', async () => {
    server.use(http.get('*/api/v1/down', () => HttpResponse.error()));

    const error: unknown = await client.get('/down').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect(isHttpError(error) && error.response).toBeUndefined();
  });

  it('cancels on the signal, and fails as unanswered past its timeout', async () => {
    server.use(
      http.get('*/api/v1/slow', async () => {
        await delay(500);
        return HttpResponse.json({ data: null });
      }),
    );
    const controller = new AbortController();
    const cancelled = client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ code: 'ERR_CANCELED' });

    await expect(client.get('/slow', { timeout: 50 })).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      message: 'timeout of 50ms exceeded',
    });
  });
});
