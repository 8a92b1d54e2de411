import type { ChatMessage } from '@nethub/contract';
import { isHttpError } from '@/lib/http';
import type { OutboxEntry, Outbox } from './outbox';

/** Retries of a message the server could not take double from about 1 s up to 15 s. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 15_000;

/** Drawn between half and all of the step, so that tabs do not all retry at once. */
const retryDelay = (attempt: number) =>
  Math.round(Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt) * (1 - Math.random() / 2));

/** Statuses that say "not now" rather than "no": the message is sent again later. */
const RETRIABLE_STATUSES = new Set([408, 429, 502, 503, 504]);

/**
 * The server did not take the message and may next time: it could not be reached (down,
 * restarting, offline), or said it was busy. A refusal (a 4xx, or a 500 that will repeat) is
 * final: the message shows as not sent, with a way to send it again.
 */
export function isTransientFailure(error: unknown) {
  if (!isHttpError(error)) return false;
  const status = error.response?.status;
  return status === undefined || RETRIABLE_STATUSES.has(status);
}

type SendQueue = {
  outbox: Outbox;
  /** Sends one message; resolves with the message as the server stored it. */
  publish: (entry: OutboxEntry) => Promise<ChatMessage>;
  onSent: (message: ChatMessage) => void;
};

/**
 * Sends the outbox's waiting messages one at a time, in the order they were written, so that
 * the server numbers them in that order. One the server could not take keeps its place (and
 * those after it theirs) and is sent again, with the same client id, after a growing wait or as
 * soon as the connection is back: the server stores each client id once.
 */
export function createSendQueue({ outbox, publish, onSent }: SendQueue) {
  let running = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancelRetry() {
    clearTimeout(timer);
    timer = undefined;
  }

  async function drain() {
    if (running) return;
    running = true;
    cancelRetry();
    try {
      for (;;) {
        const next = outbox.entries().find((entry) => entry.status === 'sending');
        if (!next) return;
        try {
          const sent = await publish(next);
          attempts = 0;
          onSent(sent);
          outbox.drop(next.clientId);
        } catch (error) {
          if (!isTransientFailure(error)) {
            outbox.put({ ...next, status: 'failed' });
            continue;
          }
          timer = setTimeout(() => void drain(), retryDelay(attempts));
          attempts += 1;
          return;
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Sends what waits (a message was just written, or sent again). */
    drain: () => void drain(),
    /** The connection is back: what waits goes now, and retries start from a short wait. */
    resume() {
      attempts = 0;
      void drain();
    },
    stop: cancelRetry,
  };
}
