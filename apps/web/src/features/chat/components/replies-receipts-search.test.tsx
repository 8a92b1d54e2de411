import { CHAT_EVENTS } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildUser } from '@/testing/factories';
import { openScreen, serveChat } from '../testing/chat-screen';
import {
  BOB,
  CARA,
  buildChannel,
  buildGroupChannel,
  buildMessage,
  chatWorld,
  ME,
  quoteOf,
  type ChatWorld,
} from '../testing/chat-world';
import { connectSocket, emittedAs, push, realtime } from '../testing/fake-realtime';

beforeEach(() => realtime.reset());

/** Opens `url` (a conversation) over `world`, connected. */
async function open(world: ChatWorld, url: string) {
  const log = serveChat(world);
  const view = await openScreen(url, () => screen.findByRole('log', { name: 'Messages' }));
  connectSocket();
  return { ...view, log, conversation: screen.getByRole('log', { name: 'Messages' }) };
}

/** A conversation with Bob: his question, then my answer. */
function withBob(overrides: Partial<ChatWorld> = {}) {
  const channel = buildChannel(BOB);
  const his = buildMessage({ channel: channel.channel, content: 'Coffee Thursday?\nAt 7:30' });
  const mine = buildMessage({ channel: channel.channel, userId: ME, content: 'Sounds good' });
  const world = chatWorld({
    channels: [channel],
    messages: { [channel.channel]: [his, mine] },
    ...overrides,
  });
  return {
    channel,
    his,
    mine,
    world,
    url: paths.messages.getHref('direct-messages', channel.channel),
  };
}

describe('chat: replies that quote a message', () => {
  it(
    'replies from the message menu by keyboard; the reply quotes its first line',
    { timeout: 40_000 },
    async () => {
      const { world, url, his } = withBob();
      const { user, conversation } = await open(world, url);
      await within(conversation).findByText('Sounds good');
      screen.getByRole('button', { name: /^Actions for message from Bob Stone at/ }).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: 'Reply' }));

      const box = screen.getByRole('textbox', { name: 'Reply to Bob Stone' });
      await waitFor(() => expect(box).toHaveFocus());
      expect(screen.getByText('Replying to Bob Stone')).toBeInTheDocument();
      await user.type(box, 'See you there{Enter}');

      expect(
        await within(conversation).findByRole('button', {
          name: 'Reply to Bob Stone: Coffee Thursday?. Show the original message',
        }),
      ).toBeInTheDocument();
      expect(emittedAs(CHAT_EVENTS.publish)).toEqual([
        expect.objectContaining({ content: 'See you there', replyTo: his._id }),
      ]);
      expect(screen.queryByText('Replying to Bob Stone')).not.toBeInTheDocument();
    },
  );

  it('cancels a reply with Escape: the next message answers nothing', async () => {
    const { world, url } = withBob();
    const { user, conversation } = await open(world, url);
    await within(conversation).findByText('Sounds good');
    await user.click(screen.getByRole('button', { name: /^Actions for message from Bob Stone/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    await user.keyboard('{Escape}');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Plain{Enter}');
    await within(conversation).findByText('Plain');
    expect(emittedAs(CHAT_EVENTS.publish)).toEqual([
      expect.objectContaining({ content: 'Plain', replyTo: undefined }),
    ]);
  });

  it('follows the original live: its edit, then its deletion', async () => {
    const { world, url, his, channel } = withBob();
    const reply = buildMessage({
      channel: channel.channel,
      userId: ME,
      content: 'Yes!',
      replyTo: quoteOf(his),
    });
    world.messages[channel.channel]!.push(reply);
    const { conversation } = await open(world, url);
    await within(conversation).findByText('Yes!');

    push(CHAT_EVENTS.messageChanged, { ...his, content: 'Coffee Friday?', version: 1 });
    expect(
      await within(conversation).findByRole('button', {
        name: /^Reply to Bob Stone: Coffee Friday\?/,
      }),
    ).toBeInTheDocument();
    push(CHAT_EVENTS.messageChanged, {
      ...his,
      content: '',
      version: 1,
      deletedAt: new Date().toISOString(),
    });
    expect(
      await within(conversation).findByRole('button', {
        name: /^Reply to Bob Stone: Original message deleted/,
      }),
    ).toBeInTheDocument();
  });

  it('jumps to an original not yet loaded: the history loads back to it and it takes focus', async () => {
    const channel = buildChannel(BOB);
    const old = Array.from({ length: 30 }, (_, i) =>
      buildMessage({ channel: channel.channel, content: `Old ${i}` }),
    );
    const original = old[3]!;
    const reply = buildMessage({
      channel: channel.channel,
      userId: ME,
      content: 'About that',
      replyTo: quoteOf(original),
    });
    const world = chatWorld({
      channels: [channel],
      messages: { [channel.channel]: [...old, reply] },
    });
    const { user, log, conversation } = await open(
      world,
      paths.messages.getHref('direct-messages', channel.channel),
    );
    await within(conversation).findByText('About that');
    expect(document.getElementById(`chat-message-${original._id}`)).toBeNull();

    await user.click(
      within(conversation).getByRole('button', { name: /^Reply to Bob Stone: Old 3/ }),
    );
    await waitFor(() =>
      expect(document.getElementById(`chat-message-${original._id}`)).toHaveFocus(),
    );
    const row = document.getElementById(`chat-message-${original._id}`)!;
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row).getByText('Old 3')).toBeInTheDocument();
    expect(log.history.some((query) => query.get('since') === original.timeToken)).toBe(true);
  });
});

