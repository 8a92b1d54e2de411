import { POST_CONTENT_MAX, POST_MEDIA_MAX } from '@nethub/contract/constants';
import { Stack, Text } from '@mantine/core';
import { UploadList } from '@/components/upload-list';
import { DraftAttachments } from './draft-attachments';
import { MentionTextarea } from './mention-textarea';
import type { PostDraft } from './use-post-draft';

/** The counter shows once a tenth of the room is left. */
const COUNTER_FROM = Math.floor(POST_CONTENT_MAX * 0.9);

type PostDraftFieldsProps = {
  draft: PostDraft;
  label: string;
  autoFocus?: boolean;
  /** The group whose feed the post is in: only its members can be mentioned. */
  networkDirectoryId?: string;
};

/** The text of a post, the files it carries and the uploads under way. */
export function PostDraftFields({
  draft,
  label,
  autoFocus,
  networkDirectoryId,
}: PostDraftFieldsProps) {
  const left = POST_CONTENT_MAX - draft.content.length;
  return (
    <Stack gap="sm">
      <MentionTextarea
        label={label}
        networkDirectoryId={networkDirectoryId}
        onMention={draft.addMention}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={POST_CONTENT_MAX}
        data-autofocus={autoFocus || undefined}
        value={draft.content}
        onValueChange={draft.changeContent}
        error={draft.error}
        description={
          draft.content.length >= COUNTER_FROM
            ? `${left} ${left === 1 ? 'character' : 'characters'} left`
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <DraftAttachments media={draft.media} onRemove={draft.remove} />
      <UploadList entries={draft.uploadEntries} onDismiss={draft.dismissUpload} />
      {draft.attachError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {draft.attachError}
        </Text>
      ) : (
        draft.media.length > 0 && (
          <Text size="xs" c="dimmed">
            {draft.media.length} of {POST_MEDIA_MAX} files
          </Text>
        )
      )}
    </Stack>
  );
}
