import type { DeviceTokens } from '@nethub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

const SERVICE_WORKER = '/sw.js';

/** The browser can take Web Push: a service worker, the Push API and notifications. */
export const browserSupportsPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string) {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether push is configured on the server, and whether this browser is subscribed. */
export const useBrowserPush = () =>
  useQuery({
    queryKey: settingsKeys.browserPush,
    queryFn: async () => {
      const devices = unwrap(await api.get<Envelope<DeviceTokens>>('/users/device-auth-token'));
      const subscription = browserSupportsPush() ? await currentSubscription() : null;
      const token = subscription ? JSON.stringify(subscription) : null;
      return {
        vapidPublicKey: devices.vapidPublicKey,
        subscribed: token !== null && devices.tokens.some((t) => t.deviceToken === token),
      };
    },
  });

/** Asks permission, subscribes this browser and registers it; or unsubscribes and forgets it. */
export function useSetBrowserPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, vapidPublicKey }: { on: boolean; vapidPublicKey: string }) => {
      if (!on) {
        const subscription = await currentSubscription();
        if (!subscription) return;
        await api.put('/users/remove-device-token', {
          deviceToken: JSON.stringify(subscription),
        });
        await subscription.unsubscribe();
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted')
        throw new Error('PUSH_PERMISSION_DENIED');
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      });
      await api.put('/users/update-device-token', { deviceToken: JSON.stringify(subscription) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.browserPush }),
  });
}
