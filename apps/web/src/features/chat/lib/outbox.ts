/** A message written here, not yet acknowledged by the server. */
export type OutgoingMessage = {
  /** Made once; every retry sends it again (spec §9). */
  clientId: string;
  channel: string;
  content: string;
  messageType: 'text' | 'file';
  mediaId?: string;
  /** The message this one answers (its id), and its quote for the pending row. */
  replyTo?: string;
  /** The file of a file message, for its pending card. */
  file?: { name: string; size: number };
  createdAt: string;
};

export type OutboxEntry = OutgoingMessage & { status: 'sending' | 'failed' };

/**
 * Messages on their way, and those that failed until they are sent again: what only this
 * browser knows. Once the server has a message, the conversation's history holds it.
 */
export function createOutbox() {
  let entries: OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: OutboxEntry[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The same array until something changes (useSyncExternalStore's snapshot). */
    entries: () => entries,
    find: (clientId: string) => entries.find((entry) => entry.clientId === clientId),
    /** Adds the message, or changes its status in place. */
    put(entry: OutboxEntry) {
      const known = entries.some((held) => held.clientId === entry.clientId);
      publish(
        known
          ? entries.map((held) => (held.clientId === entry.clientId ? entry : held))
          : [...entries, entry],
      );
    },
    drop(clientId: string) {
      publish(entries.filter((entry) => entry.clientId !== clientId));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
