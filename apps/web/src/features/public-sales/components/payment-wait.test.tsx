import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SALES_TEXT } from '@/lib/sales-text';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildSalesWorld,
  buildSubscriber,
  buildTicket,
  loadPages,
  salesHandlers,
} from '../testing/sales-world';

// A short window, so that the test sees the polling give up; twenty intervals long, so that a
// loaded machine (a read took over 200 ms in one CI run) still makes several reads within it.
vi.mock('../api/payment-polling', () => ({
  PAYMENT_POLL_INTERVAL_MS: 100,
  PAYMENT_POLL_WINDOW_MS: 2_000,
}));

beforeAll(
  () =>
    loadPages(
      import('@/app/routes/public-subscription-payment'),
      import('@/app/routes/public-event-ticket'),
    ),
  60_000,
);

describe('waiting for a payment’s confirmation', () => {
  it('stops asking after its window, says so, and lets the buyer check again', async () => {
    const subscriber = buildSubscriber();
    const { handlers, log } = salesHandlers(buildSalesWorld({ subscribers: [subscriber] }));
    server.use(...handlers);
    const user = userEvent.setup();
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}&payment=success`);

    expect(await screen.findByText(SALES_TEXT.confirming)).toBeInTheDocument();
    expect(await screen.findByText(SALES_TEXT.confirmationLate)).toBeInTheDocument();
    const reads = log.subscriberReads;
    // Several reads during the window, none after it.
    expect(reads).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(log.subscriberReads).toBe(reads);

    subscriber.status = 'active';
    subscriber.endsAt = '2099-08-01T10:00:00.000Z';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Thank you: your payment was received.')).toBeInTheDocument();
  });

  it('polls a ticket the same way', async () => {
    const ticket = buildTicket({ status: 'pending', paidAt: null });
    const { handlers, log } = salesHandlers(buildSalesWorld({ tickets: [ticket] }));
    server.use(...handlers);
    renderApp(`/public-event-ticket?ticketId=${ticket._id}&payment=success`);

    expect(await screen.findByText(SALES_TEXT.confirming)).toBeInTheDocument();
    await screen.findByText(SALES_TEXT.confirmationLate);
    expect(log.ticketReads).toBeGreaterThan(2);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
