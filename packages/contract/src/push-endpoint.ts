/**
 * Where the server may POST a Web Push message. A browser's subscription names its push
 * service (FCM, Mozilla, Apple, Windows): always https on a public host. Anything else would let
 * a member make the server send requests into its own network, so registration refuses it and
 * the server checks again, on the resolved addresses, before each send.
 */

/** The WHATWG URL parser both runtimes have (the contract compiles without DOM or Node types). */
declare const URL: new (input: string) => {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
};

/** Why a push endpoint is refused, or null when it may be used. */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a valid URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must use https.';
  if (url.username || url.password) return 'The push endpoint must not carry credentials.';
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const ip = host.startsWith('[') ? host.slice(1, -1) : host;
  if (parseIPv4(ip) !== undefined || parseIPv6(ip))
    return isPrivateAddress(ip) ? 'The push endpoint must be on a public address.' : null;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return 'The push endpoint must be on a public host.';
  return null;
}

/**
 * The endpoint of a Web Push subscription (a device token that is JSON with an endpoint), or
 * undefined for a native device token.
 */
export function subscriptionEndpoint(token: string): string | undefined {
  if (!token.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(token);
    if (value && typeof value === 'object' && 'endpoint' in value)
      return typeof value.endpoint === 'string' ? value.endpoint : '';
  } catch {
    // Not JSON after all: a native token.
  }
  return undefined;
}

/**
 * True for an address that is not on the public internet: loopback, private (RFC 1918),
 * carrier-grade NAT, link-local, unique-local, multicast, documentation, benchmarking and
 * reserved ranges, and IPv6 forms that embed such an IPv4 address. Not an IP address: false.
 */
export function isPrivateAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4 !== undefined) return isPrivateIPv4(v4);
  const v6 = parseIPv6(ip);
  if (!v6) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = v6 as [number, number, number, number, ...number[]];
  const embedded = (hi: number, lo: number) => isPrivateIPv4(((hi << 16) >>> 0) + lo);
  const zeroUpTo = (n: number) => v6.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(8)) return true; // ::
  if (zeroUpTo(7) && g7 === 1) return true; // ::1
  if (zeroUpTo(5) && g5 === 0xffff) return embedded(g6!, g7!); // ::ffff:a.b.c.d
  if (zeroUpTo(6)) return embedded(g6!, g7!); // ::a.b.c.d (deprecated IPv4-compatible)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return embedded(g6!, g7!); // NAT64 well-known prefix
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true; // local-use NAT64
  if (g0 === 0x2002) return embedded(g1, g2); // 6to4
  if (g0 === 0x2001 && g1 === 0) return true; // Teredo
  if (g0 === 0x2001 && g1 === 0xdb8) return true; // documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard
  if ((g0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return true; // site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/** [first address, prefix length] of the IPv4 ranges that are not the public internet. */
const PRIVATE_IPV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const PRIVATE_IPV4_RANGES = PRIVATE_IPV4.map(([first, bits]) => {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return { base: (parseIPv4(first)! & mask) >>> 0, mask };
});

function isPrivateIPv4(address: number) {
  return PRIVATE_IPV4_RANGES.some(({ base, mask }) => (address & mask) >>> 0 === base);
}

/** A dotted-quad IPv4 address as a 32-bit number, or undefined. */
function parseIPv4(value: string): number | undefined {
  const parts = value.split('.');
  if (parts.length !== 4) return undefined;
  let result = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    result = result * 256 + Number(part);
  }
  return result;
}

/** An IPv6 address (`::` shorthand, a dotted IPv4 tail, a zone id) as eight groups, or undefined. */
function parseIPv6(value: string): number[] | undefined {
  let text = value.split('%')[0]!;
  if (!text.includes(':')) return undefined;
  const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = parseIPv4(tail[1]!);
    if (v4 === undefined) return undefined;
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string) => (part ? part.split(':') : []);
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}
