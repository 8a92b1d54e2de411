import { randomUUID } from 'node:crypto';
import {
  MEDIA_KINDS,
  MEDIA_LIMITS,
  type MediaItem,
  type MediaKind,
  type MediaList,
  type MediaListQuery,
  type PresignBody,
  type PresignResult,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import { createMediaRepository } from './media.repository.js';
import type { MediaRow } from './media.tables.js';
import { matchesSignature, type FileStorage } from './storage.js';

const UPLOAD_WINDOW_MS = 15 * 60_000;
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'audio/mpeg': '.mp3',
  'text/plain': '.txt',
  'text/csv': '.csv',
};
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function checkMediaLimits(kind: MediaKind, contentType: string, size: number) {
  const limits = MEDIA_LIMITS[kind];
  if (!limits.contentTypes.includes(contentType)) {
    throw badRequest('FILE_TYPE_NOT_ALLOWED', {
      message: `This file type is not accepted for ${limits.label.toLowerCase()}.`,
    });
  }
  if (size > limits.maxBytes) {
    throw new AppError(413, 'FILE_TOO_LARGE', {
      message: `The file is too large: ${megabytes(limits.maxBytes)} at most for ${limits.label.toLowerCase()}.`,
    });
  }
}

/**
 * Whether a member may see a network group's shared library. The groups feature supplies the
 * real check; until groups exist, no group is visible and group libraries answer NOT_FOUND.
 */
export type GroupAccessCheck = (userId: string, networkDirectoryId: string) => Promise<boolean>;

export type MediaServiceDeps = {
  db: Db;
  storage: FileStorage;
  events: EventBus;
  canSeeGroup?: GroupAccessCheck;
};

