import { api, unwrap, type Envelope } from '@/lib/api-client';

const fetchGrant = async () => unwrap(await api.post<Envelope<string>>('/chat/grant-token'));

/**
 * The chat grant (spec §4 "Chat connection"): asked for once, renewed when the server says it
 * expired. Calls refused together share one renewal.
 */
export function createGrant() {
  let token: Promise<string> | null = null;
  let renewing: Promise<string> | null = null;

  const request = () => {
    const asked = fetchGrant();
    token = asked;
    // A failure is asked again by the next call.
    asked.catch(() => {
      if (token === asked) token = null;
    });
    return asked;
  };

  const current = () => token ?? request();

  /** A grant other than `stale`: the one already renewed, or a new one. */
  const renew = (stale: string) => {
    renewing ??= (async () => {
      const held = await token?.catch(() => undefined);
      return held !== undefined && held !== stale ? held : request();
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  };

  return { current, renew };
}
export type Grant = ReturnType<typeof createGrant>;
