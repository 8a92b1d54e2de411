/** At most this many messages of a channel are written in one statement. */
export const CHANNEL_BATCH_MAX = 100;

type Waiting<In, Out> = {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
};

/**
 * One writer per channel on this instance: a channel's messages are stored and fanned out in the
 * order they arrived, and those that arrive while a write is under way go together in the next
 * one. A busy channel then costs one statement (one commit, one wait for the channel row's lock)
 * per batch instead of per message, and its messages no longer hold several pool connections
 * queued on that lock while other requests wait for a connection. `run` gets a batch in arrival
 * order and answers each item, in the same order. When a batch of several fails, each of its
 * items is run again alone, so one bad message fails only its own sender.
 */
export function createChannelQueue<Key, In, Out>(
  run: (key: Key, batch: In[]) => Promise<Out[]>,
  batchMax = CHANNEL_BATCH_MAX,
) {
  const queues = new Map<Key, Array<Waiting<In, Out>>>();

  async function runAlone(key: Key, item: Waiting<In, Out>) {
    try {
      item.resolve((await run(key, [item.input]))[0]!);
    } catch (error) {
      item.reject(error);
    }
  }

  async function drain(key: Key, queue: Array<Waiting<In, Out>>) {
    while (queue.length) {
      const batch = queue.splice(0, batchMax);
      try {
        const answers = await run(
          key,
          batch.map((item) => item.input),
        );
        batch.forEach((item, i) => item.resolve(answers[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const item of batch) await runAlone(key, item);
      }
    }
    queues.delete(key);
  }

  return {
    /** Queues `input` behind the channel's earlier ones; answers once it has been run. */
    push(key: Key, input: In) {
      return new Promise<Out>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) return void queue.push({ input, resolve, reject });
        const started: Array<Waiting<In, Out>> = [{ input, resolve, reject }];
        queues.set(key, started);
        void drain(key, started);
      });
    },
  };
}
