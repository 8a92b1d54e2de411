import type { UserStatus } from '@nethub/contract';

/** An account's state in words, as the console's lists show it. */
export const ACCOUNT_STATUS: Record<UserStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal.9' },
  inactive: { label: 'Invited', color: 'blue' },
  unverified: { label: 'Unverified', color: 'gray.7' },
  suspended: { label: 'Suspended', color: 'red.9' },
  deleted: { label: 'Deleted', color: 'gray.7' },
};
