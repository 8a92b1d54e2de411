import { RANDOM_ID_LENGTH, STORAGE_KEYS } from '@nethub/contract/constants';

export type StoredSession = { accessToken: string; refreshToken: string; deviceId?: string };

// No storage at all while the build draws pages (app/prerender.tsx): nobody is signed in there.
export const getToken = () => globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
export const getRefreshToken = () => localStorage.getItem(STORAGE_KEYS.refreshToken);

export function saveSession(session: StoredSession) {
  localStorage.setItem(STORAGE_KEYS.token, session.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  if (session.deviceId) localStorage.setItem(STORAGE_KEYS.deviceId, session.deviceId);
}

/**
 * Set while the signed-in member is an organisation owner, whose home is the console: the
 * member's dashboard drawn at build time is then not shown before the app runs (the script in
 * prerender-plugin.ts reads the same key).
 */
export const CONSOLE_HOME_KEY = 'HOME_IS_CONSOLE';

/** The device id survives sign-out: it names this browser, not the session. */
export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(CONSOLE_HOME_KEY);
}

export function rememberHome(user: { isOrgOwner: boolean } | null) {
  if (user?.isOrgOwner) localStorage.setItem(CONSOLE_HOME_KEY, '1');
  else localStorage.removeItem(CONSOLE_HOME_KEY);
}

function randomId(length = RANDOM_ID_LENGTH) {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

export function getDeviceId() {
  let deviceId = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!deviceId) {
    deviceId = randomId();
    localStorage.setItem(STORAGE_KEYS.deviceId, deviceId);
  }
  return deviceId;
}

export type FlashMessage = { tone: 'info' | 'success' | 'error' | 'warning'; message: string };
const FLASH_KEY = 'FLASH_MESSAGE';

/** A toast that must survive a full page load (e.g. "Please login again" before a reload). */
export function setFlash(flash: FlashMessage) {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

export function takeFlash(): FlashMessage | null {
  const raw = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  return raw ? (JSON.parse(raw) as FlashMessage) : null;
}
