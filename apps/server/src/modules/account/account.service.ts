import {
  ACCOUNT_DELETION_GRACE_DAYS,
  DATA_EXPORT_TTL_DAYS,
  type AccountDeletionStatus,
  type DataExport,
  type DataExportDownload,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound, AppError } from '../../lib/errors.js';
import type { OwnData, OwnDataSection } from '../../lib/own-data.js';
import type { AuthService } from '../auth/auth.service.js';
import type { TwoFactorService } from '../auth/two-factor.service.js';
import { createAdminOwnData } from '../admin/admin.own-data.js';
import { createAuthOwnData } from '../auth/auth.own-data.js';
import { createBookmarksOwnData } from '../bookmarks/bookmarks.own-data.js';
import { createChatOwnData } from '../chat/chat.own-data.js';
import { createConnectionsOwnData } from '../connections/connections.own-data.js';
import { createDevicesOwnData } from '../devices/devices.own-data.js';
import { createGroupsOwnData } from '../groups/groups.own-data.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createLedgerOwnData } from '../ledger/ledger.own-data.js';
import { createLeadsOwnData } from '../leads/leads.own-data.js';
import type { Mailer } from '../mail/mailer.js';
import { dataExportReadyMail } from '../mail/mail.templates.js';
import type { FileStorage } from '../media/storage.js';
import { createMediaOwnData } from '../media/media.own-data.js';
import { createMeetingsOwnData } from '../meetings/meetings.own-data.js';
import { createNotesOwnData } from '../notes/notes.own-data.js';
import { createNotificationsOwnData } from '../notifications/notifications.own-data.js';
import { createOnboardingOwnData } from '../onboarding/onboarding.own-data.js';
import { createOrganizationsService } from '../organizations/organizations.service.js';
import { createPostsOwnData } from '../posts/posts.own-data.js';
import { createProfileOwnData } from '../profile/profile.own-data.js';
import { createReportsOwnData } from '../reports/reports.own-data.js';
import { createReviewsOwnData } from '../reviews/reviews.own-data.js';
import { createRewardsOwnData } from '../rewards/rewards.own-data.js';
import { createSuggestionsOwnData } from '../suggestions/suggestions.own-data.js';
import { createUsersOwnData } from '../users/users.own-data.js';
import { createUsersService } from '../users/users.service.js';
import { buildArchive, safeFileName } from './archive.js';
import { createAccountRepository, type DataExportRow } from './account.repository.js';

const DAY_MS = 86_400_000;
/** An archive still "pending" after this long is taken as failed: the member may ask again. */
const PENDING_FOR_MS = 60 * 60_000;

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export type AccountServiceDeps = {
  db: Db;
  storage: FileStorage;
  jobs: JobQueue;
  mailer: Mailer;
  auth: AuthService;
  twoFactor: TwoFactorService;
  publicUrl: string;
  log: Log;
};

const README = `Your Net Hub data

This archive holds what you own or wrote on Net Hub, as JSON files (and CSV files a
spreadsheet opens, for the lists):

  account          your account: e-mail address, name, status, when you joined
  profile          your public profile; settings: currency, place, visibility, notification switches
  connections      your connections and requests (the other member by id and name)
  leads-given      leads you passed; leads-received: leads passed to you
  rewards          rewards and campaigns you offer
  posts            posts you wrote; post-responses: your responses to posts
  messages-sent    chat messages you sent (what others wrote to you is theirs)
  notes            your private notes on other members
  reviews          your reviews of network groups; bookmarks: what you bookmarked
  group-memberships the network groups you joined or asked to join
  sign-ins         where you signed in from
  files            the files you uploaded: listed in files.json, their contents in files/

Dates are in UTC (ISO 8601). Questions: use the contact form on Net Hub.
`;

/**
 * A member's own data (ADR 024): the archive of everything they own or wrote, built by the job
 * queue and mailed as a link; and deleting the account after a grace period, which erases or
 * anonymises their data in every module at once.
 */
