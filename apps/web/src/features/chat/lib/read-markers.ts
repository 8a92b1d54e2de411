import { READ_MARKERS_MAX, STORAGE_KEYS } from '@nethub/contract/constants';
import { isHttpError } from '@/lib/http';
import { api } from '@/lib/api-client';
import { compareTimeTokens, isLaterTimeToken } from './time-token';

/** Reading several messages in a row saves the marker once. */
const SAVE_DELAY_MS = 1_000;

type LocalMarker = { channel: string; userId: string; lastReadTimeToken: string };

function readLocal(): Record<string, LocalMarker> {
  try {
    const stored: unknown = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.messageReadTimeToken) ?? '{}',
    );
    return stored && typeof stored === 'object' ? (stored as Record<string, LocalMarker>) : {};
  } catch {
    return {};
  }
}

/** The local last-read marker of spec §4 (channel, userId, lastReadTimeToken). */
function storeLocal(marker: LocalMarker) {
  const markers = readLocal();
  const held = markers[marker.channel]?.lastReadTimeToken;
  if (held && compareTimeTokens(held, marker.lastReadTimeToken) >= 0) return;
  markers[marker.channel] = marker;
  localStorage.setItem(STORAGE_KEYS.messageReadTimeToken, JSON.stringify(markers));
}

/**
 * My read markers: kept in this browser at once, and saved on the server (which only moves them
 * forward) once reading pauses. `onSaved` hears when markers were saved, with the time the
 * oldest of them started waiting: counts fetched since then may not know them.
 */
export function createReadMarkers(
  me: string,
  onFailure: (error: unknown) => void,
  onSaved: (waitingSince: number) => void = () => undefined,
) {
  const pending = new Map<string, string>();
  const saved = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitingSince: number | undefined;

  async function save(
    messages: { channel: string; timeToken: string }[],
    keepalive: boolean,
  ): Promise<boolean> {
    try {
      // While the page unloads, only a keep-alive request still goes out.
      await api.post('/chat/save-message-time-token', { messages }, { keepalive });
      for (const { channel, timeToken } of messages) saved.set(channel, timeToken);
      return true;
    } catch (error) {
      // A channel I am no longer in (left, removed) answers 404 and refuses the whole batch: the
      // others are saved one by one, and that channel's marker is dropped rather than retried.
      if (isHttpError(error) && error.response?.status === 404) {
        if (messages.length === 1) return false;
        const each = await Promise.all(messages.map((message) => save([message], keepalive)));
        return each.some(Boolean);
      }
      // Kept for the next save (the next mark, or the connection coming back), unless a later
      // marker of the same channel already waits.
      for (const { channel, timeToken } of messages)
        if (isLaterTimeToken(timeToken, pending.get(channel))) pending.set(channel, timeToken);
      onFailure(error);
      return false;
    }
  }

  async function flush({ keepalive = false } = {}) {
    clearTimeout(timer);
    timer = undefined;
    const messages = [...pending].map(([channel, timeToken]) => ({ channel, timeToken }));
    pending.clear();
    const since = waitingSince ?? Date.now();
    waitingSince = undefined;
    const batches: Promise<boolean>[] = [];
    for (let start = 0; start < messages.length; start += READ_MARKERS_MAX)
      batches.push(save(messages.slice(start, start + READ_MARKERS_MAX), keepalive));
    const results = await Promise.all(batches);
    // What failed waits again, since as long as it did.
    if (pending.size > 0) waitingSince = Math.min(since, waitingSince ?? since);
    if (results.some(Boolean)) onSaved(since);
  }

  return {
    /** Everything in `channel` up to `timeToken` is read. */
    mark(channel: string, timeToken: string) {
      storeLocal({ channel, userId: me, lastReadTimeToken: timeToken });
      if (!isLaterTimeToken(timeToken, pending.get(channel) ?? saved.get(channel))) return;
      pending.set(channel, timeToken);
      waitingSince ??= Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    /**
     * Saves what waits now: a conversation just opened (its count must not come back), or the
     * page is going away.
     */
    flush,
    /** Forgets what waits (the client stops with the page). */
    cancel() {
      clearTimeout(timer);
      pending.clear();
      waitingSince = undefined;
    },
  };
}
export type ReadMarkers = ReturnType<typeof createReadMarkers>;
