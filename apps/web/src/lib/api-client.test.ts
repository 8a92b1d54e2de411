import { ErrorCode, STORAGE_KEYS } from '@nethub/contract/constants';
import { delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, storeTokens } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';
import { api, unwrap, type Envelope } from './api-client';
import type * as browser from './browser';
import { hardNavigate } from './browser';

vi.mock('./browser', async (importOriginal) => ({
  ...(await importOriginal<typeof browser>()),
  hardNavigate: vi.fn(),
}));

const NEW_SESSION = buildSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });

/** A protected resource that only accepts the refreshed token. */
const protectedThing = http.get(apiUrl('/things/:id'), ({ request, params }) =>
  request.headers.get('Authorization') === `Bearer ${NEW_SESSION.accessToken}`
    ? HttpResponse.json({ data: { id: params.id } })
    : apiError(401, ErrorCode.TOKEN_EXPIRED),
);

function countRefreshes(reply: () => Response | Promise<Response>) {
  const calls: unknown[] = [];
  server.use(
    http.post(apiUrl('/auth/token/refresh'), async ({ request }) => {
      calls.push(await request.json());
      await delay(20);
      return reply();
    }),
  );
  return calls;
}

const getThings = () =>
  Promise.allSettled(
    ['1', '2', '3'].map((id) => api.get<Envelope<{ id: string }>>(`/things/${id}`)),
  );

beforeEach(() => {
  vi.mocked(hardNavigate).mockClear();
  window.history.replaceState(null, '', '/leads?tab=incoming');
});

describe('api client token refresh', () => {
  it('runs one refresh for parallel expired calls and retries each with the new token', async () => {
    storeTokens('access-1', 'refresh-1');
    localStorage.setItem(STORAGE_KEYS.deviceId, 'device-abcdefgh');
    server.use(protectedThing);
    const refreshes = countRefreshes(() => HttpResponse.json({ data: NEW_SESSION }));

    const results = await Promise.all(
      ['1', '2', '3'].map((id) => api.get<Envelope<{ id: string }>>(`/things/${id}`)),
    );

    expect(results.map(unwrap)).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(refreshes).toEqual([{ refreshToken: 'refresh-1', deviceId: 'device-abcdefgh' }]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('retries a call that failed after the refresh with the new token, without refreshing again', async () => {
    storeTokens();
    server.use(
      http.get(apiUrl('/things/:id'), async ({ request, params }) => {
        if (request.headers.get('Authorization') === `Bearer ${NEW_SESSION.accessToken}`) {
          return HttpResponse.json({ data: { id: params.id } });
        }
        if (params.id === 'slow') await delay(100);
        return apiError(401, ErrorCode.TOKEN_EXPIRED);
      }),
    );
    const refreshes = countRefreshes(() => HttpResponse.json({ data: NEW_SESSION }));

    const results = await Promise.all([
      api.get<Envelope<{ id: string }>>('/things/fast'),
      api.get<Envelope<{ id: string }>>('/things/slow'),
    ]);

    expect(results.map(unwrap)).toEqual([{ id: 'fast' }, { id: 'slow' }]);
    expect(refreshes).toHaveLength(1);
  });

  it('refreshes on 403 only when the code says the token expired', async () => {
    storeTokens();
    let calls = 0;
    server.use(
      http.get(apiUrl('/forbidden'), () => {
        calls += 1;
        return apiError(403, ErrorCode.FORBIDDEN);
      }),
    );
    const refreshes = countRefreshes(() => HttpResponse.json({ data: NEW_SESSION }));

    await expect(api.get('/forbidden')).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls).toBe(1);
    expect(refreshes).toHaveLength(0);
  });

  it('never refreshes a retried call again', async () => {
    storeTokens();
    server.use(http.get(apiUrl('/things/:id'), () => apiError(401, ErrorCode.TOKEN_EXPIRED)));
    const refreshes = countRefreshes(() => HttpResponse.json({ data: NEW_SESSION }));

    const results = await getThings();

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(refreshes).toHaveLength(1);
  });

  it('clears the session and sends the member to /login when the refresh is refused', async () => {
    storeTokens();
    server.use(protectedThing);
    const refreshes = countRefreshes(() => apiError(401, ErrorCode.INVALID_TOKEN));

    const results = await getThings();

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(hardNavigate).toHaveBeenCalledTimes(1);
    expect(hardNavigate).toHaveBeenCalledWith('/login?prevUrl=%2Fleads%3Ftab%3Dincoming');
  });

  it('uses the session another tab refreshed when its own refresh is refused', async () => {
    storeTokens();
    server.use(protectedThing);
    countRefreshes(() => {
      storeTokens(NEW_SESSION.accessToken, NEW_SESSION.refreshToken);
      return apiError(401, ErrorCode.INVALID_TOKEN);
    });

    const results = await Promise.all(
      ['1', '2'].map((id) => api.get<Envelope<{ id: string }>>(`/things/${id}`)),
    );

    expect(results.map(unwrap)).toEqual([{ id: '1' }, { id: '2' }]);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for a network reason', async () => {
    storeTokens();
    server.use(protectedThing);
    countRefreshes(() => HttpResponse.error());

    await getThings();

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-1');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('does not refresh without a stored refresh token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-1');
    server.use(protectedThing);
    const refreshes = countRefreshes(() => HttpResponse.json({ data: NEW_SESSION }));

    await expect(api.get('/things/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toHaveLength(0);
  });
});

describe('api client requests', () => {
  it('sends the bearer token and strips empty values from body and params', async () => {
    storeTokens();
    let received: { auth: string | null; search: string; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('/echo'), async ({ request }) => {
        received = {
          auth: request.headers.get('Authorization'),
          search: new URL(request.url).search,
          body: await request.json(),
        };
        return HttpResponse.json({ data: null });
      }),
    );

    await api.post(
      '/echo',
      { name: '  Ann ', note: '', tags: [' a ', ''], gone: null },
      {
        params: { textSearch: ' x ', page: 1, empty: '' },
      },
    );

    expect(received).toEqual({
      auth: 'Bearer access-1',
      search: '?textSearch=x&page=1',
      body: { name: 'Ann', tags: ['a'] },
    });
  });
});
