import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CHAT_TEXT } from '../chat-constants';
import type { OutboxEntry } from '../lib/outbox';
import { Bubble } from './bubble';
import { FileCard } from './file-card';

type PendingRowProps = { entry: OutboxEntry; onRetry: (clientId: string) => void };

/** A message of mine on its way: "Sending…", or "Not sent" with a way to send it again. */
export function PendingRow({ entry, onRetry }: PendingRowProps) {
  const failed = entry.status === 'failed';
  return (
    <Stack component="li" gap={2} align="flex-end">
      <VisuallyHidden>You:</VisuallyHidden>
      {entry.messageType === 'file' ? (
        <FileCard
          name={entry.file?.name ?? entry.content}
          size={entry.file?.size ?? null}
          url={null}
        />
      ) : (
        <Bubble mine>{entry.content}</Bubble>
      )}
      {failed ? (
        <Group gap={4} wrap="nowrap">
          <IconAlertCircle size={14} color="var(--mantine-color-red-9)" aria-hidden />
          <Text size="xs" c="var(--mantine-color-error)">
            {CHAT_TEXT.notSent} —
          </Text>
          <Button
            variant="subtle"
            color="red.9"
            size="compact-xs"
            onClick={() => onRetry(entry.clientId)}
          >
            Retry
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          Sending…
        </Text>
      )}
    </Stack>
  );
}
