import type { GroupDetail } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';
import { findToastTone } from '@/testing/toasts';
import {
  buildEvent,
  buildEventWorld,
  EVENT_GROUP,
  eventHandlers,
  TICKET_CHECKOUT_URL,
  type EventWorld,
} from '../testing/event-world';
import { hardNavigate } from '@/lib/browser';

/** The group whose page holds the events tab, seen from outside. */
const group: GroupDetail = {
  ...EVENT_GROUP,
  description: null,
  organization: {
    _id: '9f8e7d6c-5b4a-4c3d-8e2f-000000000001',
    name: 'Acme Networks',
    logoUrl: null,
  },
  coverUrl: null,
  parentId: null,
  country: null,
  regions: [],
  sectors: [],
  subscriptions: [],
  memberCount: 12,
  averageRating: 0,
  reviewCount: 0,
  me: { status: null, role: null, isHomeGroup: false },
  subgroups: null,
  members: null,
  pendingRequests: null,
};

function serve(world: EventWorld) {
  const { handlers, log } = eventHandlers(world);
  server.use(
    ...referenceHandlers(),
    ...handlers,
    http.get(apiUrl(`/network-directory/${group._id}`), () => HttpResponse.json({ data: group })),
  );
  return log;
}

async function openEvents() {
  const user = userEvent.setup();
  const view = renderApp(`/network-directory/${group._id}?tab=events`, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  return { user, ...view };
}

describe('group events', () => {
  it('lists the group’s upcoming events with when, where, price and seats left', async () => {
    const dinner = buildEvent({ title: 'Spring dinner' });
    const meetup = buildEvent({
      title: 'Breakfast meetup',
      price: 0,
      venue: null,
      capacity: null,
      seatsLeft: null,
      startsAt: '2026-04-02T07:30:00.000Z',
      endsAt: null,
    });
    const full = buildEvent({ title: 'Gala', seatsLeft: 0 });
    const log = serve(buildEventWorld({ events: [dinner, meetup, full] }));
    await openEvents();

    const dinnerCard = await screen.findByRole('article', { name: 'Spring dinner' });
    expect(within(dinnerCard).getByText('14/03/26 6:00 pm – 9:00 pm')).toBeInTheDocument();
    expect(within(dinnerCard).getByText('The Corn Exchange, Leeds')).toBeInTheDocument();
    expect(within(dinnerCard).getByText('£15.00')).toBeInTheDocument();
    expect(within(dinnerCard).getByText('12 seats left')).toBeInTheDocument();
    expect(
      within(dinnerCard).getByRole('button', { name: 'Buy ticket: Spring dinner' }),
    ).toBeEnabled();

    // London is on summer time in April.
    const meetupCard = screen.getByRole('article', { name: 'Breakfast meetup' });
    expect(await within(meetupCard).findByText('02/04/26 8:30 am')).toBeInTheDocument();
    expect(within(meetupCard).getByText('Free')).toBeInTheDocument();
    expect(within(meetupCard).queryByText(/seats? left/)).toBeNull();
    expect(
      within(meetupCard).getByRole('button', { name: 'Get ticket: Breakfast meetup' }),
    ).toBeEnabled();

    const fullCard = screen.getByRole('article', { name: 'Gala' });
    expect(within(fullCard).getByRole('button', { name: 'Sold out: Gala' })).toBeDisabled();
    expect(log.eventQueries[0]?.get('groupId')).toBe(group._id);
  });

  it('buys a ticket: the checkout opens for the new ticket', async () => {
    const dinner = buildEvent({ title: 'Spring dinner' });
    const world = buildEventWorld({ events: [dinner] });
    const log = serve(world);
    const { user } = await openEvents();

    await user.click(await screen.findByRole('button', { name: 'Buy ticket: Spring dinner' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(TICKET_CHECKOUT_URL));
    expect(log.bought).toEqual([dinner._id]);
    expect(log.checkouts).toEqual([{ ticketId: world.tickets[0]?._id }]);
  });

  it('gets a free ticket at once and opens it', async () => {
    const meetup = buildEvent({ title: 'Breakfast meetup', price: 0 });
    const world = buildEventWorld({ events: [meetup] });
    const log = serve(world);
    const { user, location } = await openEvents();

    await user.click(await screen.findByRole('button', { name: 'Get ticket: Breakfast meetup' }));
    expect(await findToastTone('Your ticket is confirmed.')).toBe('check');
    const ticketId = world.tickets[0]?._id;
    await waitFor(() => expect(location()).toBe(`/tickets/${ticketId}`));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Breakfast meetup' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your place is booked.')).toBeInTheDocument();
    expect(log.checkouts).toEqual([]);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('says the event is sold out when the last seat went meanwhile', async () => {
    const dinner = buildEvent({ title: 'Spring dinner' });
    const log = serve(
      buildEventWorld({
        events: [dinner],
        ticketRefusals: { [dinner._id]: { status: 409, code: 'EVENT_SOLD_OUT' } },
      }),
    );
    const { user } = await openEvents();

    await user.click(await screen.findByRole('button', { name: 'Buy ticket: Spring dinner' }));
    expect(await findToastTone('This event is sold out.')).toBe('x');
    expect(log.checkouts).toEqual([]);
  });

  it('keeps the unpaid ticket when no payment link can be made', async () => {
    const dinner = buildEvent({ title: 'Spring dinner' });
    const world = buildEventWorld({
      events: [dinner],
      checkoutRefusal: { status: 502, code: 'PAYMENT_UNAVAILABLE' },
    });
    serve(world);
    const { user, location } = await openEvents();

    await user.click(await screen.findByRole('button', { name: 'Buy ticket: Spring dinner' }));
    expect(
      await findToastTone('We are unable to generate a payment link at the moment. Pls try again.'),
    ).toBe('x');
    await waitFor(() => expect(location()).toBe(`/tickets/${world.tickets[0]?._id}`));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('says when the group has no upcoming events', async () => {
    serve(buildEventWorld());
    await openEvents();
    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeInTheDocument();
  });
});
