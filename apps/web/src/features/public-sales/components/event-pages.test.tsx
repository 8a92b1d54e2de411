import {
  ErrorCode,
  EVENT_MESSAGES,
  FOOD_PREFERENCES,
  SUBSCRIPTION_MESSAGES,
} from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { hardNavigate } from '@/lib/browser';
import { SALES_TEXT } from '@/lib/sales-text';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, server } from '@/testing/server';
import {
  buildEvent,
  buildSalesWorld,
  buildTicket,
  checkoutUrl,
  loadPages,
  servePreferences,
  serveSales,
} from '../testing/sales-world';

beforeAll(
  () =>
    loadPages(
      import('@/app/routes/public-event-ticket'),
      import('@/app/routes/public-event-unsubscribe'),
    ),
  60_000,
);

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Bob');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Stone');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'BOB@example.com ');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
}

const BOB = { firstName: 'Bob', lastName: 'Stone', email: 'bob@example.com', consent: true };

describe('public event ticket: buying', () => {
  it('shows the event to a member in their time zone, and buys in their name', async () => {
    const event = buildEvent();
    const world = buildSalesWorld({ events: [event] });
    const log = serveSales(world);
    servePreferences();
    const user = userEvent.setup();
    renderApp(`/public-event-ticket?eventId=${event._id}`, { user: buildUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer mixer' })).toBeVisible();
    // 17:00 UTC is 6:00 pm in London in July.
    expect(await screen.findByText('10/07/99 6:00 pm – 8:30 pm')).toBeInTheDocument();
    expect(screen.getByText('The Corn Exchange, Leeds')).toBeInTheDocument();
    expect(screen.getByText('£15.00')).toBeInTheDocument();
    expect(screen.getByText('12 seats left')).toBeInTheDocument();
    // The group's header, as on the subscription pages: its size and rating beside the logo.
    const banner = screen.getByRole('region', { name: 'Leeds Founders' });
    expect(within(banner).getByText('12 members')).toBeInTheDocument();
    expect(within(banner).getByText(/4\.5/)).toBeInTheDocument();
    expect(within(banner).getByText('Acme Networks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Buy your ticket' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(checkoutUrl(1)));
    const ticket = world.tickets[0]!;
    expect(log.ticketBuys).toEqual([
      { eventId: event._id, member: true, body: null, authorization: 'Bearer access-1' },
    ]);
    expect(log.checkouts).toEqual([
      { body: { ticketId: ticket._id }, authorization: 'Bearer access-1' },
    ]);
  });

  it('sells a visitor a ticket: their details, then the checkout', async () => {
    const event = buildEvent();
    const world = buildSalesWorld({ events: [event] });
    const log = serveSales(world);
    const user = userEvent.setup();
    renderApp(`/public-event-ticket?eventId=${event._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Summer mixer' });
    await user.click(await screen.findByRole('button', { name: 'Buy ticket' }));
    expect(
      await screen.findByText('Please agree to the privacy policy and terms to continue'),
    ).toBeInTheDocument();
    expect(log.ticketBuys).toEqual([]);

    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(checkoutUrl(1)));
    expect(log.ticketBuys).toEqual([
      { eventId: event._id, member: false, body: BOB, authorization: null },
    ]);
    expect(log.checkouts[0]?.body).toEqual({ ticketId: world.tickets[0]!._id });
  });

  it('books a free event at once and shows the ticket', async () => {
    const event = buildEvent({ price: 0, seatsLeft: null, capacity: null });
    const world = buildSalesWorld({ events: [event] });
    const log = serveSales(world);
    const user = userEvent.setup();
    const { location } = renderApp(`/public-event-ticket?eventId=${event._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Summer mixer' });
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/seats? left/)).toBeNull();
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Get ticket' }));

    expect(await screen.findByText('Your place is booked.')).toBeInTheDocument();
    expect(location()).toBe(`/public-event-ticket?ticketId=${world.tickets[0]!._id}`);
    expect(screen.getByText('Bob Stone')).toBeInTheDocument();
    expect(log.checkouts).toEqual([]);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('says a sold-out event is sold out, also when it sells out meanwhile', async () => {
    const full = buildEvent({ seatsLeft: 0 });
    const last = buildEvent({ title: 'Autumn dinner' });
    serveSales(buildSalesWorld({ events: [full, last] }));
    server.use(
      http.post(apiUrl('/public/events/:id/tickets'), () =>
        apiError(409, ErrorCode.EVENT_SOLD_OUT),
      ),
    );
    const view = renderApp(`/public-event-ticket?eventId=${full._id}`);
    expect(await screen.findByText(EVENT_MESSAGES.soldOut)).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy ticket' })).toBeNull();
    view.unmount();

    const user = userEvent.setup();
    renderApp(`/public-event-ticket?eventId=${last._id}`);
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Buy ticket' }));
    expect(await screen.findByText(EVENT_MESSAGES.soldOut)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('takes the buyer to their ticket when the checkout cannot open', async () => {
    const event = buildEvent();
    const world = buildSalesWorld({ events: [event] });
    serveSales(world);
    server.use(
      http.post(apiUrl('/payment/checkout-session'), () =>
        apiError(503, ErrorCode.PAYMENT_UNAVAILABLE),
      ),
    );
    const user = userEvent.setup();
    const { location } = renderApp(`/public-event-ticket?eventId=${event._id}`);
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Buy ticket' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.paymentLinkFailed)).toBeInTheDocument();
    expect(await screen.findByText('Your ticket is reserved until you pay for it.')).toBeVisible();
    expect(location()).toBe(`/public-event-ticket?ticketId=${world.tickets[0]!._id}`);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('says so when the event is unknown, and fetch failures with the spec’s words', async () => {
    serveSales(buildSalesWorld());
    const view = renderApp('/public-event-ticket?eventId=e1e2e3e4-a5b6-4c7d-8e9f-000000000404');
    expect(await screen.findByText(SALES_TEXT.eventNotFound)).toBeInTheDocument();
    view.unmount();

    server.use(http.get(apiUrl('/public/events/:id'), () => apiError(403, ErrorCode.FORBIDDEN)));
    renderApp(`/public-event-ticket?eventId=${buildEvent()._id}`);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('public event ticket: holding', () => {
  it('saves food preferences with the spec’s labels', async () => {
    const ticket = buildTicket({ preferences: ['halal'] });
    const log = serveSales(buildSalesWorld({ tickets: [ticket] }));
    const user = userEvent.setup();
    renderApp(`/public-event-ticket?ticketId=${ticket._id}`);

    const group = await screen.findByRole('group', { name: 'Tell the hosts what to cater for' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(FOOD_PREFERENCES.map((food) => food.value));
    expect(screen.getByRole('checkbox', { name: 'Fish / Shellfish Allergy' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gluten Free / Coeliac' }));
    await user.click(screen.getByRole('checkbox', { name: 'Halal' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText(EVENT_MESSAGES.preferencesSaved)).toBeInTheDocument();
    expect(log.preferences).toEqual([
      { ticketId: ticket._id, preferences: ['vegan', 'glutenFree'] },
    ]);
    expect(screen.getByRole('link', { name: 'I can no longer attend' })).toHaveAttribute(
      'href',
      `/public-event-unsubscribe?ticketId=${ticket._id}`,
    );
  });

  it('offers to pay again after a cancelled checkout', async () => {
    const ticket = buildTicket({ status: 'pending', paidAt: null });
    const log = serveSales(buildSalesWorld({ tickets: [ticket] }));
    const user = userEvent.setup();
    renderApp(`/public-event-ticket?ticketId=${ticket._id}&payment=cancelled`);

    expect(await screen.findByText(SALES_TEXT.paymentCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /cater/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(checkoutUrl(1)));
    expect(log.checkouts[0]?.body).toEqual({ ticketId: ticket._id });
  });

  it('confirms the payment once the webhook lands', async () => {
    const ticket = buildTicket({ status: 'pending', paidAt: null });
    serveSales(buildSalesWorld({ tickets: [ticket] }));
    renderApp(`/public-event-ticket?ticketId=${ticket._id}&payment=success`);

    expect(await screen.findByText(SALES_TEXT.confirming)).toBeInTheDocument();
    ticket.status = 'paid';
    expect(await screen.findByText('Thank you: your payment was received.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /cater/ })).toBeInTheDocument();
  });

  it('says so when the ticket is unknown', async () => {
    serveSales(buildSalesWorld());
    renderApp('/public-event-ticket?ticketId=7a7b7c7d-a5b6-4c7d-8e9f-000000000404');
    expect(await screen.findByText(SALES_TEXT.ticketNotFound)).toBeInTheDocument();
  });
});

describe('public event unsubscribe', () => {
  it('gives the ticket up once the holder confirms', async () => {
    const ticket = buildTicket();
    const log = serveSales(buildSalesWorld({ tickets: [ticket] }));
    const user = userEvent.setup();
    renderApp(`/public-event-unsubscribe?ticketId=${ticket._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Give up your ticket' }),
    ).toBeVisible();
    expect(await screen.findByText('Bob Stone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep my ticket' })).toHaveAttribute(
      'href',
      `/public-event-ticket?ticketId=${ticket._id}`,
    );
    expect(log.unsubscribes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I can no longer attend' }));

    const done = await screen.findByText(EVENT_MESSAGES.unsubscribed);
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(log.unsubscribes).toEqual([ticket._id]);
    expect(screen.queryByRole('button', { name: 'I can no longer attend' })).toBeNull();
  });

  it('says when the ticket was already given up', async () => {
    const ticket = buildTicket({ status: 'cancelled' });
    const log = serveSales(buildSalesWorld({ tickets: [ticket] }));
    renderApp(`/public-event-unsubscribe?ticketId=${ticket._id}`);

    expect(
      await screen.findByText('This ticket has already been given up and its seat released.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I can no longer attend' })).toBeNull();
    expect(log.unsubscribes).toEqual([]);
  });

  it('says so when no ticket is given', async () => {
    renderApp('/public-event-unsubscribe');
    expect(await screen.findByText(SALES_TEXT.ticketNotFound)).toBeInTheDocument();
  });
});
