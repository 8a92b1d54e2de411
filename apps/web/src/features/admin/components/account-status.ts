import type { BadgeTone } from '@/components/badge';
import type { UserStatus } from '@nethub/contract';

/** An account's state in words, as the console's lists show it. */
export const ACCOUNT_STATUS: Record<UserStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Invited', tone: 'info' },
  unverified: { label: 'Unverified', tone: 'neutral' },
  suspended: { label: 'Suspended', tone: 'danger' },
  deleted: { label: 'Deleted', tone: 'neutral' },
};
