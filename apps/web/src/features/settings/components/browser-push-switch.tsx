import { Switch } from '@mantine/core';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { browserSupportsPush, useBrowserPush, useSetBrowserPush } from '../api/browser-push';

const DENIED =
  'Your browser blocks notifications from Net Hub. Allow them in the site settings, then try again.';

/**
 * Notifications in this browser (Web Push), offered when the server has VAPID keys and the
 * browser can take them; the ten switches above still decide what is sent.
 */
export function BrowserPushSwitch() {
  const push = useBrowserPush();
  const setPush = useSetBrowserPush();
  const vapidPublicKey = push.data?.vapidPublicKey;
  if (!vapidPublicKey || !browserSupportsPush()) return null;

  const handleChange = (on: boolean) =>
    setPush.mutate(
      { on, vapidPublicKey },
      {
        onSuccess: () =>
          notify.success(
            on ? 'Notifications will appear in this browser.' : 'This browser will not notify you.',
          ),
        onError: (error) =>
          error instanceof Error && error.message === 'PUSH_PERMISSION_DENIED'
            ? notify.warning(DENIED)
            : notify.error(getErrorMessage(error)),
      },
    );

  return (
    <Switch
      label="Show notifications in this browser"
      checked={push.data?.subscribed ?? false}
      disabled={setPush.isPending}
      onChange={(event) => handleChange(event.currentTarget.checked)}
    />
  );
}
