import { CHAT_TYPING_THROTTLE_MS, CHAT_TYPING_TTL_MS } from '@nethub/contract/constants';

type Listener = () => void;
const NOBODY: readonly string[] = Object.freeze([]);

/**
 * Who is typing where, as the connection tells it. Nothing is stored anywhere: a signal shows
 * for CHAT_TYPING_TTL_MS unless another comes (the typist's client repeats it while typing),
 * and stops at once when their message arrives.
 */
export function createTypingState(now: () => number = Date.now) {
  const typists = new Map<string, Map<string, number>>();
  const snapshots = new Map<string, readonly string[]>();
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const tell = (channel: string) => {
    const inChannel = typists.get(channel);
    const at = now();
    const current = inChannel
      ? [...inChannel].filter(([, until]) => until > at).map(([userId]) => userId)
      : [];
    const previous = snapshots.get(channel) ?? NOBODY;
    if (current.length === previous.length && current.every((id, i) => id === previous[i])) return;
    snapshots.set(channel, current.length ? current : NOBODY);
    for (const listener of listeners) listener();
  };

  const expireLater = (channel: string, userId: string) => {
    const key = `${channel}\n${userId}`;
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        const inChannel = typists.get(channel);
        if (inChannel && (inChannel.get(userId) ?? 0) <= now()) inChannel.delete(userId);
        tell(channel);
      }, CHAT_TYPING_TTL_MS),
    );
  };

  return {
    /** Someone is typing in a channel. */
    saw(channel: string, userId: string) {
      const inChannel = typists.get(channel) ?? new Map<string, number>();
      inChannel.set(userId, now() + CHAT_TYPING_TTL_MS);
      typists.set(channel, inChannel);
      expireLater(channel, userId);
      tell(channel);
    },
    /** Their message came: they stopped. */
    stopped(channel: string, userId: string) {
      if (!typists.get(channel)?.delete(userId)) return;
      tell(channel);
    },
    /** Who is typing in a channel now (a stable array while it does not change). */
    in: (channel: string) => snapshots.get(channel) ?? NOBODY,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      typists.clear();
      snapshots.clear();
      for (const listener of listeners) listener();
    },
  };
}
export type TypingState = ReturnType<typeof createTypingState>;

/** Tells the server at most once per CHAT_TYPING_THROTTLE_MS per channel that I am typing. */
export function createTypingSignal(send: (channel: string) => void, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    typing(channel: string) {
      const at = now();
      if (at - (last.get(channel) ?? -Infinity) < CHAT_TYPING_THROTTLE_MS) return;
      last.set(channel, at);
      send(channel);
    },
    /** I sent the message: the next keystroke is a new signal. */
    sent: (channel: string) => void last.delete(channel),
  };
}
