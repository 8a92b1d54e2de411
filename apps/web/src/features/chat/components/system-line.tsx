import type { ChatMessage } from '@nethub/contract';
import { Text } from '@mantine/core';
import { useFormatters } from '@/lib/format';

/** A group event told in the conversation ("A member has been added"), centred and muted. */
export function SystemLine({ message }: { message: ChatMessage }) {
  const format = useFormatters();
  return (
    <Text component="li" size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
      {message.content} ·{' '}
      <Text component="time" dateTime={message.createdAt} inherit>
        {format.time(message.createdAt)}
      </Text>
    </Text>
  );
}
