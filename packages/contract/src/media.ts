import { z } from 'zod';
import { listQuery, listResponse } from './common.js';
import { MEDIA_KINDS } from './constants/media-limits.js';

export const mediaKind = z.enum(MEDIA_KINDS);

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
