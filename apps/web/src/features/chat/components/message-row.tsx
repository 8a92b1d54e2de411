import type { ChatMessage } from '@nethub/contract';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useFormatters } from '@/lib/format';
import { isSystemMessage } from '../lib/message-text';
import { Bubble } from './bubble';
import { FileCard } from './file-card';
import { SystemLine } from './system-line';

type MessageRowProps = {
  message: ChatMessage;
  mine: boolean;
  /** Who wrote it, for screen readers ("You" for mine). */
  sender: string;
  /** Shown above others' messages in a group. */
  showSender: boolean;
};

function MessageBody({ message, mine }: { message: ChatMessage; mine: boolean }) {
  if (message.messageType !== 'file') return <Bubble mine={mine}>{message.content}</Bubble>;
  const { file } = message;
  return (
    <FileCard
      name={file?.name ?? message.content}
      size={file?.size ?? null}
      url={file?.url ?? null}
    />
  );
}

/**
 * One message of the conversation. Memoised: a new message re-renders only itself, as the
 * messages already held keep their identity in the cache.
 */
export const MessageRow = memo(function MessageRow({
  message,
  mine,
  sender,
  showSender,
}: MessageRowProps) {
  const format = useFormatters();
  if (isSystemMessage(message.messageType)) return <SystemLine message={message} />;
  return (
    <Stack component="li" gap={2} align={mine ? 'flex-end' : 'flex-start'}>
      {showSender ? (
        <Text size="xs" fw={600} c="dimmed">
          {sender}
        </Text>
      ) : (
        <VisuallyHidden>{sender}:</VisuallyHidden>
      )}
      <MessageBody message={message} mine={mine} />
      <Text component="time" dateTime={message.createdAt} size="xs" c="dimmed">
        {format.time(message.createdAt)}
      </Text>
    </Stack>
  );
});
