import type { ChatMessage } from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/server';
import { chatKeys } from '../api/chat-keys';
import type { HistoryPages } from '../api/get-messages';
import { buildChannel, buildMessage, chatHandlers, chatWorld } from '../testing/chat-world';
import { fetchMissedMessages, newestHeld } from './catch-up';

/** A conversation of `count` messages, oldest first. */
const conversation = (channel: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildMessage({ channel, content: `Message ${index + 1}` }),
  );

/** The cache holding the newest `held` messages of `messages`, as the screen loaded them. */
function holding(channel: string, messages: ChatMessage[], held: number) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<HistoryPages>(chatKeys.messages(channel), {
    pages: [{ messages: messages.slice(-held), hasMore: messages.length > held }],
    pageParams: [undefined],
  });
  return queryClient;
}

const contentsHeld = (queryClient: ReturnType<typeof createQueryClient>, channel: string) =>
  queryClient
    .getQueryData<HistoryPages>(chatKeys.messages(channel))!
    .pages.toReversed()
    .flatMap((page) => page.messages.map((message) => message.content));

describe('catching up a conversation', () => {
  it('reads pages back from the newest until they meet what was held, and adds each once', async () => {
    const withBob = buildChannel();
    const { channel } = withBob;
    const world = chatWorld({ channels: [withBob] });
    const before = conversation(channel, 20);
    world.messages[channel] = before;
    const queryClient = holding(channel, before, 20);
    const since = newestHeld(queryClient, channel);
    // 150 messages came while the connection was down; the newest connection pushed one of
    // them before the catch-up ran: it must not hide those before it.
    const missed = conversation(channel, 150);
    world.messages[channel] = [...before, ...missed];
    const pushed = missed[120]!;
    queryClient.setQueryData<HistoryPages>(chatKeys.messages(channel), (data) => ({
      ...data!,
      pages: [{ ...data!.pages[0]!, messages: [...data!.pages[0]!.messages, pushed] }],
    }));
    const { handlers, log } = chatHandlers(world);
    server.use(...handlers);

    await fetchMissedMessages(queryClient, channel, since);

    expect(log.history.map((query) => [query.get('before'), query.get('limit')])).toEqual([
      [null, '100'],
      [missed[50]!.timeToken, '100'],
    ]);
    expect(contentsHeld(queryClient, channel)).toEqual(
      [...before, ...missed].map((message) => message.content),
    );
  });

  it('loads the conversation afresh when more was missed than is worth joining up', async () => {
    const withBob = buildChannel();
    const { channel } = withBob;
    const world = chatWorld({ channels: [withBob] });
    const before = conversation(channel, 20);
    const queryClient = holding(channel, before, 20);
    world.messages[channel] = [...before, ...conversation(channel, 520)];
    const { handlers, log } = chatHandlers(world);
    server.use(...handlers);

    await fetchMissedMessages(queryClient, channel);

    expect(log.history).toHaveLength(5);
    // Reset: nothing on screen asks for it here, so it is simply dropped until shown again.
    expect(queryClient.getQueryData(chatKeys.messages(channel))).toBeUndefined();
  });

  it('asks nothing more when nothing was missed', async () => {
    const withBob = buildChannel();
    const { channel } = withBob;
    const world = chatWorld({ channels: [withBob] });
    const before = conversation(channel, 30);
    world.messages[channel] = before;
    const queryClient = holding(channel, before, 20);
    const { handlers, log } = chatHandlers(world);
    server.use(...handlers);

    await fetchMissedMessages(queryClient, channel);

    expect(log.history).toHaveLength(1);
    expect(contentsHeld(queryClient, channel)).toEqual(
      before.slice(-20).map((message) => message.content),
    );
  });
});
