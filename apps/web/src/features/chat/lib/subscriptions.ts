import { CHAT_EVENTS, controlChannelOf } from '@nethub/contract/constants';
import { getAllChannelNames } from '../api/get-channels';
import type { ChatRequest } from './chat-requests';

/** Channels per subscribe: with their control channels, the 500 names the server takes at once. */
const SUBSCRIBE_BATCH = 250;

const withControls = (channels: string[]) =>
  channels.flatMap((channel) => [channel, controlChannelOf(channel)]);

/**
 * The channels this member listens to, each with its control channel (membership events). The
 * server forgets them when the connection drops: `subscribeAll` runs after every connection.
 */
export function createSubscriptions(request: ChatRequest) {
  const channels = new Set<string>();

  async function subscribe(list: string[]) {
    for (let start = 0; start < list.length; start += SUBSCRIBE_BATCH) {
      const batch = withControls(list.slice(start, start + SUBSCRIBE_BATCH));
      await request(CHAT_EVENTS.subscribe, { channels: batch });
    }
  }

  return {
    /** Every channel I am in, as the channel list tells. */
    async subscribeAll() {
      const names = await getAllChannelNames();
      channels.clear();
      for (const name of names) channels.add(name);
      await subscribe(names);
    },
    /** The same channels again (with a renewed grant). */
    resubscribe: () => subscribe([...channels]),
    async add(list: string[]) {
      for (const name of list) channels.add(name);
      await subscribe(list);
    },
    async remove(list: string[]) {
      for (const name of list) channels.delete(name);
      await request(CHAT_EVENTS.unsubscribe, { channels: withControls(list) });
    },
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;
