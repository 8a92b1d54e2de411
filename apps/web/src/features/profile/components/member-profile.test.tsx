import { ErrorCode } from '@nethub/contract/constants';
import type { MemberProfile, Note } from '@nethub/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildPreferences, buildProfile, buildUser, IDS } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const bob = buildProfile({
  _id: IDS.member,
  firstName: 'Bob',
  lastName: 'Stone',
  headline: 'Commercial property',
  company: 'Stone Estates',
  jobTitle: 'Director',
});

/** What the server sends when Bob shares his full profile with connections only. */
const restrictedBob: MemberProfile = {
  profile: {
    ...bob,
    bio: null,
    phone: null,
    website: null,
    meetingUrl: null,
    email: null,
    sectors: [],
  },
  restricted: true,
  isMe: false,
  visibility: 'connections',
  relationship: 'none',
  connectionId: null,
};

function serveMember(member: MemberProfile, note: Note) {
  const saved: unknown[] = [];
  server.use(
    // A UK member in London: times are shown in UK time.
    ...referenceHandlers(buildPreferences()),
    http.get(apiUrl('/users/profile/:id'), ({ params }) =>
      params.id === member.profile._id
        ? HttpResponse.json({ data: member })
        : apiError(404, ErrorCode.NOT_FOUND),
    ),
    http.get(apiUrl('/notes/:userId'), () => HttpResponse.json({ data: note })),
    http.post(apiUrl('/notes'), async ({ request }) => {
      const body = (await request.json()) as { userId: string; content?: string };
      saved.push(body);
      return HttpResponse.json({
        data: {
          userId: body.userId,
          content: body.content ?? '',
          updatedAt: '2025-06-01T14:05:00.000Z',
        },
      });
    }),
  );
  return saved;
}

describe('member profile', () => {
  it('shows only the card of a restricted profile and saves a private note', async () => {
    const saved = serveMember(restrictedBob, { userId: IDS.member, content: '', updatedAt: null });
    const user = userEvent.setup();
    renderApp(`/profile/${IDS.member}`, { user: buildUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Stone' })).toBeInTheDocument();
    expect(screen.getByText('Director at Stone Estates')).toBeInTheDocument();
    expect(
      screen.getByText('This member shares their full profile with their connections only.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Member since/)).not.toBeInTheDocument();

    const note = await screen.findByRole('textbox', { name: 'Your note' });
    expect(screen.getByText('Only you can see this note.')).toBeInTheDocument();
    await user.type(note, '  Met at the March breakfast.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(saved).toEqual([{ userId: IDS.member, content: 'Met at the March breakfast.' }]);
    expect(screen.getByText('Last saved 01/06/25 3:05 pm')).toBeInTheDocument();
  });

  it('shows the full profile when the member shares it', async () => {
    serveMember(
      {
        profile: bob,
        restricted: false,
        isMe: false,
        visibility: 'everyone',
        relationship: 'none',
        connectionId: null,
      },
      { userId: IDS.member, content: 'Old note', updatedAt: null },
    );
    renderApp(`/profile/${IDS.member}`, { user: buildUser() });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact details' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lee.example' })).toHaveAttribute(
      'href',
      'https://lee.example',
    );
    expect(screen.getByText('Member since 15/01/25')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your note' })).toHaveValue('Old note');
  });

  it('reports the profile with a reason, and confirms it was sent', async () => {
    serveMember(restrictedBob, { userId: IDS.member, content: '', updatedAt: null });
    const reports: unknown[] = [];
    server.use(
      http.post(apiUrl('/reports'), async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json(
          {
            data: {
              _id: '0d1e2f3a-4b5c-4d6e-8f7a-000000000002',
              kind: 'profile',
              targetId: IDS.member,
              reason: 'misleading',
              status: 'open',
              createdAt: '2025-06-01T14:05:00.000Z',
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/profile/${IDS.member}`, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Report profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await user.click(within(dialog).getByRole('radio', { name: 'False or misleading' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Your report was sent/)).toBeInTheDocument();
    expect(reports).toEqual([{ kind: 'profile', targetId: IDS.member, reason: 'misleading' }]);
  });

  it('sends the member to /profile/me for their own profile', async () => {
    const me = buildUser();
    const { location } = renderApp(`/profile/${me._id}`, { user: me });
    server.use(http.get(apiUrl('/users/profile'), () => apiError(500, ErrorCode.INTERNAL_ERROR)));

    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(location()).toBe('/profile/me');
  });

  it('says when the member does not exist', async () => {
    serveMember(restrictedBob, { userId: IDS.member, content: '', updatedAt: null });
    renderApp('/profile/4b0e6f3c-8c7e-4c8e-9a43-2f1f6f0f6a09', { user: buildUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.memberNotFound)).toBeInTheDocument();
  });
});
