import { POST_MESSAGES } from '@nethub/contract/constants';
import { createPostBody } from '@nethub/contract';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { getErrorMessage, getFieldErrors } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageToasts } from '@/lib/page-toasts';
import { useCreatePost } from '../api/create-post';
import { AttachFilesButton } from './attach-files-button';
import { PostDraftFields } from './post-draft-fields';
import { usePostDraft } from './use-post-draft';

/** Writes a post to the community feed, or to one group's feed. */
export function PostComposer({ networkDirectoryId }: { networkDirectoryId?: string }) {
  const draft = usePostDraft();
  const create = useCreatePost();
  // "Published" is about this feed: it closes when the member opens the post or leaves.
  const pageToast = usePageToasts();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = draft.parse(createPostBody, { networkDirectoryId });
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        pageToast(notify.success(POST_MESSAGES.created));
        draft.clear();
      },
      onError: (error) => {
        const fields = getFieldErrors(error);
        const fieldError = fields.content ?? fields.mediaIds ?? fields.mentionIds;
        if (fieldError) draft.setError(fieldError);
        else notify.error(getErrorMessage(error));
      },
    });
  };

  return (
    <Paper
      component="form"
      withBorder
      p="md"
      noValidate
      onSubmit={handleSubmit}
      aria-label="New post"
    >
      <Stack gap="sm">
        <PostDraftFields
          draft={draft}
          networkDirectoryId={networkDirectoryId}
          label={`Share something with the ${networkDirectoryId ? 'group' : 'community'}`}
        />
        <Group justify="space-between" gap="sm">
          <AttachFilesButton draft={draft} disabled={create.isPending} />
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={draft.isEmpty || draft.uploading}
            loading={create.isPending}
          >
            Post
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
