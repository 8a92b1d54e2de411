import type { MediaItem } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@/lib/errors';
import { createClient } from '@/lib/http';
import { notify } from '@/lib/notify';

/** The item's URL is signed: it needs no session header (and may be another host). */
const files = createClient();

/** Fetches the file and saves it under its own name, whatever the host's headers say. */
export async function downloadMedia(item: Pick<MediaItem, 'url' | 'name'>) {
  const response = await files.get<Blob>(item.url, { responseType: 'blob' });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = item.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the save before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export const useDownloadMedia = () =>
  useMutation({
    mutationFn: downloadMedia,
    onError: () => notify.error(MESSAGES.downloadFailed),
  });
