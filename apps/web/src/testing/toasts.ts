import { screen } from '@testing-library/react';

/** The tone of the toast showing `text`: told by the icon notify gives each tone. */
export async function findToastTone(text: string) {
  const message = await screen.findByText(text);
  const toast = message.closest('.mantine-Notification-root') as HTMLElement;
  return ['alert-triangle', 'check', 'x', 'info-circle'].find((icon) =>
    toast.querySelector(`.tabler-icon-${icon}`),
  );
}
