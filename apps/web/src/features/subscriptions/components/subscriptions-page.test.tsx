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
  buildMine,
  buildOffer,
  buildSubscriptionWorld,
  CHECKOUT_URL,
  GROUP,
  subscriptionHandlers,
  type SubscriptionWorld,
} from '../testing/subscription-world';
import { hardNavigate } from '@/lib/browser';

/** Leaving for the hosted checkout: recorded, not followed. */

const FETCH_FAILED = 'We were unable to fetch your subscription. Please try again.';
const LINK_FAILED = 'We are unable to generate a payment link at the moment. Pls try again.';

function serve(world: SubscriptionWorld) {
  const { handlers, log } = subscriptionHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openPage(url = '/subscriptions') {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Subscriptions' }),
  ).toBeInTheDocument();
  return { user, ...view };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('my subscriptions', () => {
  it('lists the plans I hold with their group, price, status and paid-until date', async () => {
    const gold = buildOffer({
      name: 'Gold',
      price: 20,
      period: 'month',
      mine: buildMine({
        status: 'active',
        paidAt: '2026-01-10T10:00:00.000Z',
        endsAt: '2026-02-10T10:00:00.000Z',
      }),
    });
    const silver = buildOffer({
      name: 'Silver',
      price: 120,
      currency: 'EUR',
      period: 'year',
      mine: buildMine({ status: 'pending' }),
    });
    const bronze = buildOffer({
      name: 'Bronze',
      mine: buildMine({ status: 'expired', endsAt: '2025-12-01T10:00:00.000Z' }),
    });
    const log = serve(buildSubscriptionWorld({ offers: [gold, silver, bronze, buildOffer()] }));
    await openPage();

    expect(screen.getByRole('tab', { name: 'My subscriptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const goldCard = await card('Gold');
    expect(within(goldCard).getByRole('link', { name: GROUP.name })).toHaveAttribute(
      'href',
      `/network-directory/${GROUP._id}`,
    );
    expect(within(goldCard).getByText('£20.00 a month')).toBeInTheDocument();
    expect(within(goldCard).getByText('Active')).toBeInTheDocument();
    expect(within(goldCard).getByText('Paid until 10/02/26')).toBeInTheDocument();
    expect(within(goldCard).queryByRole('button')).toBeNull();

    const silverCard = await card('Silver');
    expect(within(silverCard).getByText('€120.00 a year')).toBeInTheDocument();
    expect(within(silverCard).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(silverCard).getByRole('button', { name: 'Pay now: Silver' })).toBeEnabled();

    const bronzeCard = await card('Bronze');
    expect(within(bronzeCard).getByText('Expired')).toBeInTheDocument();
    expect(within(bronzeCard).getByText('Ended on 01/12/25')).toBeInTheDocument();
    expect(within(bronzeCard).getByRole('button', { name: 'Renew: Bronze' })).toBeEnabled();

    // Only the plans I hold: the fourth is not mine.
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(log.lists[0]?.get('type')).toBe('own');
    expect(log.lists[0]?.get('page')).toBe('1');
  });

  it('filters by status and searches, then resets', async () => {
    const offers = [
      buildOffer({ name: 'Gold', mine: buildMine({ status: 'active' }) }),
      buildOffer({ name: 'Silver', mine: buildMine({ status: 'pending' }) }),
      buildOffer({ name: 'Silver Plus', mine: buildMine({ status: 'cancelled' }) }),
    ];
    const log = serve(buildSubscriptionWorld({ offers }));
    const { user } = await openPage();
    await card('Gold');

    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Waiting for payment', 'Active', 'Cancelled', 'Expired']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'Waiting for payment',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gold' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Silver' })).toBeInTheDocument();
    expect(log.lists.at(-1)?.get('status')).toBe('pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search my subscriptions' }), 'plus');
    await waitFor(() => expect(log.lists.at(-1)?.get('textSearch')).toBe('plus'));
    expect(log.lists.at(-1)?.has('status')).toBe(false);
    expect(await card('Silver Plus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Silver' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await card('Gold')).toBeInTheDocument();
  });

  it('loads more, ten at a time', async () => {
    const offers = Array.from({ length: 12 }, (_, n) =>
      buildOffer({ name: `Plan ${String(n + 1).padStart(2, '0')}`, mine: buildMine() }),
    );
    const log = serve(buildSubscriptionWorld({ offers }));
    const { user } = await openPage();
    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12')).toBeInTheDocument();
    expect(log.lists.at(-1)?.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('pays a pending subscription through the hosted checkout', async () => {
    const silver = buildOffer({ name: 'Silver', mine: buildMine({ status: 'pending' }) });
    const bronze = buildOffer({ name: 'Bronze', mine: buildMine({ status: 'expired' }) });
    const log = serve(buildSubscriptionWorld({ offers: [silver, bronze] }));
    const { user } = await openPage();

    await user.click(within(await card('Silver')).getByRole('button', { name: /Pay now/ }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(log.checkouts).toEqual([{ subscriberId: silver.mine?.subscriberId }]);

    await user.click(within(await card('Bronze')).getByRole('button', { name: /Renew/ }));
    await waitFor(() => expect(log.checkouts).toHaveLength(2));
    expect(log.checkouts[1]).toEqual({ subscriberId: bronze.mine?.subscriberId });
  });

  it('says so when no payment link can be made, or when it is already paid', async () => {
    const world = buildSubscriptionWorld({
      offers: [buildOffer({ name: 'Silver', mine: buildMine({ status: 'pending' }) })],
      checkoutRefusal: { status: 502, code: 'PAYMENT_UNAVAILABLE' },
    });
    const log = serve(world);
    const { user } = await openPage();

    await user.click(within(await card('Silver')).getByRole('button', { name: /Pay now/ }));
    expect(await findToastTone(LINK_FAILED)).toBe('x');
    expect(hardNavigate).not.toHaveBeenCalled();

    world.checkoutRefusal = { status: 409, code: 'ALREADY_PAID' };
    const listsBefore = log.lists.length;
    await user.click(within(await card('Silver')).getByRole('button', { name: /Pay now/ }));
    expect(await findToastTone(SALES_TEXT.alreadyPaid)).toBe('info-circle');
    // The list is asked again: it shows what the server knows now.
    await waitFor(() => expect(log.lists.length).toBeGreaterThan(listsBefore));
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('says the spec’s words when the list cannot be fetched, and tries again', async () => {
    const world = buildSubscriptionWorld({
      offers: [buildOffer({ name: 'Gold', mine: buildMine({ status: 'active' }) })],
      listRefusal: { status: 500, code: 'INTERNAL_ERROR' },
    });
    serve(world);
    const { user } = await openPage();

    expect(await screen.findByText(FETCH_FAILED)).toBeInTheDocument();
    world.listRefusal = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Gold')).toBeInTheDocument();
    expect(screen.queryByText(FETCH_FAILED)).toBeNull();
  });

  it('points to the plans on sale when I hold none', async () => {
    serve(buildSubscriptionWorld({ offers: [buildOffer()] }));
    const { user, location } = await openPage();
    expect(
      await screen.findByRole('heading', { name: 'No subscriptions yet' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the plans on sale' }));
    await waitFor(() => expect(location()).toBe('/subscriptions?tab=live'));
    expect(screen.getByRole('tab', { name: 'On sale' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('plans on sale', () => {
  it('subscribes, then opens the checkout of the new subscriber record', async () => {
    const gold = buildOffer({ name: 'Gold' });
    const held = buildOffer({ name: 'Platinum', mine: buildMine({ status: 'active' }) });
    const log = serve(buildSubscriptionWorld({ offers: [gold, held] }));
    const { user } = await openPage('/subscriptions?tab=live');

    expect(screen.getByRole('tab', { name: 'On sale' })).toHaveAttribute('aria-selected', 'true');
    const goldCard = await card('Gold');
    expect(within(await card('Platinum')).queryByRole('button')).toBeNull();
    expect(log.lists[0]?.get('type')).toBe('live');

    await user.click(within(goldCard).getByRole('button', { name: 'Subscribe to Gold' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(log.subscribed).toEqual([gold._id]);
    expect(log.checkouts).toEqual([{ subscriberId: gold.mine?.subscriberId }]);
  });

  it('tells a plan taken off sale meanwhile', async () => {
    const gold = buildOffer({ name: 'Gold' });
    const world = buildSubscriptionWorld({ offers: [gold] });
    const log = serve(world);
    const { user } = await openPage('/subscriptions?tab=live');
    const goldCard = await card('Gold');

    world.offSale = [gold._id];
    await user.click(within(goldCard).getByRole('button', { name: 'Subscribe to Gold' }));
    expect(await findToastTone(SALES_TEXT.notOnSale)).toBe('x');
    expect(log.checkouts).toEqual([]);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('searches the plans on sale', async () => {
    const log = serve(
      buildSubscriptionWorld({
        offers: [buildOffer({ name: 'Gold' }), buildOffer({ name: 'Silver' })],
      }),
    );
    const { user } = await openPage('/subscriptions?tab=live');
    await card('Gold');
    await user.type(screen.getByRole('searchbox', { name: 'Search plans on sale' }), 'sil');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gold' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Silver' })).toBeInTheDocument();
    expect(log.lists.at(-1)?.get('textSearch')).toBe('sil');
  });
});
