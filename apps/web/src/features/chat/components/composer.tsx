import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, MEDIA_LIMITS } from '@nethub/contract/constants';
import type { MediaItem, MediaKind } from '@nethub/contract';
import { ActionIcon, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { UploadList } from '@/components/upload-list';
import { useMediaUpload } from '@/lib/upload';

/** What a file message may carry: the media library's kinds, thumbnails aside. */
const ATTACHABLE_KINDS: MediaKind[] = ['IMAGE', 'DOCUMENT', 'AUDIO', 'VIDEO'];
const ATTACHABLE_TYPES = ATTACHABLE_KINDS.flatMap((kind) => MEDIA_LIMITS[kind].contentTypes);

/** A file of no accepted type is tried as a document: the upload then says why it is refused. */
const kindOf = (file: File) =>
  ATTACHABLE_KINDS.find((kind) =>
    MEDIA_LIMITS[kind].contentTypes.includes(file.type.toLowerCase()),
  ) ?? 'DOCUMENT';

type ComposerProps = {
  onSend: (content: string) => void;
  /** Called as I type (the chat client throttles what it tells the others). */
  onTyping?: () => void;
  onSendFile: (media: MediaItem) => void;
  /** The message my next one answers: shown above the box until sent or cancelled. */
  replyingTo?: { key: string; author: string; excerpt: string } | null;
  onCancelReply?: () => void;
};

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; at most 1000 characters (spec
 * §5). A file goes to the media library first, then into the conversation.
 */
export function Composer({
  onSend,
  onSendFile,
  onTyping,
  replyingTo,
  onCancelReply,
}: ComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const replyKey = replyingTo?.key;
  // Choosing Reply puts me in the box, ready to write.
  useEffect(() => {
    if (replyKey) box.current?.focus();
  }, [replyKey]);
  const uploads = useMediaUpload({ onUploaded: onSendFile });
  const content = text.trim();
  const tooLong = content.length > CHAT_MESSAGE_MAX;
  const canSend = content.length > 0 && !tooLong;

  const submit = () => {
    if (!canSend) return;
    onSend(content);
    setText('');
  };
  const handleKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyingTo) {
      event.preventDefault();
      onCancelReply?.();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const handleAttach = (file: File | null) => {
    if (file) void uploads.upload([file], kindOf(file));
  };

  return (
    <Stack gap="xs" p="sm">
      <UploadList
        entries={uploads.entries.filter((entry) => entry.status !== 'done')}
        onDismiss={uploads.dismiss}
      />
      {replyingTo && (
        <Group
          gap="xs"
          wrap="nowrap"
          px="sm"
          py={4}
          style={{ borderLeft: '3px solid var(--mantine-color-blue-6)' }}
        >
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={600}>
              Replying to {replyingTo.author}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {replyingTo.excerpt}
            </Text>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label="Cancel reply"
            onClick={onCancelReply}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <FileButton
            onChange={handleAttach}
            accept={ATTACHABLE_TYPES.join(',')}
            inputProps={{ 'aria-label': 'Attach a file' }}
          >
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                color="gray.7"
                size="input-sm"
                aria-label="Attach a file"
                loading={uploads.uploading}
              >
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            ref={box}
            aria-label={replyingTo ? `Reply to ${replyingTo.author}` : 'Message'}
            placeholder={replyingTo ? 'Write a reply' : 'Write a message'}
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (event.currentTarget.value.trim()) onTyping?.();
            }}
            onKeyDown={handleKeyDown}
            error={tooLong ? CHAT_MESSAGES.tooLong : undefined}
            style={{ flex: 1 }}
          />
          <ActionIcon type="submit" size="input-sm" aria-label="Send" disabled={!canSend}>
            <IconSend size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}
