/** Media kinds and their limits, free of zod so screens can import them without the schemas. */
export const MEDIA_KINDS = ['DOCUMENT', 'AUDIO', 'VIDEO', 'IMAGE', 'THUMBNAIL'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

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
