import type { ChatMessage } from '@nethub/contract';
import { Box, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useFormatters, type Formatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeleteMessage, useReactToMessage } from '../api/change-message';
import type { OutboxEntry } from '../lib/outbox';
import { ConfirmModal } from './confirm-modal';
import { changeError, MessageRow } from './message-row';
import { PendingRow } from './pending-row';

type Item =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; entry: OutboxEntry };

/** Messages and those on their way, oldest first, with a line where each day starts. */
function withDays(format: Formatters, messages: ChatMessage[], pending: OutboxEntry[]) {
  const items: Item[] = [];
  let day = '';
  const startDay = (iso: string) => {
    const label = dayOf(format, iso);
    if (label !== day) items.push({ kind: 'day', key: `day-${label}`, label });
    day = label;
  };
  for (const message of messages) {
    startDay(message.createdAt);
    items.push({ kind: 'message', key: message._id, message });
  }
  for (const entry of pending) {
    startDay(entry.createdAt);
    items.push({ kind: 'pending', key: entry.clientId, entry });
  }
  return items;
}

/**
 * `format.date`, remembered for each set of formatters (Intl formatting is the costly part of a
 * long history's render, and the list renders again with every message that arrives).
 */
const dayLabels = new WeakMap<Formatters, Map<string, string>>();
function dayOf(format: Formatters, iso: string) {
  let labels = dayLabels.get(format);
  if (!labels) dayLabels.set(format, (labels = new Map()));
  let label = labels.get(iso);
  if (label === undefined) labels.set(iso, (label = format.date(iso)));
  return label;
}

type MessageListProps = {
  /** The messages shown, oldest first. */
  messages: ChatMessage[];
  /** Earlier messages can be shown (held, or to load). */
  hasEarlier: boolean;
  loadingEarlier: boolean;
  pending: OutboxEntry[];
  me: string;
  /** Names of the conversation's members, by id. */
  names: Map<string, string>;
  isGroup: boolean;
  onRetry: (clientId: string) => void;
  onReply: (message: ChatMessage) => void;
  onJump: (target: { _id: string; timeToken: string }) => void;
  /** The message just jumped to. */
  highlighted: string | null;
  /** My latest message and who has read it (read receipts). */
  seen: { messageId: string; readers: string[] } | null;
  scrollRef: React.RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  onLoadEarlier: () => void;
};

/** The conversation, newest at the bottom; earlier messages load above on demand. */
export function MessageList({
  messages,
  hasEarlier,
  loadingEarlier,
  pending,
  me,
  names,
  isGroup,
  onRetry,
  onReply,
  onJump,
  highlighted,
  seen,
  scrollRef,
  onScroll,
  onLoadEarlier,
}: MessageListProps) {
  const format = useFormatters();
  // One set of mutations and one confirmation for all the rows: a long history stays light.
  const { mutate: react } = useReactToMessage();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const handleReact = useCallback(
    (message: ChatMessage, emoji: string, reacted: boolean) =>
      react(
        { id: message._id, emoji, reacted },
        { onError: (error) => notify.error(changeError(error)) },
      ),
    [react],
  );
  const items = useMemo(() => {
    const sent = new Set(messages.map((message) => message.clientId));
    const waiting = pending.filter((entry) => !sent.has(entry.clientId));
    return withDays(format, messages, waiting);
  }, [format, messages, pending]);

  const senderOf = (message: ChatMessage) =>
    message.userId === me ? 'You' : (names.get(message.userId ?? '') ?? 'Former member');

  return (
    <Box
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      px="md"
      py="sm"
      style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
    >
      {hasEarlier && (
        <Center mb="sm">
          <Button variant="subtle" size="xs" onClick={onLoadEarlier} loading={loadingEarlier}>
            Load earlier messages
          </Button>
        </Center>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No messages yet. Say hello!
        </Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            if (item.kind === 'day')
              return (
                <li key={item.key}>
                  <Divider label={item.label} labelPosition="center" />
                </li>
              );
            if (item.kind === 'pending')
              return <PendingRow key={item.key} entry={item.entry} onRetry={onRetry} />;
            const mine = item.message.userId === me;
            return (
              <MessageRow
                key={item.key}
                message={item.message}
                mine={mine}
                me={me}
                sender={senderOf(item.message)}
                showSender={isGroup && !mine}
                names={names}
                onReact={handleReact}
                onDelete={setDeleting}
                onReply={onReply}
                onJump={onJump}
                highlighted={highlighted === item.message._id}
                readers={seen?.messageId === item.message._id ? seen.readers : undefined}
                isGroup={isGroup}
              />
            );
          })}
        </Stack>
      )}
      {deleting && (
        <ConfirmModal
          opened
          title="Delete this message?"
          text="It will show as deleted for everyone in the conversation."
          confirmLabel="Delete"
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => setDeleting(null),
              onError: (error) => notify.error(changeError(error)),
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
