import { ErrorCode, SUBSCRIPTION_MESSAGES } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { hardNavigate } from '@/lib/browser';
import { SALES_TEXT } from '@/lib/sales-text';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';
import {
  buildPlan,
  buildSalesWorld,
  buildSubscriber,
  checkoutUrl,
  GROUP,
  loadPages,
  servePreferences,
  serveSales,
} from '../testing/sales-world';

beforeAll(
  () =>
    loadPages(
      import('@/app/routes/public-subscriptions-list'),
      import('@/app/routes/public-subscription-details'),
      import('@/app/routes/public-subscription-form'),
      import('@/app/routes/public-subscription-payment'),
    ),
  60_000,
);

describe('public subscriptions list', () => {
  it('lists the plans on sale to a visitor, searches them and loads more', async () => {
    const plans = Array.from({ length: 12 }, (_, index) =>
      buildPlan({ name: `Plan ${String(index + 1).padStart(2, '0')}` }),
    );
    plans[0] = {
      ...plans[0]!,
      name: 'Gold membership',
      price: 1250.5,
      currency: 'EUR',
      period: 'year',
    };
    const log = serveSales(buildSalesWorld({ plans }));
    const user = userEvent.setup();
    renderApp('/public-subscriptions-list');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    const gold = screen.getByRole('article', { name: 'Gold membership' });
    expect(within(gold).getByText('€1,250.50 a year')).toBeInTheDocument();
    expect(within(gold).getByText('Leeds Founders · Acme Networks')).toBeInTheDocument();
    expect(within(gold).getByRole('link', { name: 'Gold membership' })).toHaveAttribute(
      'href',
      `/public-subscription-details?id=${plans[0]!._id}`,
    );
    // No account chrome for a visitor.
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(log.planQueries.map((query) => query.page)).toEqual(['1', '2']);

    await user.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'gold');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.planQueries.at(-1)).toEqual({ textSearch: 'gold', page: '1', offset: '10' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search subscriptions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'platinum');
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeInTheDocument();
  });

  it('narrows to one group and names it', async () => {
    const other = buildPlan({
      name: 'Other plan',
      group: { ...GROUP, _id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000999', name: 'York Makers' },
    });
    const log = serveSales(
      buildSalesWorld({ plans: [buildPlan({ name: 'Gold membership' }), other] }),
    );
    renderApp(`/public-subscriptions-list?groupId=${GROUP._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscriptions of Leeds Founders' }),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Gold membership' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Other plan' })).toBeNull();
    expect(log.planQueries[0]).toMatchObject({ groupId: GROUP._id });
  });

  it('says when the plans cannot be fetched, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/public/subscriptions'), () =>
        fail
          ? apiError(400, ErrorCode.VALIDATION_ERROR)
          : HttpResponse.json({
              data: { rows: [], totalRows: 0, totalPages: 0, page: 1, offset: 10 },
            }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/public-subscriptions-list');

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.fetchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No subscriptions on sale' })).toBeVisible();
  });
});

describe('public subscription details', () => {
  it('shows the plan, its group and organisation, and leads to the form', async () => {
    const plan = buildPlan({ description: 'Monthly meetings.\n\nA seat at the annual dinner.' });
    serveSales(buildSalesWorld({ plans: [plan] }));
    const user = userEvent.setup();
    const { location } = renderApp(`/public-subscription-details?id=${plan._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Gold membership' })).toBeVisible();
    expect(screen.getByText('£20.00 a month')).toBeInTheDocument();
    expect(screen.getByText('Leeds Founders', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Acme Networks', { selector: 'dd' })).toBeInTheDocument();
    // The group's header: its size and rating beside the organisation's logo and its cover.
    const banner = screen.getByRole('region', { name: 'Leeds Founders' });
    expect(within(banner).getByText('12 members')).toBeInTheDocument();
    expect(within(banner).getByText(/4\.5/)).toBeInTheDocument();
    expect(screen.getByText('A seat at the annual dinner.')).toBeInTheDocument();
    // A visitor is not sent to a members' page.
    expect(screen.queryByRole('link', { name: 'Leeds Founders' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Subscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscribe to Gold membership' }),
    ).toBeVisible();
    expect(location()).toBe(`/public-subscription-form?id=${plan._id}`);
  });

  it('says so when the plan does not exist or no id is given', async () => {
    serveSales(buildSalesWorld());
    const view = renderApp('/public-subscription-details?id=5d4c3b2a-1f0e-4d9c-8b7a-000000000404');
    expect(await screen.findByText(SALES_TEXT.planNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all subscriptions' })).toHaveAttribute(
      'href',
      '/public-subscriptions-list',
    );
    view.unmount();

    renderApp('/public-subscription-form');
    expect(await screen.findByText(SALES_TEXT.planNotFound)).toBeInTheDocument();
  });
});

describe('public subscription form', () => {
  it('asks for consent, sends the visitor’s details and opens the payment page', async () => {
    const plan = buildPlan();
    const world = buildSalesWorld({ plans: [plan] });
    const log = serveSales(world);
    const user = userEvent.setup();
    const { location } = renderApp(`/public-subscription-form?id=${plan._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Subscribe to Gold membership' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to the privacy policy and terms to continue'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /First name/ }), ' Bob ');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Bob@Example.com');
    expect(screen.getByRole('link', { name: 'privacy policy and terms' })).toHaveAttribute(
      'href',
      '/policies',
    );
    await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
    expect(log.subscribes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your subscription' }),
    ).toBeVisible();
    expect(log.subscribes).toEqual([
      {
        planId: plan._id,
        member: false,
        body: { firstName: 'Bob', lastName: 'Stone', email: 'bob@example.com', consent: true },
        authorization: null,
      },
    ]);
    const subscriber = world.subscribers[0]!;
    expect(location()).toBe(`/public-subscription-payment?subscriberId=${subscriber._id}`);
    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('tells the visitor when the plan went off sale meanwhile', async () => {
    const plan = buildPlan();
    serveSales(buildSalesWorld({ plans: [plan] }));
    server.use(
      http.post(apiUrl('/public/subscriptions/:id/subscribe'), () =>
        apiError(409, ErrorCode.NOT_ON_SALE),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/public-subscription-form?id=${plan._id}`);

    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Bob');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'bob@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SALES_TEXT.notOnSale);
  });

  it('subscribes a signed-in member in their own name, inside the shell', async () => {
    const plan = buildPlan();
    const world = buildSalesWorld({ plans: [plan] });
    const log = serveSales(world);
    servePreferences();
    const user = userEvent.setup();
    const { location } = renderApp(`/public-subscription-form?id=${plan._id}`, {
      user: buildUser(),
    });

    await screen.findByRole('heading', { level: 1, name: 'Subscribe to Gold membership' });
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Ann Lee (ann@example.com). The subscription will be in your name.',
    );
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leeds Founders' })).toHaveAttribute(
      'href',
      `/network-directory/${GROUP._id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Your subscription' });
    expect(log.subscribes).toEqual([
      { planId: plan._id, member: true, body: null, authorization: 'Bearer access-1' },
    ]);
    expect(location()).toBe(
      `/public-subscription-payment?subscriberId=${world.subscribers[0]!._id}`,
    );
  });
});

describe('public subscription payment', () => {
  it('opens the checkout for a pending subscriber', async () => {
    const subscriber = buildSubscriber();
    const log = serveSales(buildSalesWorld({ subscribers: [subscriber] }));
    const user = userEvent.setup();
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}`);

    expect(
      await screen.findByText('Pay for your subscription to join Leeds Founders.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Gold membership' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(checkoutUrl(1)));
    expect(log.checkouts).toEqual([
      { body: { subscriberId: subscriber._id }, authorization: null },
    ]);
  });

  it('says the payment link failed with the spec’s words', async () => {
    const subscriber = buildSubscriber();
    serveSales(buildSalesWorld({ subscribers: [subscriber] }));
    server.use(
      http.post(apiUrl('/payment/checkout-session'), () =>
        apiError(503, ErrorCode.PAYMENT_UNAVAILABLE),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}`);

    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.paymentLinkFailed)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('shows what is already paid when the checkout refuses it', async () => {
    const subscriber = buildSubscriber();
    const world = buildSalesWorld({ subscribers: [subscriber] });
    serveSales(world);
    const user = userEvent.setup();
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}`);

    await screen.findByRole('button', { name: 'Pay now' });
    // Paid in another tab meanwhile.
    subscriber.status = 'active';
    subscriber.endsAt = '2099-08-01T10:00:00.000Z';
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText(SALES_TEXT.alreadyPaid)).toBeInTheDocument();
    expect(await screen.findByText('You are subscribed.')).toBeInTheDocument();
    expect(
      screen.getByText(/Your subscription to Leeds Founders is paid until/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('waits for the payment’s confirmation after the checkout, then celebrates', async () => {
    const subscriber = buildSubscriber();
    const log = serveSales(buildSalesWorld({ subscribers: [subscriber] }));
    servePreferences();
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}&payment=success`, {
      user: buildUser(),
    });

    expect(await screen.findByText(SALES_TEXT.confirming)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    // The webhook lands.
    subscriber.status = 'active';
    subscriber.endsAt = '2099-08-01T10:00:00.000Z';

    const thanks = await screen.findByText('Thank you: your payment was received.');
    // Back from the checkout, focus lands on the outcome.
    await waitFor(() => expect(thanks.closest('[role="status"]')).toHaveFocus());
    expect(
      screen.getByText('Your subscription to Leeds Founders is paid until 01/08/99.'),
    ).toBeVisible();
    expect(screen.getByText(/An e-mail is on its way to you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Leeds Founders' })).toHaveAttribute(
      'href',
      `/network-directory/${GROUP._id}`,
    );
    expect(screen.queryByText(SALES_TEXT.confirming)).toBeNull();
    const reads = log.subscriberReads;
    expect(reads).toBeGreaterThanOrEqual(2);
    // Active: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(log.subscriberReads).toBe(reads);
  });

  it('says a cancelled payment was not charged and offers to pay again', async () => {
    const subscriber = buildSubscriber({ status: 'cancelled' });
    serveSales(buildSalesWorld({ subscribers: [subscriber] }));
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}&payment=cancelled`);

    expect(await screen.findByText(SALES_TEXT.paymentCancelled)).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('offers to renew an expired subscription', async () => {
    const subscriber = buildSubscriber({ status: 'expired', endsAt: '2025-03-01T10:00:00.000Z' });
    serveSales(buildSalesWorld({ subscribers: [subscriber] }));
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}`);

    expect(await screen.findByText(/Your subscription ended on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeEnabled();
  });

  it('says so when the subscriber is unknown, and fetch failures with the spec’s words', async () => {
    serveSales(buildSalesWorld());
    const view = renderApp(
      '/public-subscription-payment?subscriberId=c1d2e3f4-a5b6-4c7d-8e9f-000000000404',
    );
    expect(await screen.findByText(SALES_TEXT.subscriberNotFound)).toBeInTheDocument();
    view.unmount();

    const subscriber = buildSubscriber();
    serveSales(buildSalesWorld({ subscribers: [subscriber] }));
    let fail = true;
    server.use(
      http.get(apiUrl('/new-subscriptions/subscriber/:id'), () =>
        fail ? apiError(403, ErrorCode.FORBIDDEN) : HttpResponse.json({ data: subscriber }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/public-subscription-payment?subscriberId=${subscriber._id}`);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.fetchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled();
  });
});
