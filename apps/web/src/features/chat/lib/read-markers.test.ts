import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { HttpError } from '@/lib/http';
import { createReadMarkers } from './read-markers';

vi.mock('@/lib/api-client', () => ({ api: { post: vi.fn() } }));

const notFound = () =>
  new HttpError(
    'failed',
    'ERR_BAD_REQUEST',
    { url: '/chat/save-message-time-token' },
    {
      status: 404,
      data: { statusCode: 404, message: 'NOT_FOUND' },
      headers: new Headers(),
    },
  );

type Batch = { messages: { channel: string; timeToken: string }[] };

afterEach(() => {
  vi.mocked(api.post).mockReset();
  localStorage.clear();
});

describe('read markers', () => {
  it('saves the others one by one when a channel I left refuses the batch, and drops it', async () => {
    const batches: Batch[] = [];
    vi.mocked(api.post).mockImplementation(async (_url, body) => {
      const batch = body as Batch;
      batches.push(batch);
      if (batch.messages.some((m) => m.channel === 'left.group')) throw notFound();
      return { data: { data: { ok: true } }, status: 200, headers: new Headers() };
    });
    const failures: unknown[] = [];
    const saved: number[] = [];
    const markers = createReadMarkers(
      'me',
      (error) => failures.push(error),
      (since) => saved.push(since),
    );
    markers.mark('single.kept', '20');
    markers.mark('left.group', '30');
    await markers.flush();
    expect(batches.map((b) => b.messages.map((m) => m.channel))).toEqual([
      ['single.kept', 'left.group'],
      ['single.kept'],
      ['left.group'],
    ]);
    expect(saved).toHaveLength(1);
    expect(failures).toEqual([]);
    // Nothing waits: the refused channel is not retried on the next save.
    await markers.flush();
    expect(batches).toHaveLength(3);
    markers.cancel();
  });
});
