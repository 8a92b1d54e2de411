import { POST_RESPONSE_MAX } from '@nethub/contract/constants';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCreatePostResponse } from '../api/create-post-response';

/** The counter shows once a tenth of the room is left. */
const COUNTER_FROM = Math.floor(POST_RESPONSE_MAX * 0.9);

/** Replies to a post; the reply joins the end of the conversation. */
export function ResponseForm({ postId }: { postId: string }) {
  const [content, setContent] = useState('');
  const create = useCreatePostResponse();
  const left = POST_RESPONSE_MAX - content.length;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) return;
    create.mutate(
      { postId, content: content.trim() },
      {
        onSuccess: () => setContent(''),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Reply to this post">
      <Stack gap="sm">
        <Textarea
          label="Your response"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={POST_RESPONSE_MAX}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          description={content.length >= COUNTER_FROM ? `${left} characters left` : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconMessageReply size={16} aria-hidden />}
            disabled={!content.trim()}
            loading={create.isPending}
          >
            Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
