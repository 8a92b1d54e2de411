import type { MediaItem } from '@nethub/contract';

/** Pictures show in the post; every other file is a download. */
export const isPicture = (item: MediaItem) => item.type === 'IMAGE' || item.type === 'THUMBNAIL';