describe('chat: read receipts', () => {
  it('says "Seen" under my latest message once Bob has read it, live', async () => {
    const { world, url, mine, channel } = withBob();
    const { conversation } = await open(world, url);
    await within(conversation).findByText('Sounds good');
    expect(within(conversation).queryByText('Seen')).not.toBeInTheDocument();

    push(CHAT_EVENTS.read, {
      channel: channel.channel,
      userId: BOB._id,
      timeToken: mine.timeToken,
    });
    expect(await within(conversation).findByText('Seen')).toBeInTheDocument();
  });

  it('says "Seen by N" in a group, and who on request', async () => {
    const group = buildGroupChannel();
    const mine = buildMessage({ channel: group.channel, userId: ME, content: 'Agenda attached' });
    const me = { ...buildUser(), headline: null, company: null, jobTitle: null };
    const world = chatWorld({
      channels: [group],
      messages: { [group.channel]: [mine] },
      members: {
        [group.channel]: [
          { ...BOB, ...me, _id: ME, firstName: 'Ann', lastName: 'Lee', isAdmin: true },
          { ...BOB, isAdmin: false },
          { ...CARA, isAdmin: false },
        ],
      },
      receipts: {
        [group.channel]: [
          { userId: BOB._id, timeToken: mine.timeToken },
          { userId: CARA._id, timeToken: mine.timeToken },
        ],
      },
    });
    const { user, conversation } = await open(
      world,
      paths.messages.getHref('group-chats', group.channel),
    );
    const seen = await within(conversation).findByRole('button', { name: 'Seen by 2: show who' });
    await user.click(seen);
    expect(await screen.findByText('Cara Jones')).toBeInTheDocument();
    expect(screen.getByText('Bob Stone')).toBeInTheDocument();
  });

  it('shows nobody’s when mine are off (the server answers none)', async () => {
    const { world, url, mine, channel } = withBob();
    world.receiptsOff = true;
    world.receipts[channel.channel] = [{ userId: BOB._id, timeToken: mine.timeToken }];
    const { conversation } = await open(world, url);
    await within(conversation).findByText('Sounds good');
    expect(within(conversation).queryByText('Seen')).not.toBeInTheDocument();
  });
});

describe('chat: search and filter', () => {
  it('finds messages with the match marked as text, and opens one at its place', async () => {
    const { world, channel } = withBob();
    world.messages[channel.channel]!.push(
      buildMessage({ channel: channel.channel, content: 'The <b>budget</b> is final' }),
    );
    const log = serveChat(world);
    const { user } = await openScreen(paths.messages.getHref('direct-messages'), () =>
      screen.findByRole('searchbox', { name: 'Search messages' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'budget');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const mark = await within(results).findByText('budget');
    expect(mark.tagName).toBe('MARK');
    // What a message says stays text: no element comes of it.
    expect(within(results).getByText(/<b>/)).toBeInTheDocument();
    expect(log.searches).toContain('budget');

    await user.click(within(results).getByRole('link', { name: /Bob Stone/ }));
    const conversation = await screen.findByRole('log', { name: 'Messages' });
    const row = await within(conversation).findByText(/is final/);
    await waitFor(() => expect(row.closest('li')).toHaveFocus());
  });

  it('filters the group chats by kind: sub-groups alone', async () => {
    const group = buildGroupChannel({ nameGroup: 'Growth Circle' });
    const subgroup = buildGroupChannel({
      nameGroup: 'Finance Table',
      type: 'sub_group',
      channel: 'directory.subgroup.finance',
    });
    const log = serveChat(chatWorld({ channels: [group, subgroup] }));
    const { user } = await openScreen(paths.messages.getHref('group-chats'), () =>
      screen.findByRole('list', { name: 'Conversations' }),
    );
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Growth Circle')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sub-groups' }));
    await waitFor(() =>
      expect(log.lists.some((query) => query.get('type') === 'sub_group')).toBe(true),
    );
    const filtered = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(filtered).findByText('Finance Table')).toBeInTheDocument();
    await waitFor(() => expect(within(filtered).queryByText('Growth Circle')).toBeNull());
  });
});
