import { ErrorCode } from '@nethub/contract/constants';
import type { MemberProfile } from '@nethub/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, IDS } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const me = buildUser();
const bob = buildProfile({ _id: IDS.member, firstName: 'Bob', lastName: 'Stone' });
const member: MemberProfile = {
  profile: bob,
  restricted: false,
  isMe: false,
  visibility: 'everyone',
  relationship: 'connected',
  connectionId: null,
};
const CHANNEL = `single.${me._id}.${bob._id}`;

/** Bob's profile, and the direct conversation the server opens (or refuses). */
function serve(answer: 'open' | 'refuse') {
  const asked: unknown[] = [];
  const { otherMember: _, ...card } = { otherMember: null, ...bob };
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/users/profile/:id'), () => HttpResponse.json({ data: member })),
    http.get(apiUrl('/notes/:userId'), () =>
      HttpResponse.json({ data: { userId: bob._id, content: '', updatedAt: null } }),
    ),
    http.post(apiUrl('/chat/get-channel'), async ({ request }) => {
      asked.push(await request.json());
      return answer === 'open'
        ? HttpResponse.json({ data: { channel: CHANNEL } })
        : apiError(403, ErrorCode.CHAT_NOT_ALLOWED);
    }),
    // Before /chat/:id, which would also match it (the server prefers static paths).
    http.get(apiUrl('/chat/messages'), () =>
      HttpResponse.json({ data: { messages: [], hasMore: false } }),
    ),
    http.get(apiUrl('/chat/:id'), () =>
      HttpResponse.json({
        data: {
          _id: '1b2c3d4e-4c5d-4e6f-8a7b-000000000001',
          channel: CHANNEL,
          type: 'single',
          nameGroup: 'Bob Stone',
          channelAvatar: null,
          otherMember: card,
          memberCount: 2,
          isAdmin: false,
          muted: false,
          lastReadTimeToken: '0',
          unReadMessage: 0,
          lastMessage: null,
          subgroups: [],
        },
      }),
    ),
  );
  return asked;
}

describe('member profile: message', () => {
  it('opens the direct conversation with the member', async () => {
    const asked = serve('open');
    const user = userEvent.setup();
    const { location } = renderApp(`/profile/${bob._id}`, { user: me });

    await user.click(await screen.findByRole('button', { name: 'Message Bob Stone' }));

    await waitFor(() => expect(location()).toBe(`/profile/${bob._id}/message/${CHANNEL}`));
    expect(asked).toEqual([{ users: [me._id, bob._id] }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bob Stone' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      `/profile/${bob._id}`,
    );
  });

  it('says whom I can message when the server refuses', async () => {
    serve('refuse');
    const user = userEvent.setup();
    const { location } = renderApp(`/profile/${bob._id}`, { user: me });

    await user.click(await screen.findByRole('button', { name: 'Message Bob Stone' }));

    expect(
      await screen.findByText('You can message your connections and members of your groups.'),
    ).toBeInTheDocument();
    expect(location()).toBe(`/profile/${bob._id}`);
  });
});
