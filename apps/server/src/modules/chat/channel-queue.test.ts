import { describe, expect, it } from 'vitest';
import { createChannelQueue } from './channel-queue.js';

/** A writer whose every run waits until the test lets it go, recording what it was given. */
function heldWriter(fail: (item: string) => boolean = () => false) {
  const runs: Array<{ key: string; batch: string[] }> = [];
  const releases: Array<() => void> = [];
  const queue = createChannelQueue(async (key: string, batch: string[]) => {
    runs.push({ key, batch });
    await new Promise<void>((resolve) => releases.push(resolve));
    if (batch.some(fail)) throw new Error(`refused ${batch.join(',')}`);
    return batch.map((item) => `${key}:${item}`);
  }, 3);
  const releaseAll = async () => {
    for (let i = 0; i < 20; i++) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { queue, runs, releaseAll };
}

describe('channel queue', () => {
  it('writes what arrives during a write together next, in arrival order, in batches of at most the limit', async () => {
    const { queue, runs, releaseAll } = heldWriter();
    const answers = ['a', 'b', 'c', 'd', 'e'].map((item) => queue.push('x', item));
    await releaseAll();
    expect(await Promise.all(answers)).toEqual(['x:a', 'x:b', 'x:c', 'x:d', 'x:e']);
    expect(runs.map((run) => run.batch)).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('keeps channels apart: one channel’s write does not wait for another’s', async () => {
    const { queue, runs, releaseAll } = heldWriter();
    const first = queue.push('x', 'a');
    const other = queue.push('y', 'b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual([
      { key: 'x', batch: ['a'] },
      { key: 'y', batch: ['b'] },
    ]);
    await releaseAll();
    expect([await first, await other]).toEqual(['x:a', 'y:b']);
  });

  it('fails only the item a batch failed on, by running the batch’s items again alone', async () => {
    const { queue, runs, releaseAll } = heldWriter((item) => item === 'bad');
    const answers = ['a', 'b', 'bad', 'c'].map((item) =>
      queue.push('x', item).catch((error: Error) => error.message),
    );
    await releaseAll();
    expect(await Promise.all(answers)).toEqual(['x:a', 'x:b', 'refused bad', 'x:c']);
    expect(runs.map((run) => run.batch)).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('starts again after the channel went quiet', async () => {
    const { queue, runs, releaseAll } = heldWriter();
    const first = queue.push('x', 'a');
    await releaseAll();
    await first;
    const second = queue.push('x', 'b');
    await releaseAll();
    expect(await second).toBe('x:b');
    expect(runs.map((run) => run.batch)).toEqual([['a'], ['b']]);
  });
});