export function createMediaService({
  db,
  storage,
  events,
  canSeeGroup = async () => false,
}: MediaServiceDeps) {
  const repo = createMediaRepository(db);

  async function toItem(row: MediaRow): Promise<MediaItem> {
    return {
      _id: row.id,
      name: row.name,
      type: row.kind,
      contentType: row.contentType,
      size: row.size,
      url: await storage.signDownload(row.storageKey, {
        contentType: row.contentType,
        fileName: row.name,
      }),
      ownerId: row.ownerId,
      networkDirectoryId: row.networkDirectoryId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function toList(
    found: Awaited<ReturnType<typeof repo.list>>,
    total: number | undefined,
    query: MediaListQuery,
  ): Promise<MediaList> {
    const tabs = Object.fromEntries(
      MEDIA_KINDS.map((kind) => [kind, found.tabs.find((t) => t.kind === kind)?.value ?? 0]),
    ) as Record<MediaKind, number>;
    const rows = await Promise.all(found.rows.map(toItem));
    return { ...toListResponse(rows, total ?? tabs[query.type], query), tabs };
  }

  return {
    async presign(userId: string, body: PresignBody): Promise<PresignResult> {
      checkMediaLimits(body.type, body.contentType, body.size);
      const storageKey = `media/${userId}/${randomUUID()}${EXTENSIONS[body.contentType] ?? ''}`;
      const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
      await repo.insertUpload({
        storageKey,
        userId,
        kind: body.type,
        contentType: body.contentType,
        fileName: body.fileName,
        size: body.size,
        expiresAt,
      });
      const signed = await storage.signUpload({
        key: storageKey,
        contentType: body.contentType,
        size: body.size,
        expiresAt,
      });
      return { ...signed, method: 'PUT', pathname: storageKey, expiresAt: expiresAt.toISOString() };
    },

    async confirm(
      userId: string,
      body: { pathname: string; name?: string; networkDirectoryId?: string },
    ): Promise<MediaItem> {
      const upload = await repo.findUpload(body.pathname, userId);
      if (!upload) throw notFound();
      if (body.networkDirectoryId && !(await canSeeGroup(userId, body.networkDirectoryId)))
        throw notFound();
      const size = await storage.sizeOf(upload.storageKey);
      if (size === undefined) throw badRequest('UPLOAD_NOT_FOUND');
      // S3 cannot look at the bytes on the way in, so every back end checks them here: more
      // bytes than were granted are too large (413), bytes unlike the declared type are refused
      // (415); either way they are removed and the grant stays unconfirmed.
      if (size > upload.size) {
        await storage.remove(upload.storageKey);
        throw new AppError(413, 'FILE_TOO_LARGE');
      }
      const head = size > 0 ? await storage.readHead(upload.storageKey) : undefined;
      if (!head || !matchesSignature(upload.contentType, head)) {
        await storage.remove(upload.storageKey);
        throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED');
      }
      const row = await repo.confirmUpload({
        ownerId: userId,
        networkDirectoryId: body.networkDirectoryId,
        kind: upload.kind,
        name: body.name ?? upload.fileName,
        contentType: upload.contentType,
        size,
        storageKey: upload.storageKey,
      });
      if (!row) throw notFound();
      return toItem(row);
    },

    async listOwn(userId: string, query: MediaListQuery) {
      return toList(await repo.list({ ownerId: userId }, query), undefined, query);
    },

    async listGroup(userId: string, query: MediaListQuery & { networkDirectoryId: string }) {
      if (!(await canSeeGroup(userId, query.networkDirectoryId))) throw notFound();
      return toList(
        await repo.list({ networkDirectoryId: query.networkDirectoryId }, query),
        undefined,
        query,
      );
    },

    /** Media items by id, for the features that attach media (posts). */
    async itemsByIds(ids: string[]): Promise<Map<string, MediaItem>> {
      if (!ids.length) return new Map();
      const rows = await repo.byIds(ids);
      const items = await Promise.all(rows.map(toItem));
      return new Map(items.map((item) => [item._id, item]));
    },

    /** True when every id is a file of this member's library. */
    async ownsAll(userId: string, ids: string[]) {
      if (!ids.length) return true;
      const rows = await repo.ownedAmong(userId, ids);
      return rows.length === new Set(ids).size;
    },

    async getOwn(userId: string, id: string) {
      const row = await repo.findOwned(id, userId);
      if (!row) throw notFound();
      return toItem(row);
    },

    /**
     * An owned image for an organisation's logo or a group's cover: NOT_FOUND when it is not
     * the caller's, FILE_TYPE_NOT_ALLOWED when it is another kind of file (a document, a video).
     */
    async ownedPictureKey(userId: string, id: string) {
      const row = await repo.findOwned(id, userId);
      if (!row) throw notFound();
      if (row.kind !== 'IMAGE' && row.kind !== 'THUMBNAIL')
        throw badRequest('FILE_TYPE_NOT_ALLOWED', { kind: row.kind });
      return row.storageKey;
    },

    /** An owned IMAGE or THUMBNAIL, for use as an avatar; NOT_FOUND otherwise. */
    async ownedImageKey(userId: string, id: string) {
      const row = await repo.findOwned(id, userId);
      if (!row || (row.kind !== 'IMAGE' && row.kind !== 'THUMBNAIL')) throw notFound();
      return row.storageKey;
    },

    async removeOwn(userId: string, id: string) {
      const row = await repo.findOwned(id, userId);
      if (!row) throw notFound();
      // The row and the news that it is gone (avatars that showed it) commit together.
      await db.transaction(async (tx) => {
        await repo.deleteById(row.id, tx);
        await events.emit('media.deleted', { ownerId: userId, storageKey: row.storageKey });
      });
      await storage.remove(row.storageKey);
    },

    /** Removes grants never confirmed, and any bytes uploaded for them. */
    async sweepExpiredUploads(now = new Date()) {
      for (const upload of await repo.expiredUploads(now)) {
        await storage.remove(upload.storageKey);
        await repo.deleteUpload(upload.storageKey);
      }
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
