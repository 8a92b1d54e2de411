import type { ChatMessage } from '@nethub/contract';
import { useState } from 'react';

/** At the bottom, a long history keeps this many of its newest messages on screen. */
export const SHOWN_AT_BOTTOM = 60;
/** Rows are let go only once this many are shown: a trim every SHOWN_AT_BOTTOM messages at most. */
const TRIM_ABOVE = 2 * SHOWN_AT_BOTTOM;
/** "Load earlier" shows this many of the held messages at a time before asking for more. */
export const REVEAL_STEP = 40;

/**
 * Which of the held messages are rendered: all of them from the oldest shown to the newest.
 * A member who scrolls back through a long history and returns to the newest gets the older
 * rows let go again (`trim`), so an incoming message costs the same with 20 or 10,000 messages
 * held; scrolling back shows held ones again (`revealEarlier`) before more are fetched. A
 * message jumped to (`highlighted`) is always shown, with everything after it.
 */
export function useShownHistory(messages: ChatMessage[], highlighted: string | null) {
  /** The oldest message shown; null: all that are held. */
  const [fromId, setFromId] = useState<string | null>(null);
  const start = fromId === null ? 0 : Math.max(0, indexOf(messages, fromId));
  if (highlighted && start > 0) {
    const at = indexOf(messages, highlighted);
    // Adjusting state while rendering: the jumped-to row is in the first commit.
    if (at !== -1 && at < start) setFromId(null);
  }

  return {
    messages: start === 0 ? messages : messages.slice(start),
    /** Held messages not rendered (above the oldest shown). */
    hidden: start,
    /** Shows up to REVEAL_STEP more of the held messages; false when all are shown. */
    revealEarlier: () => {
      if (start === 0) return false;
      const next = start - REVEAL_STEP;
      setFromId(next <= 0 ? null : messages[next]!._id);
      return true;
    },
    /** Whether `trim` would let rows go. */
    canTrim: messages.length - start > TRIM_ABOVE,
    /** Keeps only the newest SHOWN_AT_BOTTOM (the reader is at the bottom). */
    trim: () => setFromId(messages[messages.length - SHOWN_AT_BOTTOM]!._id),
  };
}

/** Searched from the newest: the message looked for is nearly always recent. */
function indexOf(messages: ChatMessage[], id: string) {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!._id === id) return i;
  return -1;
}
