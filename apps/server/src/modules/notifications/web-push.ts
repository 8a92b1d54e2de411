import { lookup } from 'node:dns/promises';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { isPrivateAddress, pushEndpointProblem } from '@nethub/contract';

export type PushMessage = { title: string; body: string; url: string };
/**
 * `refused`: the endpoint is not https on a public address (checked again at send time, on the
 * addresses its host resolves to): the subscription is to be dropped, never retried.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'not-web-push' | 'refused';

export type ResolvedAddress = { address: string; family: number };
export type PushRequest = { method: string; headers: Record<string, string>; body: Buffer | null };

/**
 * How the sender reaches the network: replaced in tests. `post` connects to the address that
 * was checked, never resolving the host again, so a DNS answer that changes between the check
 * and the connection (DNS rebinding) cannot send the request inside our network.
 */
export const pushNetwork = {
  resolve: (hostname: string): Promise<ResolvedAddress[]> =>
    lookup(hostname, { all: true, verbatim: true }),
  post: postToAddress,
};

/**
 * Web Push with the server's VAPID keys. A device token that is a browser's subscription (JSON
 * with endpoint and keys) gets the message encrypted for it; other tokens (native apps) are not
 * ours to send. 404/410 from the push service mean the subscription is gone.
 */
export function createWebPushSender(vapid: {
  publicKey: string;
  privateKey: string;
  subject: string;
}) {
  return {
    publicKey: vapid.publicKey,
    async send(token: string, message: PushMessage): Promise<PushOutcome> {
      const subscription = parseSubscription(token);
      if (!subscription) return 'not-web-push';
      // Subscriptions stored before registration checked them are refused here too.
      if (pushEndpointProblem(subscription.endpoint)) return 'refused';
      const endpoint = new URL(subscription.endpoint);
      const addresses = await pushNetwork.resolve(endpoint.hostname.replace(/^\[|\]$/g, ''));
      if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) return 'refused';
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: 24 * 3600,
      });
      const status = await pushNetwork.post(endpoint, addresses[0]!, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
      });
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'sent' : 'failed';
    },
  };
}
export type WebPushSender = ReturnType<typeof createWebPushSender>;

/**
 * POSTs over https to `address`, with the endpoint's host name for TLS (SNI and certificate)
 * and the Host header; answers the status. Redirects are not followed.
 */
function postToAddress(
  endpoint: URL,
  address: ResolvedAddress,
  { method, headers, body }: PushRequest,
  timeoutMs = 10_000,
): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      endpoint,
      { method, headers, lookup: pinned, agent: false, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

function parseSubscription(token: string): webpush.PushSubscription | undefined {
  try {
    const value = JSON.parse(token) as Partial<webpush.PushSubscription>;
    if (typeof value.endpoint === 'string' && value.keys?.p256dh && value.keys.auth)
      return value as webpush.PushSubscription;
  } catch {
    // Not JSON: a native device token.
  }
  return undefined;
}
