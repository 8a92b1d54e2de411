import { EVENT_MESSAGES } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SALES_TEXT } from '@/lib/sales-text';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { findToastTone } from '@/testing/toasts';
import {
  buildEvent,
  buildEventWorld,
  buildTicket,
  EVENT_GROUP,
  eventHandlers,
  TICKET_CHECKOUT_URL,
  type EventWorld,
} from '../testing/event-world';
import { hardNavigate } from '@/lib/browser';

const FOOD_LABELS = [
  'Vegan',
  'Vegetarian',
  'Pescatarian',
  'Paleo',
  'FODMAP',
  'Gluten Free / Coeliac',
  'Dairy / Lactose free',
  'Ketogenic',
  'Peanut Allergy',
  'Nut Allergy',
  'Fish / Shellfish Allergy',
  'Halal',
  'Kosher',
];

function serve(world: EventWorld) {
  const { handlers, log } = eventHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

/** Opens /tickets/:id and waits for `heading`: the event's title, or the not-found page's. */
async function openTicket(ticketId: string, heading: string) {
  const user = userEvent.setup();
  const view = renderApp(`/tickets/${ticketId}`, { user: buildUser() });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  return { user, ...view };
}

describe('my ticket', () => {
  it('shows the ticket, its event and holder, on the same page as the public one', async () => {
    const ticket = buildTicket({ event: buildEvent({ title: 'Spring dinner' }) });
    serve(buildEventWorld({ tickets: [ticket] }));
    await openTicket(ticket._id, 'Spring dinner');

    expect(screen.getByRole('heading', { level: 1, name: 'Your ticket' })).toBeInTheDocument();
    expect(screen.getByText('Ann Lee', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('01/02/26')).toBeInTheDocument();
    expect(screen.getByText('14/03/26 6:00 pm – 9:00 pm')).toBeInTheDocument();
    expect(screen.getByText('£15.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EVENT_GROUP.name })).toHaveAttribute(
      'href',
      `/network-directory/${EVENT_GROUP._id}`,
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Your place is booked.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My tickets' })).toHaveAttribute(
      'href',
      '/subscriptions?tab=tickets',
    );
  });

  it('saves my food preferences, offered with the spec’s labels', async () => {
    const ticket = buildTicket({ preferences: ['vegan'] });
    const log = serve(buildEventWorld({ tickets: [ticket] }));
    const { user } = await openTicket(ticket._id, ticket.event.title);

    const form = screen.getByRole('region', { name: 'Food preferences' });
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(
      FOOD_LABELS,
    );
    expect(within(form).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();

    await user.click(within(form).getByRole('checkbox', { name: 'Vegan' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Halal' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Gluten Free / Coeliac' }));
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));

    expect(await findToastTone('Your food preferences have been saved.')).toBe('check');
    expect(log.preferences).toEqual([
      { ticketId: ticket._id, body: { preferences: ['halal', 'glutenFree'] } },
    ]);
  });

  it('gives the ticket up on the give-up page, then shows it given up', async () => {
    const ticket = buildTicket();
    const log = serve(buildEventWorld({ tickets: [ticket] }));
    const { user, router } = await openTicket(ticket._id, ticket.event.title);

    await user.click(screen.getByRole('link', { name: 'I can no longer attend' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Give up your ticket' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep my ticket' })).toHaveAttribute(
      'href',
      `/public-event-ticket?ticketId=${ticket._id}`,
    );
    expect(log.givenUp).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I can no longer attend' }));

    expect(await screen.findByText(EVENT_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(log.givenUp).toEqual([ticket._id]);

    await router.navigate(`/tickets/${ticket._id}`);
    expect(
      await screen.findByText('You gave up this ticket and its seat has been released.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Given up')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Food preferences' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'I can no longer attend' })).toBeNull();
  });

  it('pays a ticket waiting for payment', async () => {
    const ticket = buildTicket({ status: 'pending', paidAt: null });
    const world = buildEventWorld({ tickets: [ticket] });
    const log = serve(world);
    const { user } = await openTicket(ticket._id, ticket.event.title);

    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Food preferences' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(TICKET_CHECKOUT_URL));
    expect(log.checkouts).toEqual([{ ticketId: ticket._id }]);
  });

  it('says when the ticket is paid already, and shows it paid', async () => {
    const ticket = buildTicket({ status: 'pending', paidAt: null });
    const world = buildEventWorld({
      tickets: [ticket],
      checkoutRefusal: { status: 409, code: 'ALREADY_PAID' },
    });
    serve(world);
    const { user } = await openTicket(ticket._id, ticket.event.title);

    // The webhook landed meanwhile.
    ticket.status = 'paid';
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await findToastTone(SALES_TEXT.alreadyPaid)).toBe('info-circle');
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('says when the ticket does not exist', async () => {
    serve(buildEventWorld());
    await openTicket('4a3b2c1d-0e9f-4a8b-b7c6-00000000dead', 'Ticket not found');
    expect(screen.getByText(SALES_TEXT.ticketNotFound)).toBeInTheDocument();
  });
});

describe('my tickets', () => {
  it('lists my tickets on the subscriptions page, each opening its own page', async () => {
    const paid = buildTicket({ event: buildEvent({ title: 'Spring dinner' }) });
    const pending = buildTicket({
      status: 'pending',
      paidAt: null,
      event: buildEvent({ title: 'Gala' }),
    });
    serve(buildEventWorld({ tickets: [paid, pending] }));
    const user = userEvent.setup();
    const { location } = renderApp('/subscriptions?tab=tickets', { user: buildUser() });

    const dinner = await screen.findByRole('article', { name: 'Spring dinner' });
    expect(screen.getByRole('tab', { name: 'My tickets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dinner).getByText('Paid')).toBeInTheDocument();
    expect(within(dinner).getByText('14/03/26 6:00 pm – 9:00 pm')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Gala' })).getByText('Waiting for payment'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();

    await user.click(within(dinner).getByRole('link', { name: 'Spring dinner' }));
    await waitFor(() => expect(location()).toBe(`/tickets/${paid._id}`));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Spring dinner' }),
    ).toBeInTheDocument();
  });
});
