import { POST_MESSAGES } from '@nethub/contract/constants';
import { updatePostBody, type Post } from '@nethub/contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { getErrorMessage, getFieldErrors } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdatePost } from '../api/update-post';
import { AttachFilesButton } from './attach-files-button';
import { PostDraftFields } from './post-draft-fields';
import { usePostDraft } from './use-post-draft';

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const draft = usePostDraft({
    content: post.content,
    media: post.media,
    mentions: post.mentions,
  });
  const update = useUpdatePost();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = draft.parse(updatePostBody);
    if (!body) return;
    update.mutate(
      { id: post._id, body },
      {
        onSuccess: () => {
          notify.success(POST_MESSAGES.updated);
          onDone();
        },
        onError: (error) => {
          const fieldError = getFieldErrors(error).content;
          if (fieldError) draft.setError(fieldError);
          else notify.error(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Edit post">
      <Stack>
        <PostDraftFields
          draft={draft}
          label="Post"
          autoFocus
          networkDirectoryId={post.group?._id}
        />
        <Group justify="space-between" gap="sm">
          <AttachFilesButton draft={draft} disabled={update.isPending} />
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={draft.uploading}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type EditPostModalProps = { post: Post; opened: boolean; onClose: () => void };

/** The author's edit: the text and the files. */
export function EditPostModal({ post, opened, onClose }: EditPostModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit post"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so each opening starts from the saved post. */}
      {opened && <EditPostForm post={post} onDone={onClose} />}
    </Modal>
  );
}
