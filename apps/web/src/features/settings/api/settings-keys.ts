export const settingsKeys = {
  notificationConfig: ['settings', 'notification-config'] as const,
};
