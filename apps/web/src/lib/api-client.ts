import type { AuthSession, ErrorBody } from '@nethub/contract';
import { API_PREFIX, ErrorCode, normalizeInput } from '@nethub/contract/constants';
import { paths } from '@/config/paths';
import { currentPath, hardNavigate } from './browser';
import { MESSAGES } from './errors';
import { createClient, isHttpError, request, type HttpResponse, type RequestConfig } from './http';
import { notify } from './notify';
import {
  clearSession,
  getDeviceId,
  getRefreshToken,
  getToken,
  saveSession,
  setFlash,
} from './storage';

/** Every success body is `{ data: payload }`. */
export type Envelope<T> = { data: T };

export const unwrap = <T>(response: HttpResponse<Envelope<T>>): T => response.data.data;

/** The bearer token and trimmed input on every call. */
function prepare(config: RequestConfig): RequestConfig {
  const token = getToken();
  const headers = { ...config.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    ...config,
    headers,
    data: config.data === undefined ? undefined : normalizeInput(config.data),
    params: config.params === undefined ? undefined : normalizeInput(config.params),
  };
}

/**
 * Auth calls that act on the signed-in session. Every other /auth/ call (login, refresh,
 * logout, reset...) works without an access token, so an expiry there must not refresh.
 */
const SESSION_AUTH_CALLS = [
  '/auth/check-session',
  '/auth/change-password',
  '/auth/change-email',
  '/auth/sessions/revoke-others',
];

const isTokenExpiry = (status: number | undefined, code: string | undefined) =>
  (status === 401 && (code === ErrorCode.TOKEN_EXPIRED || code === ErrorCode.UNAUTHORIZED)) ||
  (status === 403 && code === ErrorCode.TOKEN_EXPIRED);

const isCredentialCall = (url = '') =>
  url.startsWith('/auth/') && !SESSION_AUTH_CALLS.includes(url.split('?')[0] ?? url);

function endSession() {
  clearSession();
  if (window.location.pathname === paths.auth.login.path) {
    notify.error(MESSAGES.sessionExpired);
    return;
  }
  setFlash({ tone: 'error', message: MESSAGES.sessionExpired });
  hardNavigate(paths.auth.login.getHref(currentPath()));
}

// The bare client never refreshes, so a failing refresh can never trigger another one.
const bare = createClient({ baseURL: API_PREFIX, withCredentials: true });
let refreshing: Promise<void> | null = null;

async function requestRefresh() {
  const refreshToken = getRefreshToken();
  try {
    const response = await bare.post<Envelope<AuthSession>>('/auth/token/refresh', {
      refreshToken,
      deviceId: getDeviceId(),
    });
    saveSession(response.data.data);
  } catch (error) {
    // Tabs share the stored session: another tab may have rotated the token first.
    if (getToken() && getRefreshToken() !== refreshToken) return;
    // Only a refusal ends the session; a network failure or a 5xx keeps it for a later try.
    const status = isHttpError(error) ? error.response?.status : undefined;
    if (status && status < 500) endSession();
    throw error;
  }
}

/** One refresh at a time: every caller that fails meanwhile waits on the same promise. */
function refreshSession() {
  refreshing ??= requestRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Sends a call; an expired access token is refreshed once (shared by every call failing
 * meanwhile) and the call sent again with the new token.
 */
async function send<T>(config: RequestConfig): Promise<HttpResponse<T>> {
  const prepared = prepare(config);
  try {
    return await request<T>(prepared);
  } catch (error) {
    if (!isHttpError<ErrorBody>(error)) throw error;
    const expired = isTokenExpiry(error.response?.status, error.response?.data?.message);
    if (!expired || isCredentialCall(config.url) || !getRefreshToken()) throw error;
    // A call sent before a refresh that has already finished only needs the new token.
    const sentWithCurrentToken = prepared.headers?.Authorization === `Bearer ${getToken()}`;
    if (sentWithCurrentToken || refreshing) {
      try {
        await refreshSession();
      } catch {
        throw error;
      }
    }
    return request<T>(prepare(config));
  }
}

export const api = createClient({ baseURL: API_PREFIX, withCredentials: true }, send);
