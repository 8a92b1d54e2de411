import { z } from 'zod';
import { listQuery, listResponse } from './common.js';

export const mediaKind = z.enum(['DOCUMENT', 'AUDIO', 'VIDEO', 'IMAGE', 'THUMBNAIL']);
export type MediaKind = z.infer<typeof mediaKind>;
export const MEDIA_KINDS = mediaKind.options;

const MB = 1024 * 1024;
/** What each kind accepts: size ceiling and content types. The server checks both, and the bytes. */
export const MEDIA_LIMITS: Record<
  MediaKind,
  { maxBytes: number; contentTypes: string[]; label: string }
> = {
  DOCUMENT: {
    label: 'Documents',
    maxBytes: 25 * MB,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'text/plain',
      'text/csv',
    ],
  },
  AUDIO: {
    label: 'Audio',
    maxBytes: 50 * MB,
    contentTypes: ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg', 'audio/webm'],
  },
  VIDEO: {
    label: 'Video',
    maxBytes: 200 * MB,
    contentTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
  },
  IMAGE: {
    label: 'Images',
    maxBytes: 10 * MB,
    contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
  THUMBNAIL: {
    label: 'Thumbnails',
    maxBytes: 2 * MB,
    contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  },
};

export const presignBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().trim().toLowerCase().max(120),
  size: z.number().int().min(1),
  type: mediaKind,
});
export type PresignBody = z.infer<typeof presignBody>;

/** PUT the file's bytes to `url` with the given headers; then POST /media with `pathname`. */
export const presignResult = z.object({
  url: z.string(),
  pathname: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type PresignResult = z.infer<typeof presignResult>;

export const createMediaBody = z.object({
  pathname: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(200).optional(),
  networkDirectoryId: z.uuid().optional(),
});

export const mediaItem = z.object({
  _id: z.uuid(),
  name: z.string(),
  type: mediaKind,
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  ownerId: z.uuid(),
  networkDirectoryId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaListQuery = listQuery.extend({
  type: mediaKind.default('DOCUMENT'),
  networkDirectoryId: z.uuid().optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

export const mediaList = listResponse(mediaItem).extend({
  tabs: z.record(mediaKind, z.number().int()),
});
export type MediaList = z.infer<typeof mediaList>;
