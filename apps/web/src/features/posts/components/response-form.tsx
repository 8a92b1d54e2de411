import { POST_RESPONSE_MAX } from '@nethub/contract/constants';
import type { Mention } from '@nethub/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCreatePostResponse } from '../api/create-post-response';
import { MentionTextarea } from './mention-textarea';
import { mentionIdsIn } from './mentions';

/** The counter shows once a tenth of the room is left. */
const COUNTER_FROM = Math.floor(POST_RESPONSE_MAX * 0.9);

/** Replies to a post; the reply joins the end of the conversation. */
export function ResponseForm({
  postId,
  networkDirectoryId,
}: {
  postId: string;
  /** The post's group: only its members can be mentioned. */
  networkDirectoryId?: string;
}) {
  const [content, setContent] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const create = useCreatePostResponse();
  const left = POST_RESPONSE_MAX - content.length;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) return;
    create.mutate(
      { postId, content: content.trim(), mentionIds: mentionIdsIn(content, mentions) },
      {
        onSuccess: () => {
          setContent('');
          setMentions([]);
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Reply to this post">
      <Stack gap="sm">
        <MentionTextarea
          label="Your response"
          networkDirectoryId={networkDirectoryId}
          onMention={(member) =>
            setMentions((list) => [...list.filter((m) => m._id !== member._id), member])
          }
          autosize
          minRows={2}
          maxRows={8}
          maxLength={POST_RESPONSE_MAX}
          value={content}
          onValueChange={setContent}
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