export function createAccountService({
  db,
  storage,
  jobs,
  mailer,
  auth,
  twoFactor,
  publicUrl,
  log,
}: AccountServiceDeps) {
  const repo = createAccountRepository(db);
  const users = createUsersService(db);
  const organizations = createOrganizationsService(db);
  const media = createMediaOwnData(db);
  // Each module says what of the member's data it holds; the order is the archive's.
  const modules: OwnData[] = [
    createUsersOwnData(db),
    createProfileOwnData(db),
    createConnectionsOwnData(db),
    createLeadsOwnData(db),
    createRewardsOwnData(db),
    createLedgerOwnData(db),
    createPostsOwnData(db),
    createChatOwnData(db),
    createNotesOwnData(db),
    createMeetingsOwnData(db),
    createReviewsOwnData(db),
    createGroupsOwnData(db),
    createBookmarksOwnData(db),
    createAuthOwnData(db),
    media,
    createNotificationsOwnData(db),
    createDevicesOwnData(db),
    createOnboardingOwnData(db),
    createSuggestionsOwnData(db),
    createReportsOwnData(db),
    createAdminOwnData(),
  ];

  const toDataExport = (row: DataExportRow, now: Date): DataExport => ({
    _id: row.id,
    status:
      row.status === 'pending' && now.getTime() - row.requestedAt.getTime() > PENDING_FOR_MS
        ? 'failed'
        : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  });

  /** Every section of the member's data, connections named (their public name only). */
  async function sectionsOf(userId: string): Promise<OwnDataSection[]> {
    const sections: OwnDataSection[] = [];
    for (const module of modules)
      if (module.exportFor) sections.push(...(await module.exportFor(userId)));
    const connections = sections.find((s) => s.name === 'connections');
    if (connections?.rows.length) {
      const names = new Map(
        (await users.listNames(connections.rows.map((r) => r.memberId as string))).map((n) => [
          n.id,
          `${n.firstName} ${n.lastName}`,
        ]),
      );
      connections.rows = connections.rows.map((row) => ({
        ...row,
        memberName: names.get(row.memberId as string) ?? null,
      }));
    }
    return sections;
  }

  async function filesOf(userId: string) {
    const files: Array<{ path: string; bytes: Uint8Array }> = [];
    for (const file of await media.filesOf(userId)) {
      if (!file.id) continue; // an upload never confirmed
      const bytes = await storage.read(file.storageKey);
      if (bytes) files.push({ path: `${file.id}-${safeFileName(file.name)}`, bytes });
    }
    return files;
  }

  /** Removes stored objects after the change that let go of them committed; a failure is logged. */
  async function removeFiles(keys: string[]) {
    for (const key of keys)
      await storage.remove(key).catch((err: unknown) => {
        log.warn({ err, key }, 'stored file not removed');
      });
  }

  const service = {
    /** Asks for an archive: built by the job queue, mailed as a link when ready. */
    async requestExport(userId: string, now = new Date()): Promise<DataExport> {
      if (await repo.findPending(userId, new Date(now.getTime() - PENDING_FOR_MS)))
        throw conflict('DATA_EXPORT_IN_PROGRESS');
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertExport(userId, tx);
        await jobs.dispatch('account-export', { exportId: created.id });
        return created;
      });
      return toDataExport((await repo.findExport(row.id)) ?? row, new Date());
    },

    /** The job: builds the ZIP, stores it, marks it ready and mails the link, once. */
    async buildExport({ exportId }: { exportId: string }) {
      const row = await repo.findExport(exportId);
      if (!row || row.status !== 'pending') return;
      const user = await users.findById(row.userId);
      if (!user || user.status === 'deleted') return;
      const archive = buildArchive(await sectionsOf(row.userId), await filesOf(row.userId), README);
      const storageKey = `exports/${row.userId}/${row.id}.zip`;
      await storage.put(storageKey, archive, 'application/zip');
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
      const built = await db.transaction(async (tx) => {
        const locked = await repo.lockExport(exportId, tx);
        if (locked?.status !== 'pending') return false;
        await repo.markReady(
          exportId,
          { storageKey, size: archive.length, readyAt, expiresAt },
          tx,
        );
        await mailer.send(
          dataExportReadyMail(
            user.email,
            user.firstName,
            `${publicUrl}/settings#your-data`,
            expiresAt,
          ),
        );
        return true;
      });
      // Another run got there first (at least once): its archive stands, this one goes.
      if (!built && storageKey !== (await repo.findExport(exportId))?.storageKey)
        await removeFiles([storageKey]);
    },

    async listExports(userId: string, now = new Date()): Promise<DataExport[]> {
      return (await repo.listByUserId(userId, now)).map((row) => toDataExport(row, now));
    },

    /** A signed URL of the member's own archive; another member's id answers 404. */
    async downloadExport(
      userId: string,
      exportId: string,
      now = new Date(),
    ): Promise<DataExportDownload> {
      const row = await repo.findExport(exportId);
      if (!row || row.userId !== userId) throw notFound();
      if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now)
        throw new AppError(410, 'DATA_EXPORT_EXPIRED');
      const fileName = `net-hub-data-${row.readyAt!.toISOString().slice(0, 10)}.zip`;
      return {
        url: await storage.signDownload(row.storageKey, {
          contentType: 'application/zip',
          fileName,
        }),
        fileName,
      };
    },

    async deletionStatus(userId: string): Promise<AccountDeletionStatus> {
      const user = await users.findById(userId);
      return { deletionDueAt: user?.deletionDueAt?.toISOString() ?? null };
    },

    /**
     * Deleting the account: confirmed with the password (and a code when enrolled), refused
     * while the member owns an organisation. The grace period starts and they are signed out.
     */
    async requestDeletion(
      userId: string,
      input: { password: string; code?: string; recoveryCode?: string },
      now = new Date(),
    ): Promise<AccountDeletionStatus> {
      await twoFactor.confirmIdentity(userId, input);
      if ((await organizations.listOwnedBy(userId)).length) throw conflict('OWNS_ORGANIZATION');
      const dueAt = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
      await auth.scheduleDeletion(userId, dueAt);
      return { deletionDueAt: dueAt.toISOString() };
    },

    /**
     * Erases an account in one transaction: every module erases or anonymises its rows, the
     * account becomes "A former member". Stored files go once that has committed.
     */
    async eraseAccount(userId: string) {
      const keys = await db.transaction(async (tx) => {
        const user = await users.findById(userId, tx);
        if (!user || user.status === 'deleted') return [];
        const files = (await media.filesOf(userId, tx)).map((f) => f.storageKey);
        const exports = (await repo.listStorageKeys(userId, tx)).map((e) => e.storageKey!);
        await repo.deleteByUserId(userId, tx);
        for (const module of modules) await module.eraseFor?.(userId, tx);
        return [...files, ...exports];
      });
      await removeFiles(keys);
      log.info({ userId, files: keys.length }, 'account erased');
    },

    /** The scheduled sweep: archives past their 7 days, and accounts past their grace period. */
    async sweep(now = new Date()) {
      for (const row of await repo.listExpired(now)) {
        if (row.storageKey) await removeFiles([row.storageKey]);
        await repo.deleteExport(row.id);
      }
      for (const { id } of await users.listDeletionsDue(now)) await service.eraseAccount(id);
    },
  };
  return service;
}
export type AccountService = ReturnType<typeof createAccountService>;
