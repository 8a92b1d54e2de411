import { TOAST_AUTO_CLOSE_MS } from '@nethub/contract/constants';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { takeFlash, type FlashMessage } from './storage';

type Tone = FlashMessage['tone'];

const TONES = {
  info: { color: 'blue', Icon: IconInfoCircle },
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  warning: { color: 'orange', Icon: IconAlertTriangle },
} as const;

/** Shows a toast; its id, to close it early (`usePageToasts`). */
function show(tone: Tone, message: string) {
  const { color, Icon } = TONES[tone];
  return notifications.show({
    color,
    message,
    icon: <Icon size={18} aria-hidden />,
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

export const notify = {
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
};

export function showPendingFlash() {
  const flash = takeFlash();
  if (flash) show(flash.tone, flash.message);
}
