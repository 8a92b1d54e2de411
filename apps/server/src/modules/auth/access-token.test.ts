import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@nethub/contract';
import { createAccessTokens } from './access-token.js';

const claims = { userId: 'u-1', sessionId: 's-1', isOrgOwner: true };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the same claims when a token is verified again', async () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256-000000');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    // A caller changing the answer does not change the next one.
    const first = await tokens.verify(token);
    first.userId = 'someone-else';
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token verified before once it has expired', async () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256-000000');
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ACCESS_TOKEN_TTL_S + 1) * 1000 });
    await expect(tokens.verify(token)).rejects.toMatchObject({ message: 'TOKEN_EXPIRED' });
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256-000000');
    const other = createAccessTokens('another-secret-of-enough-length-for-hs256-0');
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    await expect(other.verify(token)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    await expect(tokens.verify(`${token.slice(0, -4)}abcd`)).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
    });
  });
});
