import { Group, Loader, Text } from '@mantine/core';
import { useRealtimeStatus } from '@/lib/use-realtime-status';

/**
 * "Reconnecting…" while the live connection is lost: what others write shows once it is back,
 * and what I write waits ("Sending…") and goes then. The live region stays in place, empty
 * while connected, so that screen readers announce the change.
 */
export function ConnectionStatus() {
  const reconnecting = useRealtimeStatus() === 'reconnecting';
  return (
    <div role="status">
      {reconnecting && (
        <Group gap="xs" px="md" py={6} bg="yellow.0" wrap="nowrap">
          <Loader size={14} color="yellow.9" aria-hidden />
          <Text size="sm" c="dark.8">
            Reconnecting…
          </Text>
        </Group>
      )}
    </div>
  );
}
