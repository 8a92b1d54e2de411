import type { MediaItem } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/lib/browser';
import { MESSAGES } from '@/lib/errors';
import { createClient } from '@/lib/http';
import { notify } from '@/lib/notify';

/** The item's URL is signed: it needs no session header (and may be another host). */
const files = createClient();

/** Fetches the file and saves it under its own name, whatever the host's headers say. */
export async function downloadMedia(item: Pick<MediaItem, 'url' | 'name'>) {
  const response = await files.get<Blob>(item.url, { responseType: 'blob' });
  saveBlob(response.data, item.name);
}

export const useDownloadMedia = () =>
  useMutation({
    mutationFn: downloadMedia,
    onError: () => notify.error(MESSAGES.downloadFailed),
  });
