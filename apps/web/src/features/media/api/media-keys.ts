import type { MediaKind } from '@nethub/contract';
import { mediaKeys as baseKeys } from '@/lib/upload';

export const mediaKeys = {
  all: baseKeys.all,
  list: (query: { type: MediaKind; textSearch: string }) =>
    [...baseKeys.all, 'list', query] as const,
};
