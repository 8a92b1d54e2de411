import { RANDOM_ID_LENGTH } from '@nethub/contract/constants';

/**
 * A message's own id (spec §9: 32 base-36 characters), made once when it is written: every
 * retry sends it again, so the server stores the message once.
 */
export function newClientId() {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_ID_LENGTH));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}
