import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { ChatClient } from '../lib/chat-client';

/** "Ben is typing…", "Ben and Cara are typing…", "Several people are typing…". */
export function typingText(names: string[]) {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

type TypingLineProps = { client: ChatClient; channel: string; names: Map<string, string> };

/** Who is typing in the conversation, as the connection tells it; the line keeps its height. */
export function TypingLine({ client, channel, names }: TypingLineProps) {
  const typists = useSyncExternalStore(client.typists.subscribe, () => client.typists.in(channel));
  const text = typingText(typists.map((id) => names.get(id) ?? 'Someone'));
  return (
    <Text role="status" size="xs" c="dimmed" px="md" mih={18} style={{ fontStyle: 'italic' }}>
      {text}
    </Text>
  );
}
