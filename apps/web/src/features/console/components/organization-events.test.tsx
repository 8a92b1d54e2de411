import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildAttendee,
  buildEvent,
  buildOrganizationGroup,
  buildOwner,
  buildSalesWorld,
  salesHandlers,
  type SalesWorld,
} from '../testing/sales-world';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The owner's preferences (the shared factory's) read times in London. */
const LONDON = 'Europe/London';

const leeds = buildOrganizationGroup({ name: 'Leeds Founders' });

function serve(overrides: Partial<SalesWorld> = {}) {
  const world = buildSalesWorld({ groups: [leeds], ...overrides });
  const { handlers, log } = salesHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return { world, log };
}

async function open(url: string, title: string) {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildOwner() });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  return { user, ...view };
}

async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function pickDay(user: UserEvent, scope: HTMLElement, label: string, day: dayjs.Dayjs) {
  await user.click(within(scope).getByRole('button', { name: new RegExp(`^${label}`) }));
  const buttons = await screen.findAllByRole('button', { name: day.format('D MMMM YYYY') });
  await user.click(buttons.at(-1)!);
}

describe('organisation events', () => {
  it('lists the upcoming events with when, where, price and seats, and the past ones under their tab', async () => {
    const mixer = buildEvent({
      title: 'Summer mixer',
      startsAt: '2030-07-12T17:00:00.000Z',
      endsAt: '2030-07-12T20:00:00.000Z',
      venue: 'The Corn Exchange, Leeds',
      price: 15,
      capacity: 50,
      seatsLeft: 38,
    });
    const breakfast = buildEvent({
      title: 'Founders breakfast',
      startsAt: '2030-01-08T08:00:00.000Z',
      endsAt: null,
      venue: null,
      price: 0,
      capacity: null,
      seatsLeft: null,
      active: false,
    });
    const gala = { ...buildEvent({ title: 'Spring gala' }), past: true };
    const { log } = serve({ events: [mixer, breakfast, gala] });
    const { user } = await open('/organization/events', 'Events');

    const first = await screen.findByRole('article', { name: 'Summer mixer' });
    // Times are read in the owner's zone once their preferences arrive: 17:00 UTC is 6 pm in
    // London in July.
    expect(await within(first).findByText('12/07/30 6:00 pm – 9:00 pm')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Summer mixer' })).toHaveAttribute(
      'href',
      `/organization/events/${mixer._id}`,
    );
    expect(within(first).getByText('The Corn Exchange, Leeds')).toBeInTheDocument();
    expect(within(first).getByText('£15.00 · 38 of 50 seats left')).toBeInTheDocument();
    expect(within(first).getByText('On sale')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Founders breakfast' });
    expect(within(second).getByText('08/01/30 8:00 am')).toBeInTheDocument();
    expect(within(second).getByText('Free · No seat limit')).toBeInTheDocument();
    expect(within(second).getByText('Off sale')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spring gala' })).toBeNull();
    expect(log.eventQueries[0]?.get('past')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('article', { name: 'Spring gala' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Summer mixer' })).toBeNull();
    expect(log.eventQueries.at(-1)?.get('past')).toBe('true');
  });

  it('refuses an event without its group, title, start or price, or ending before it starts', async () => {
    const { log } = serve();
    const { user } = await open('/organization/events', 'Events');
    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an event' });
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(within(dialog).getByText('Please choose a group')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the day')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the time')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a price (0 for a free event)'),
    ).toBeInTheDocument();
    // The first invalid field, at the top of the long modal, takes the focus (and is scrolled to).
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Group/ })).toHaveFocus(),
    );

    const day = dayjs().tz(LONDON);
    await pickDay(user, dialog, 'Start day', day);
    await user.type(within(dialog).getByLabelText(/^Start time/), '18:30');
    await pickDay(user, dialog, 'End day', day);
    await user.type(within(dialog).getByLabelText(/^End time/), '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(within(dialog).getByText('The event must end after it starts')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please choose the day')).toBeNull();
    expect(log.createdEvents).toEqual([]);
  });

  it('creates a free event in the owner’s time zone, then opens its page', async () => {
    const { log, world } = serve();
    const { user, location } = await open('/organization/events', 'Events');
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an event' });

    await choose(user, within(dialog).getByRole('combobox', { name: /^Group/ }), 'Leeds Founders');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Open evening');
    const day = dayjs().tz(LONDON);
    await pickDay(user, dialog, 'Start day', day);
    await user.type(within(dialog).getByLabelText(/^Start time/), '18:30');
    await user.type(within(dialog).getByRole('textbox', { name: /^Ticket price/ }), '0');
    expect(within(dialog).getByText('A free event: no checkout')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Seats/ }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(log.createdEvents).toEqual([
      {
        groupId: leeds._id,
        title: 'Open evening',
        startsAt: dayjs.tz(`${day.format('YYYY-MM-DD')}T18:30`, LONDON).format(),
        price: 0,
        currency: 'GBP',
        capacity: 40,
        active: true,
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open evening' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/organization/events/${world.events[0]?._id}`);
  });

  it('edits an event from the list: its price, currency and sales', async () => {
    const mixer = buildEvent({
      title: 'Summer mixer',
      startsAt: '2030-07-12T17:00:00.000Z',
      endsAt: null,
    });
    const { log } = serve({ events: [mixer] });
    const { user } = await open('/organization/events', 'Events');

    await user.click(await screen.findByRole('button', { name: 'Edit Summer mixer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Summer mixer' });
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('18:00');
    const price = within(dialog).getByRole('textbox', { name: /^Ticket price/ });
    await user.clear(price);
    await user.type(price, '20');
    await user.click(within(dialog).getByRole('radio', { name: '$ USD' }));
    await user.click(within(dialog).getByRole('switch', { name: /^On sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));

    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(log.updatedEvents).toEqual([
      {
        id: mixer._id,
        body: {
          title: 'Summer mixer',
          description: 'Drinks and introductions.',
          venue: 'The Corn Exchange, Leeds',
          startsAt: '2030-07-12T18:00:00+01:00',
          price: 20,
          currency: 'USD',
          capacity: 50,
          active: false,
        },
      },
    ]);
    const card = screen.getByRole('article', { name: 'Summer mixer' });
    expect(await within(card).findByText('$20.00 · 38 of 50 seats left')).toBeInTheDocument();
    expect(within(card).getByText('Off sale')).toBeInTheDocument();
  });

  it('shows an event with its attendees, their food preferences in the spec’s words, and what to cater for', async () => {
    const mixer = buildEvent({ title: 'Summer mixer' });
    const cara = buildAttendee({
      firstName: 'Cara',
      lastName: 'Smith',
      email: 'cara@example.com',
      preferences: ['glutenFree', 'fishAllergy'],
      paidAt: '2025-06-20T10:00:00.000Z',
    });
    const dan = buildAttendee({
      firstName: 'Dan',
      lastName: 'Brown',
      email: 'dan@example.com',
      preferences: ['glutenFree'],
    });
    const eve = buildAttendee({ firstName: 'Eve', lastName: 'Stone', preferences: [] });
    const fay = buildAttendee({
      firstName: 'Fay',
      lastName: 'Green',
      status: 'cancelled',
      preferences: ['vegan'],
      paidAt: null,
    });
    const { log } = serve({ events: [mixer], attendees: { [mixer._id]: [cara, dan, eve, fay] } });
    const { user } = await open(`/organization/events/${mixer._id}`, 'Summer mixer');

    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('12/07/30 6:00 pm – 9:00 pm')).toBeInTheDocument();
    expect(within(details).getByText('£15.00')).toBeInTheDocument();
    expect(within(details).getByText('38 of 50 seats left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute(
      'href',
      '/organization/events',
    );

    const list = await screen.findByRole('list', { name: 'Attendees' });
    const caraItem = within(list).getByRole('listitem', { name: 'Cara Smith' });
    expect(within(caraItem).getByText('cara@example.com')).toBeInTheDocument();
    expect(within(caraItem).getByText('Paid')).toBeInTheDocument();
    expect(within(caraItem).getByText('Paid 20/06/25')).toBeInTheDocument();
    const prefs = within(caraItem).getByRole('list', { name: 'Food preferences of Cara Smith' });
    expect(
      within(prefs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gluten Free / Coeliac', 'Fish / Shellfish Allergy']);
    expect(
      within(within(list).getByRole('listitem', { name: 'Eve Stone' })).getByText(
        'No food preferences',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(list).getByRole('listitem', { name: 'Fay Green' })).getByText('Given up'),
    ).toBeInTheDocument();

    // Catering counts paid tickets only: Fay gave hers up.
    const catering = screen.getByRole('region', { name: 'Catering' });
    expect(
      await within(catering).findByText(
        'From 3 paid tickets. A holder may choose several preferences.',
      ),
    ).toBeInTheDocument();
    const counts = catering.querySelector('dl');
    const rows = [...(counts?.children ?? [])].map((row) => row.textContent);
    expect(rows).toEqual(['Gluten Free / Coeliac2', 'Fish / Shellfish Allergy1', 'No preference1']);
    expect(within(catering).queryByText('Vegan')).toBeNull();

    await choose(user, screen.getByRole('combobox', { name: /^Ticket status/ }), 'Given up');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Cara Smith' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Fay Green' })).toBeInTheDocument();
    expect(log.attendeeQueries.at(-1)?.get('status')).toBe('cancelled');
  });

  it('says when the event is not one of the organisation’s', async () => {
    serve();
    await open('/organization/events/4d5e6f7a-8b9c-4d0e-9f2a-999999999999', 'Event');
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This event does not exist, or it is not one of your organisation’s events.',
      ),
    ).toBeInTheDocument();
  });
});
