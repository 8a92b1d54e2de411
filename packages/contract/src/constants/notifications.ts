export const NOTIFICATION_MESSAGES = { allRead: 'All notifications marked as read' } as const;
