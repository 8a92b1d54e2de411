import type { AuthSession, CurrentUser } from '@nethub/contract';
import { STORAGE_KEYS } from '@nethub/contract';

export const buildUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  _id: '5b0e6f3c-8c7e-4c8e-9a43-2f1f6f0f6a01',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  status: 'active',
  isOrgOwner: false,
  emailVerified: true,
  createdAt: '2025-01-15T10:00:00.000Z',
  ...overrides,
});

export const buildSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  deviceId: 'device-abcdefgh',
  expiresIn: 900,
  user: buildUser(),
  ...overrides,
});

export function storeTokens(accessToken = 'access-1', refreshToken = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.token, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}
