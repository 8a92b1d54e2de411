import { ErrorCode, MEDIA_LIMITS } from '@nethub/contract/constants';
import type { MediaItem, MediaKind, PresignResult } from '@nethub/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api, unwrap, type Envelope } from './api-client';
import { getErrorCode, getErrorDetails, getErrorMessage, getErrorStatus, MESSAGES } from './errors';
import { fileSize } from './format';
import { createClient, isHttpError } from './http';

/**
 * Media uploads in three steps, in one place for every screen that uploads (the media library,
 * the profile photo): ask for a signed upload URL, PUT the bytes there, then confirm.
 */

/** Every media query starts with this key, so one upload refreshes lists and tab counts. */
export const mediaKeys = { all: ['media'] as const };

/** The signed URL is the permission: no session header, no cookies (it may be S3's host). */
const storage = createClient();

/** An upload that failed, worded for the member. */
export class UploadError extends Error {
  override name = 'UploadError';
}

const kindName = (kind: MediaKind) => MEDIA_LIMITS[kind].label.toLowerCase();

export const tooLargeMessage = (fileName: string, kind: MediaKind) =>
  `${fileName} is too large: ${fileSize(MEDIA_LIMITS[kind].maxBytes)} at most for ${kindName(kind)}.`;

export const wrongTypeMessage = (fileName: string, kind: MediaKind) =>
  `${fileName}: this file type is not accepted for ${kindName(kind)}.`;

/** What is wrong with a file before the server is asked, or null when it may be sent. */
export function checkFile(file: File, kind: MediaKind): string | null {
  const limits = MEDIA_LIMITS[kind];
  if (!limits.contentTypes.includes(file.type.toLowerCase()))
    return wrongTypeMessage(file.name, kind);
  if (file.size > limits.maxBytes) return tooLargeMessage(file.name, kind);
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

type Step = 'presign' | 'put' | 'confirm';

function describeFailure(error: unknown, step: Step, file: File, kind: MediaKind) {
  // No answer at all (offline, the bucket's CORS rule missing, the store down): the browser
  // says only that the network failed. The bytes go to the file store, the other steps to Net Hub.
  if (isHttpError(error) && error.code === 'ERR_NETWORK')
    return step === 'put' ? MESSAGES.uploadUnreachable : MESSAGES.generic;
  // The server words size and type refusals itself ("The file is too large: ...").
  const detail = getErrorDetails<{ message: unknown }>(error).message;
  if (typeof detail === 'string' && detail) return detail;
  const code = getErrorCode(error);
  const status = getErrorStatus(error);
  if (code === ErrorCode.FILE_TOO_LARGE || status === 413) return tooLargeMessage(file.name, kind);
  if (code === ErrorCode.FILE_TYPE_NOT_ALLOWED || status === 415)
    return step === 'confirm'
      ? `${file.name}: its content is not a valid file for ${kindName(kind)}.`
      : wrongTypeMessage(file.name, kind);
  if (step === 'put' && status === 403) return MESSAGES.uploadLinkExpired;
  if (code === ErrorCode.UPLOAD_NOT_FOUND) return MESSAGES.uploadNotFound;
  return getErrorMessage(error);
}

type UploadOptions = {
  /** 0 to 100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** Uploads one file into the member's library and returns the new media item. */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  { onProgress, signal }: UploadOptions = {},
): Promise<MediaItem> {
  const problem = checkFile(file, kind);
  if (problem) throw new UploadError(problem);
  let step: Step = 'presign';
  try {
    const target = unwrap(
      await api.post<Envelope<PresignResult>>(
        '/media/get-presigned-url',
        { fileName: file.name, contentType: file.type, size: file.size, type: kind },
        { signal },
      ),
    );
    step = 'put';
    await storage.request({
      method: target.method,
      url: target.url,
      data: file,
      // Exactly the signed headers: anything else may break the signature.
      headers: target.headers,
      signal,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
      },
    });
    onProgress?.(100);
    step = 'confirm';
    return unwrap(
      await api.post<Envelope<MediaItem>>(
        '/media',
        { pathname: target.pathname, name: file.name },
        { signal },
      ),
    );
  } catch (error) {
    throw new UploadError(describeFailure(error, step, file, kind), { cause: error });
  }
}

export type UploadEntry = {
  id: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

let lastEntryId = 0;

type UseMediaUploadOptions = {
  /** Runs after each file is stored (a toast, setting it as the profile photo...). */
  onUploaded?: (media: MediaItem) => unknown;
};

/**
 * Uploads files one after another, tracking each one's progress, and refreshes every media
 * query after each success. Files refused in the browser are listed as failed at once.
 */
export function useMediaUpload({ onUploaded }: UseMediaUploadOptions = {}) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef(Promise.resolve());

  const patch = (id: number, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  /** A new batch replaces the finished entries of the previous ones. */
  const addEntries = (added: UploadEntry[]) =>
    setEntries((list) => [
      ...list.filter((entry) => entry.status === 'waiting' || entry.status === 'uploading'),
      ...added,
    ]);

  const reject = (files: File[], kind: MediaKind) =>
    addEntries(
      files.map((file) => ({
        id: ++lastEntryId,
        name: file.name,
        percent: 0,
        status: 'failed',
        // A file that passes the checks was refused for coming with others (one at a time).
        error: checkFile(file, kind) ?? `${file.name}: please choose one file at a time.`,
      })),
    );

  const run = async (batch: { id: number; file: File }[], kind: MediaKind) => {
    const stored: MediaItem[] = [];
    for (const { id, file } of batch) {
      patch(id, { status: 'uploading' });
      try {
        const media = await uploadMedia(file, kind, {
          onProgress: (percent) => patch(id, { percent }),
        });
        patch(id, { status: 'done', percent: 100 });
        stored.push(media);
        void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        await onUploaded?.(media);
      } catch (error) {
        patch(id, {
          status: 'failed',
          error: error instanceof UploadError ? error.message : getErrorMessage(error),
        });
      }
    }
    return stored;
  };

  /** Queues the files behind any upload still running; resolves with what was stored. */
  const upload = (files: File[], kind: MediaKind) => {
    const batch = files.map((file) => ({ id: ++lastEntryId, file }));
    addEntries(
      batch.map(({ id, file }) => ({ id, name: file.name, percent: 0, status: 'waiting' })),
    );
    const result = queue.current.then(() => run(batch, kind));
    queue.current = result.then(() => undefined);
    return result;
  };

  const dismiss = (id: number) => setEntries((list) => list.filter((entry) => entry.id !== id));

  const uploading = entries.some(
    (entry) => entry.status === 'waiting' || entry.status === 'uploading',
  );

  return { entries, uploading, upload, reject, dismiss };
}
