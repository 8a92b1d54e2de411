/**
 * A member's own data (issue #22 item 3, ADR 024): the archive of everything they own or wrote,
 * and deleting the account after a grace period.
 */

/** How long a data archive can be downloaded; the sweep removes it after that. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** Days between asking to delete the account and the erasure; signing in again cancels. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** What the product calls a member whose account was erased, wherever their name was shown. */
export const FORMER_MEMBER_NAME = 'A former member';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
