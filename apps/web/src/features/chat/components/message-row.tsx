import type { ChatMessage } from '@nethub/contract';
import { CHAT_DELETED_TEXT, CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '@nethub/contract/constants';
import { Button, Group, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { memo, useState } from 'react';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEditMessage } from '../api/change-message';
import { CHAT_TEXT } from '../chat-constants';
import { isSystemMessage } from '../lib/message-text';
import { Bubble } from './bubble';
import { FileCard } from './file-card';
import { MessageActions } from './message-actions';
import { QuoteBlock } from './quote-block';
import { ReactionBar } from './reaction-bar';
import { ReceiptLine } from './receipt-line';
import { SystemLine } from './system-line';

type MessageRowProps = {
  message: ChatMessage;
  mine: boolean;
  me: string;
  /** Who wrote it, for screen readers ("You" for mine). */
  sender: string;
  /** Shown above others' messages in a group. */
  showSender: boolean;
  /** Names of the conversation's members, by id: who reacted. */
  names: Map<string, string>;
  /** Stable callbacks of the list (one set of mutations for every row). */
  onReact: (message: ChatMessage, emoji: string, reacted: boolean) => void;
  onDelete: (message: ChatMessage) => void;
  onReply: (message: ChatMessage) => void;
  /** Shows a message of the history (the original of a quote). */
  onJump: (target: { _id: string; timeToken: string }) => void;
  /** Just jumped to: marked for a moment. */
  highlighted?: boolean;
  /** My latest message: who has read it (read receipts), by name. */
  readers?: string[];
  isGroup?: boolean;
};

/** The id of a message's row: a jump finds it, scrolls to it and focuses it. */
export const messageRowId = (id: string) => `chat-message-${id}`;

function MessageBody({ message, mine }: { message: ChatMessage; mine: boolean }) {
  if (message.deletedAt)
    return (
      <Text size="sm" c="dimmed" fs="italic" px="sm" py={6}>
        {CHAT_DELETED_TEXT}
      </Text>
    );
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

/** Refusals of a message change, in our words. */
export function changeError(error: unknown) {
  const code = getErrorCode(error);
  if (code === 'MESSAGE_CHANGED') return CHAT_TEXT.messageChanged;
  if (code === 'MESSAGE_DELETED') return CHAT_TEXT.messageDeleted;
  return getErrorMessage(error);
}

type EditFormProps = {
  message: ChatMessage;
  onDone: () => void;
};

/** My message's text in place: Enter saves, Escape (or Cancel) leaves it as it was. */
function EditForm({ message, onDone }: EditFormProps) {
  const [text, setText] = useState(message.content);
  const edit = useEditMessage();
  const content = text.trim();
  const tooLong = content.length > CHAT_MESSAGE_MAX;
  const save = () => {
    if (!content || tooLong) return;
    if (content === message.content) return onDone();
    edit.mutate(
      { id: message._id, content, version: message.version },
      { onSuccess: onDone, onError: (error) => notify.error(changeError(error)) },
    );
  };
  return (
    <Stack
      component="form"
      gap={4}
      w="min(480px, 85%)"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Textarea
        aria-label="Edit message"
        autosize
        minRows={1}
        maxRows={6}
        data-autofocus
        autoFocus
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save();
          }
        }}
        error={tooLong ? CHAT_MESSAGES.tooLong : undefined}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          size="compact-sm"
          type="submit"
          loading={edit.isPending}
          disabled={!content || tooLong}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One message of the conversation, with what I can do with it (react; edit or delete mine).
 * Memoised: a new message re-renders only itself, as the messages already held keep their
 * identity in the cache.
 */
export const MessageRow = memo(function MessageRow({
  message,
  mine,
  me,
  sender,
  showSender,
  names,
  onReact,
  onDelete,
  onReply,
  onJump,
  highlighted = false,
  readers,
  isGroup = false,
}: MessageRowProps) {
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  if (isSystemMessage(message.messageType)) return <SystemLine message={message} />;

  const time = format.time(message.createdAt);
  const handleReact = (emoji: string, reacted: boolean) => onReact(message, emoji, reacted);

  const quote = message.replyTo;
  const quoteAuthor = quote
    ? quote.userId === me
      ? 'You'
      : (names.get(quote.userId ?? '') ?? 'Former member')
    : '';

  return (
    <Stack
      component="li"
      id={messageRowId(message._id)}
      tabIndex={-1}
      gap={2}
      align={mine ? 'flex-end' : 'flex-start'}
      data-highlighted={highlighted || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        transition: 'background-color 300ms',
        background: highlighted ? 'var(--mantine-color-yellow-light)' : undefined,
      }}
    >
      {showSender ? (
        <Text size="xs" fw={600} c="dimmed">
          {sender}
        </Text>
      ) : (
        <VisuallyHidden>{sender}:</VisuallyHidden>
      )}
      {quote && !message.deletedAt && (
        <QuoteBlock quote={quote} author={quoteAuthor} onJump={onJump} />
      )}
      {editing ? (
        <EditForm message={message} onDone={() => setEditing(false)} />
      ) : (
        <Group
          gap={4}
          wrap="nowrap"
          align="center"
          justify={mine ? 'flex-end' : 'flex-start'}
          style={{ flexDirection: mine ? 'row-reverse' : 'row', maxWidth: '100%' }}
        >
          <MessageBody message={message} mine={mine} />
          {!message.deletedAt && (
            <MessageActions
              message={message}
              mine={mine}
              me={me}
              label={`message from ${sender} at ${time}`}
              onReact={handleReact}
              onReply={() => onReply(message)}
              onEdit={() => setEditing(true)}
              onDelete={() => onDelete(message)}
            />
          )}
        </Group>
      )}
      {!message.deletedAt && (
        <ReactionBar message={message} me={me} names={names} onReact={handleReact} />
      )}
      <Text size="xs" c="dimmed">
        <time dateTime={message.createdAt}>{time}</time>
        {message.editedAt && !message.deletedAt && ` · ${CHAT_TEXT.edited}`}
      </Text>
      {readers && <ReceiptLine readers={readers} isGroup={isGroup} />}
    </Stack>
  );
});
