import { useMemo, useSyncExternalStore } from 'react';
import type { ChatClient } from '../lib/chat-client';

/** My messages on their way to `channel`, and those that failed. */
export function useOutbox(client: ChatClient, channel: string) {
  const entries = useSyncExternalStore(client.outbox.subscribe, client.outbox.entries);
  return useMemo(() => entries.filter((entry) => entry.channel === channel), [entries, channel]);
}
