import { describe, expect, it } from 'vitest';
import { CONSOLE_HOME_KEY, clearSession, rememberHome, saveSession } from './storage';

describe("the flag of a member whose home is the console (the drawn dashboard's script)", () => {
  it('is set for an organisation owner, cleared for a member and at sign-out', () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' });
    rememberHome({ isOrgOwner: true });
    expect(localStorage.getItem(CONSOLE_HOME_KEY)).toBe('1');
    rememberHome({ isOrgOwner: false });
    expect(localStorage.getItem(CONSOLE_HOME_KEY)).toBeNull();

    rememberHome({ isOrgOwner: true });
    clearSession();
    expect(localStorage.getItem(CONSOLE_HOME_KEY)).toBeNull();
  });
});
