import { CHAT_EVENTS } from '@nethub/contract/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { openScreen, serveChat } from '../testing/chat-screen';
import { BOB, buildChannel, buildMessage, chatWorld } from '../testing/chat-world';
import { connectSocket, push, realtime } from '../testing/fake-realtime';
import { REVEAL_STEP, SHOWN_AT_BOTTOM } from './use-shown-history';

beforeEach(() => realtime.reset());

const messagesLog = () => screen.getByRole('log', { name: 'Messages' });
const notes = (count: number, channel: string) =>
  Array.from({ length: count }, (_, index) =>
    buildMessage({ channel, content: `Note ${index + 1}` }),
  );

/** Opens the conversation and loads earlier pages until `count` messages are held. */
async function openLongHistory(count: number) {
  const withBob = buildChannel(BOB);
  const log = serveChat(
    chatWorld({
      channels: [withBob],
      messages: { [withBob.channel]: notes(count, withBob.channel) },
    }),
  );
  const { user } = await openScreen(
    paths.messages.getHref('direct-messages', withBob.channel),
    () => screen.findByRole('log', { name: 'Messages' }),
  );
  await within(messagesLog()).findByText(`Note ${count}`);
  for (let page = 1; page * 20 < count; page++) {
    await user.click(within(messagesLog()).getByRole('button', { name: 'Load earlier messages' }));
    await within(messagesLog()).findByText(`Note ${count - page * 20}`);
  }
  return { withBob, log, user };
}

/** jsdom lays nothing out: the log says it is scrolled to its bottom, and scrolls. */
function scrollToBottom(log: HTMLElement) {
  let top = 0;
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 10_000 });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => (top = value),
  });
  top = 10_000 - 600;
  fireEvent.scroll(log);
}

describe('chat: a long history', () => {
  it('renders only the new row when a message arrives, not every row held', async () => {
    const { withBob } = await openLongHistory(60);
    connectSocket();
    // Each message row formats its time as it renders.
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');

    push(CHAT_EVENTS.message, buildMessage({ channel: withBob.channel, content: 'Just in' }));

    expect(await within(messagesLog()).findByText('Just in')).toBeInTheDocument();
    // The new row, its day, and the conversation's entry in the list: not the 60 rows held.
    expect(formatted.mock.calls.length).toBeLessThan(10);
    formatted.mockRestore();
  });

  it('lets the older rows go at the bottom and shows held ones again before loading more', async () => {
    const { withBob, log, user } = await openLongHistory(140);
    const conversation = messagesLog();
    expect(within(conversation).getAllByRole('listitem').length).toBeGreaterThan(140);

    scrollToBottom(conversation);

    const oldestShown = 140 - SHOWN_AT_BOTTOM + 1;
    expect(await within(conversation).findByText(`Note ${oldestShown}`)).toBeInTheDocument();
    expect(within(conversation).queryByText(`Note ${oldestShown - 1}`)).not.toBeInTheDocument();
    expect(within(conversation).getAllByRole('listitem').length).toBeLessThanOrEqual(
      SHOWN_AT_BOTTOM + 2,
    );
    // A message arriving at the bottom is still shown.
    connectSocket();
    push(CHAT_EVENTS.message, buildMessage({ channel: withBob.channel, content: 'Just in' }));
    expect(await within(conversation).findByText('Just in')).toBeInTheDocument();

    const requests = log.history.length;
    await user.click(within(conversation).getByRole('button', { name: 'Load earlier messages' }));
    expect(
      await within(conversation).findByText(`Note ${oldestShown - REVEAL_STEP}`),
    ).toBeInTheDocument();
    expect(log.history.length).toBe(requests);
  });
});
