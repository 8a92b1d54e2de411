import { MEDIA_LIMITS, POST_MEDIA_MAX } from '@nethub/contract/constants';
import type { MediaItem, MediaKind, Mention } from '@nethub/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { useMediaUpload } from '@/lib/upload';
import { mentionIdsIn } from './mentions';

/** A post carries pictures, shown in it, and documents, offered for download. */
export const ATTACHABLE_TYPES = [
  ...MEDIA_LIMITS.IMAGE.contentTypes,
  ...MEDIA_LIMITS.DOCUMENT.contentTypes,
];

const TOO_MANY_FILES = `A post can carry up to ${POST_MEDIA_MAX} files.`;

const kindOf = (file: File): MediaKind =>
  MEDIA_LIMITS.IMAGE.contentTypes.includes(file.type.toLowerCase()) ? 'IMAGE' : 'DOCUMENT';

type DraftValues = { content: string; media: MediaItem[]; mentions?: Mention[] };

const EMPTY_DRAFT: DraftValues = { content: '', media: [], mentions: [] };

/**
 * The text and files of a post being written or edited. Files go to the member's media
 * library first (presign, PUT, confirm); the post then refers to them by id.
 */
export function usePostDraft(initial: DraftValues = EMPTY_DRAFT) {
  const [content, setContent] = useState(initial.content);
  const [media, setMedia] = useState(initial.media);
  // Members picked while writing (and those the post mentioned): sent if the text still names them.
  const [mentions, setMentions] = useState<Mention[]>(initial.mentions ?? []);
  const [error, setError] = useState<string | null>(null);
  const [attachError, setAttachError] = useState<string | null>(null);
  const uploads = useMediaUpload({ onUploaded: (item) => setMedia((list) => [...list, item]) });

  // Finished uploads show as attachments; the list keeps those under way and those that failed.
  const uploadEntries = uploads.entries.filter((entry) => entry.status !== 'done');
  const underWay = uploadEntries.filter((entry) => entry.status !== 'failed').length;
  const room = POST_MEDIA_MAX - media.length - underWay;

  const attach = (files: File[]) => {
    setAttachError(files.length > room ? TOO_MANY_FILES : null);
    const accepted = files.slice(0, Math.max(room, 0));
    for (const kind of ['IMAGE', 'DOCUMENT'] as const) {
      const batch = accepted.filter((file) => kindOf(file) === kind);
      if (batch.length) void uploads.upload(batch, kind);
    }
  };

  const changeContent = (value: string) => {
    setContent(value);
    setError(null);
  };

  const addMention = (member: Mention) =>
    setMentions((list) => [...list.filter((item) => item._id !== member._id), member]);

  const remove = (id: string) => {
    setMedia((list) => list.filter((item) => item._id !== id));
    setAttachError(null);
  };

  const clear = () => {
    setContent('');
    setMedia([]);
    setMentions([]);
    setError(null);
    setAttachError(null);
    for (const entry of uploadEntries) uploads.dismiss(entry.id);
  };

  /** The request body as `schema` reads it, or null with its first complaint shown. */
  const parse = <Schema extends z.ZodType>(schema: Schema, extra: object = {}) => {
    const result = schema.safeParse({
      content,
      mediaIds: media.map((item) => item._id),
      mentionIds: mentionIdsIn(content, mentions),
      ...extra,
    });
    if (result.success) return result.data;
    setError(result.error.issues[0]?.message ?? null);
    return null;
  };

  return {
    content,
    media,
    error,
    setError,
    attachError,
    uploadEntries,
    uploading: underWay > 0,
    isEmpty: !content && media.length === 0,
    canAttach: room > 0,
    changeContent,
    addMention,
    attach,
    remove,
    clear,
    dismissUpload: uploads.dismiss,
    parse,
  };
}

export type PostDraft = ReturnType<typeof usePostDraft>;
