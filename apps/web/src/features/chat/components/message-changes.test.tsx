import { CHAT_EVENTS } from '@nethub/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { openScreen, serveChat } from '../testing/chat-screen';
import { BOB, buildChannel, buildMessage, chatWorld, ME } from '../testing/chat-world';
import { connectSocket, emittedAs, push, realtime } from '../testing/fake-realtime';

beforeEach(() => realtime.reset());

/** A conversation with Bob: his message, then mine. */
async function withBob() {
  const channel = buildChannel(BOB);
  const his = buildMessage({ channel: channel.channel, content: 'Coffee Thursday?' });
  const mine = buildMessage({ channel: channel.channel, userId: ME, content: 'Yes, 7:30' });
  const world = chatWorld({ channels: [channel], messages: { [channel.channel]: [his, mine] } });
  const log = serveChat(world);
  const view = await openScreen(paths.messages.getHref('direct-messages', channel.channel), () =>
    screen.findByRole('log', { name: 'Messages' }),
  );
  connectSocket();
  const conversation = screen.getByRole('log', { name: 'Messages' });
  await within(conversation).findByText('Yes, 7:30');
  return { ...view, channel, his, mine, world, log, conversation };
}

const actionsFor = (who: 'You' | 'Bob Stone') =>
  screen.getByRole('button', { name: new RegExp(`^Actions for message from ${who} at`) });

describe('chat: changing messages', () => {
  it('edits my message in place by keyboard; it shows as edited', async () => {
    const { user, log, mine, conversation } = await withBob();
    actionsFor('You').focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(box);
    await user.type(box, 'Yes, 8:00{Enter}');

    expect(await within(conversation).findByText('Yes, 8:00')).toBeInTheDocument();
    expect(within(conversation).getByText(/· edited/)).toBeInTheDocument();
    expect(log.changes).toEqual([['PATCH', mine._id, { content: 'Yes, 8:00', version: 0 }]]);
  });

  it('offers only reactions on someone else’s message', async () => {
    const { user } = await withBob();
    await user.click(actionsFor('Bob Stone'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'React with heart' })).toBeInTheDocument();
  });

  it('deletes my message after asking; its place says so', async () => {
    const { user, log, mine, conversation } = await withBob();
    await user.click(actionsFor('You'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(conversation).findByText('This message was deleted')).toBeInTheDocument();
    expect(within(conversation).queryByText('Yes, 7:30')).not.toBeInTheDocument();
    expect(log.changes).toEqual([['DELETE', mine._id, null]]);
    // A deleted message takes no more actions.
    expect(screen.queryByRole('button', { name: /^Actions for message from You/ })).toBeNull();
  });

  it('reacts and takes the reaction back; the count says who', async () => {
    const { user, log, his, conversation } = await withBob();
    await user.click(actionsFor('Bob Stone'));
    await user.click(await screen.findByRole('menuitem', { name: 'React with thumbs up' }));
    const reaction = await within(conversation).findByRole('button', {
      name: 'thumbs up: 1, You',
    });
    expect(reaction).toHaveAttribute('aria-pressed', 'true');
    await user.click(reaction);
    await waitFor(() =>
      expect(
        within(conversation).queryByRole('button', { name: /^thumbs up/ }),
      ).not.toBeInTheDocument(),
    );
    expect(log.changes).toEqual([
      ['PUT', his._id, { emoji: '👍', reacted: true }],
      ['PUT', his._id, { emoji: '👍', reacted: false }],
    ]);
  });

  it('shows others’ edits, deletions and reactions as they come', async () => {
    const { his, mine, conversation } = await withBob();
    push(CHAT_EVENTS.messageChanged, {
      ...his,
      content: 'Coffee Friday?',
      version: 1,
      editedAt: new Date().toISOString(),
    });
    expect(await within(conversation).findByText('Coffee Friday?')).toBeInTheDocument();
    expect(within(conversation).getByText(/· edited/)).toBeInTheDocument();
    push(CHAT_EVENTS.messageChanged, {
      ...mine,
      reactions: [{ emoji: '🎉', userIds: [BOB._id] }],
    });
    expect(
      await within(conversation).findByRole('button', { name: 'party: 1, Bob Stone' }),
    ).toHaveAttribute('aria-pressed', 'false');
    push(CHAT_EVENTS.messageChanged, {
      ...his,
      content: '',
      version: 1,
      deletedAt: new Date().toISOString(),
    });
    expect(await within(conversation).findByText('This message was deleted')).toBeInTheDocument();
    // A late copy of the edit does not bring the deleted message back.
    push(CHAT_EVENTS.messageChanged, { ...his, content: 'Coffee Friday?', version: 1 });
    expect(within(conversation).queryByText('Coffee Friday?')).not.toBeInTheDocument();
  });
});

describe('chat: typing', () => {
  it('shows who is typing until they send or stop, and tells the others I am, sparingly', async () => {
    const { user, channel, conversation } = await withBob();
    push(CHAT_EVENTS.typing, { channel: channel.channel, userId: BOB._id });
    expect(await screen.findByText('Bob Stone is typing…')).toHaveAttribute('role', 'status');
    push(CHAT_EVENTS.message, buildMessage({ channel: channel.channel, content: 'See you there' }));
    await within(conversation).findByText('See you there');
    expect(screen.queryByText('Bob Stone is typing…')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'On my way');
    await waitFor(() =>
      expect(emittedAs(CHAT_EVENTS.typing)).toEqual([
        expect.objectContaining({ channel: channel.channel }),
      ]),
    );
  });

  it('lets a typing signal lapse after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { channel } = await withBob();
      push(CHAT_EVENTS.typing, { channel: channel.channel, userId: BOB._id });
      expect(await screen.findByText('Bob Stone is typing…')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(5_500));
      expect(screen.queryByText('Bob Stone is typing…')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
