export const settingsKeys = {
  notificationConfig: ['settings', 'notification-config'] as const,
  browserPush: ['settings', 'browser-push'] as const,
  twoFactor: ['settings', 'two-factor'] as const,
  sessions: ['settings', 'sessions'] as const,
  dataExports: ['settings', 'data-exports'] as const,
  chat: ['settings', 'chat'] as const,
};
