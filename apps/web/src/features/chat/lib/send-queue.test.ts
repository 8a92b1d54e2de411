import type { ChatMessage } from '@nethub/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { buildMessage } from '../testing/chat-world';
import { createOutbox, type OutboxEntry } from './outbox';
import { createSendQueue, isTransientFailure } from './send-queue';

const answered = (status: number) =>
  new HttpError(
    'failed',
    'ERR_BAD_RESPONSE',
    { url: '/chat/send-message' },
    {
      status,
      data: {},
      headers: new Headers(),
    },
  );
const unanswered = () =>
  new HttpError('Network Error', 'ERR_NETWORK', { url: '/chat/send-message' });

const entry = (clientId: string): OutboxEntry => ({
  clientId,
  channel: 'single.test',
  content: `Message ${clientId}`,
  messageType: 'text',
  createdAt: new Date().toISOString(),
  status: 'sending',
});

afterEach(() => vi.useRealTimers());

describe('send queue', () => {
  it('retries what the server did not answer or was too busy for; a refusal is final', () => {
    expect(isTransientFailure(unanswered())).toBe(true);
    for (const status of [408, 429, 502, 503, 504])
      expect(isTransientFailure(answered(status))).toBe(true);
    for (const status of [400, 403, 404, 500])
      expect(isTransientFailure(answered(status))).toBe(false);
    expect(isTransientFailure(new Error('bug'))).toBe(false);
  });

  it('sends one at a time in order, keeps its place while the server is away, then goes on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const outbox = createOutbox();
    let down = true;
    const attempts: string[] = [];
    const publish = vi.fn(async (sending: OutboxEntry): Promise<ChatMessage> => {
      attempts.push(sending.clientId);
      if (down) throw unanswered();
      return buildMessage({ clientId: sending.clientId, content: sending.content });
    });
    const sent = vi.fn();
    const queue = createSendQueue({ outbox, publish, onSent: sent });

    outbox.put(entry('a'));
    queue.drain();
    outbox.put(entry('b'));
    queue.drain();
    await vi.waitFor(() => expect(attempts).toEqual(['a']));
    // Both wait, neither failed: 'b' is not sent before 'a'.
    expect(outbox.entries().map((held) => [held.clientId, held.status])).toEqual([
      ['a', 'sending'],
      ['b', 'sending'],
    ]);

    // Still away on the next try, after half a second.
    await vi.advanceTimersByTimeAsync(500);
    expect(attempts).toEqual(['a', 'a']);

    // Back: the connection says so at once.
    down = false;
    queue.resume();
    await vi.waitFor(() => expect(outbox.entries()).toEqual([]));
    expect(attempts).toEqual(['a', 'a', 'a', 'b']);
    expect(sent.mock.calls.map(([message]) => (message as ChatMessage).clientId)).toEqual([
      'a',
      'b',
    ]);
    queue.stop();
    vi.mocked(Math.random).mockRestore();
  });

  it('marks a refused message as not sent and sends the next', async () => {
    const outbox = createOutbox();
    const publish = vi.fn(async (sending: OutboxEntry) => {
      if (sending.clientId === 'a') throw answered(404);
      return buildMessage({ clientId: sending.clientId });
    });
    const queue = createSendQueue({ outbox, publish, onSent: vi.fn() });
    outbox.put(entry('a'));
    outbox.put(entry('b'));
    queue.drain();

    await vi.waitFor(() =>
      expect(outbox.entries().map((held) => [held.clientId, held.status])).toEqual([
        ['a', 'failed'],
      ]),
    );
  });
});
