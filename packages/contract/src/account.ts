import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from './constants/account.js';
import { recoveryCodeSchema, totpCodeSchema } from './auth.js';

/** One archive of the member's data: being built, ready to download until `expiresAt`, or failed. */
export const dataExport = z.object({
  _id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** When the archive is removed; null until it is ready. */
  expiresAt: z.iso.datetime().nullable(),
  /** Bytes of the ZIP archive, once built. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;
export const dataExports = z.array(dataExport);

export const dataExportParams = z.object({ exportId: z.uuid() });

/** A short-lived signed URL of the archive, handed only to its member. */
export const dataExportDownload = z.object({ url: z.string(), fileName: z.string() });
export type DataExportDownload = z.infer<typeof dataExportDownload>;

/** Where the account stands: `deletionDueAt` set while a deletion waits out its grace period. */
export const accountDeletionStatus = z.object({ deletionDueAt: z.iso.datetime().nullable() });
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatus>;

/**
 * Deleting the account: the password, and a code (authenticator or recovery) when the member
 * is enrolled in two-factor sign-in. At most one code.
 */
export const deleteAccountBody = z
  .object({
    password: z.string().min(1).max(128),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((value) => value.code === undefined || value.recoveryCode === undefined, {
    message: 'Give an authenticator code or a recovery code, not both',
    path: ['code'],
  });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
