/** Time tokens are decimal integers beyond a double's precision: compared as digit strings. */
export function compareTimeTokens(a: string, b: string) {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const isLaterTimeToken = (token: string, than: string | undefined) =>
  than === undefined || compareTimeTokens(token, than) > 0;
