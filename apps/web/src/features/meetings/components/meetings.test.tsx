import type { Meeting, MemberProfile } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMyProfile, buildProfile, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

const BEN = 'b0000000-0000-4000-8000-000000000002';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const buildMeeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  _id: 'c0000000-0000-4000-8000-000000000001',
  status: 'proposed',
  proposedByMe: false,
  awaitingMe: true,
  other: { _id: BEN, firstName: 'Ben', lastName: 'Okafor', avatarUrl: null },
  message: 'Coffee to talk referrals?',
  bookingUrl: null,
  options: [
    {
      _id: 'd0000000-0000-4000-8000-000000000001',
      startsAt: inDays(3),
      endsAt: inDays(3),
      durationMinutes: 30,
      location: 'Albert’s Café',
    },
    {
      _id: 'd0000000-0000-4000-8000-000000000002',
      startsAt: inDays(4),
      endsAt: inDays(4),
      durationMinutes: 45,
      location: 'https://meet.example/ben',
    },
  ],
  optionsFromMe: false,
  agreed: null,
  sequence: 0,
  note: null,
  createdAt: inDays(-1),
  updatedAt: inDays(-1),
  ...overrides,
});

const page = (rows: Meeting[]) => ({
  data: { rows, totalRows: rows.length, totalPages: 1, page: 1, offset: 10 },
});

function serveMeetings(lists: { upcoming: Meeting[]; past?: Meeting[] }) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/meetings'), ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      return HttpResponse.json(page(scope === 'past' ? (lists.past ?? []) : lists.upcoming));
    }),
    http.post(apiUrl('/meetings/:id/:action'), async ({ request, params }) => {
      const body = await request.json().catch(() => null);
      calls.push({ method: 'POST', path: `${params.id}/${params.action}`, body });
      const current = lists.upcoming.find((m) => m._id === params.id)!;
      const accepted =
        params.action === 'accept'
          ? {
              status: 'accepted' as const,
              awaitingMe: false,
              options: [],
              agreed: current.options[1]!,
              sequence: 1,
            }
          : { status: 'declined' as const, awaitingMe: false };
      lists.upcoming = lists.upcoming.map((m) => (m._id === params.id ? { ...m, ...accepted } : m));
      return HttpResponse.json({ data: { ...current, ...accepted } });
    }),
    http.get(apiUrl('/meetings/:id/calendar'), ({ params }) => {
      calls.push({ method: 'GET', path: `${params.id}/calendar`, body: null });
      return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
    }),
  );
  return calls;
}

describe('meetings', () => {
  it('lists a proposal awaiting me; accepting one time books it and offers the calendar file', async () => {
    const user = userEvent.setup();
    const calls = serveMeetings({ upcoming: [buildMeeting()] });
    const createObjectURL = vi.fn(() => 'blob:ics');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderApp('/meetings', { user: buildUser() });
    const card = await screen.findByRole('article', { name: 'One-to-one with Ben Okafor' });
    expect(within(card).getByText('Awaiting your answer')).toBeInTheDocument();
    expect(within(card).getByText('“Coffee to talk referrals?”')).toBeInTheDocument();
    const accepts = within(card).getAllByRole('button', { name: /^Accept / });
    expect(accepts).toHaveLength(2);
    await user.click(accepts[1]!);
    await waitFor(() =>
      expect(calls[0]).toEqual({
        method: 'POST',
        path: 'c0000000-0000-4000-8000-000000000001/accept',
        body: { optionId: 'd0000000-0000-4000-8000-000000000002' },
      }),
    );
    const booked = await screen.findByRole('article', { name: 'One-to-one with Ben Okafor' });
    expect(await within(booked).findByText('Accepted')).toBeInTheDocument();
    await user.click(within(booked).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.at(-1)?.path).toBe('c0000000-0000-4000-8000-000000000001/calendar');
  });

  it('shows a proposal of mine as waiting, with the booking link I sent, and the past tab', async () => {
    const user = userEvent.setup();
    serveMeetings({
      upcoming: [
        buildMeeting({
          proposedByMe: true,
          awaitingMe: false,
          optionsFromMe: true,
          bookingUrl: 'https://calendly.com/me',
        }),
      ],
      past: [
        buildMeeting({
          _id: 'c0000000-0000-4000-8000-000000000009',
          status: 'accepted',
          awaitingMe: false,
          options: [],
          agreed: {
            _id: 'c0000000-0000-4000-8000-000000000009',
            startsAt: inDays(-2),
            endsAt: inDays(-2),
            durationMinutes: 30,
            location: 'Café',
          },
        }),
      ],
    });
    renderApp('/meetings', { user: buildUser() });
    const card = await screen.findByRole('article', { name: 'One-to-one with Ben Okafor' });
    expect(within(card).getByText('Awaiting their answer')).toBeInTheDocument();
    expect(within(card).getByText('You also sent your booking link.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Accept / })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Withdraw proposal' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    // A meeting that took place takes the private "how did it go" note.
    expect(await screen.findByLabelText('How did it go?')).toBeInTheDocument();
    expect(screen.getByLabelText('Next step')).toBeInTheDocument();
  });

  it('proposes times to a connection and says which time the server refused', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      ...referenceHandlers(),
      http.get(apiUrl('/users/profile/:id'), () =>
        HttpResponse.json({
          data: {
            profile: buildProfile({ _id: BEN, firstName: 'Ben', lastName: 'Okafor' }),
            restricted: false,
            isMe: false,
            visibility: 'everyone',
            relationship: 'connected',
            connectionId: null,
          } satisfies MemberProfile,
        }),
      ),
      http.get(apiUrl('/users/profile'), () =>
        HttpResponse.json({
          data: buildMyProfile({
            profile: buildProfile({ meetingUrl: 'https://calendly.com/me' }),
          }),
        }),
      ),
      http.post(apiUrl('/meetings'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 400,
            message: 'VALIDATION_ERROR',
            details: [{ field: 'body.options.0.startsAt', message: 'Choose a time in the future' }],
          },
          { status: 400 },
        );
      }),
    );
    renderApp(`/meetings/new?with=${BEN}`, { user: buildUser() });
    expect(
      await screen.findByRole('heading', { name: 'Propose a one-to-one with Ben Okafor' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Date and time 1/), '2030-01-15T10:30');
    await user.type(screen.getByLabelText(/Place or video link 1/), 'Albert’s Café');
    await user.click(screen.getByRole('checkbox', { name: /Also send my booking link/ }));
    await user.click(screen.getByRole('button', { name: 'Propose meeting' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      withUserId: BEN,
      includeBookingLink: true,
      options: [
        {
          startsAt: new Date('2030-01-15T10:30').toISOString(),
          durationMinutes: 30,
          location: 'Albert’s Café',
        },
      ],
    });
    expect(await screen.findByText('Choose a time in the future')).toBeInTheDocument();
  });
});
