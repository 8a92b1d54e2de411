import webpush from 'web-push';

export type PushMessage = { title: string; body: string; url: string };
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'not-web-push';

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
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: 24 * 3600,
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    },
  };
}
export type WebPushSender = ReturnType<typeof createWebPushSender>;

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
