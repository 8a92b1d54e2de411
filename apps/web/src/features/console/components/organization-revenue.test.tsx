import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';
import {
  buildOrganizationWorld,
  buildPayment,
  buildRevenue,
  ORGANIZATION_ID,
  organizationHandlers,
  type OrganizationWorld,
} from '../testing/organization-world';
import { revenueMonths } from './revenue-data';

const desktop = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktop;
});

/** The screen as a phone's: media queries up to Mantine's `sm` breakpoint match. */
function onPhone() {
  window.matchMedia = (query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width: 47.99em'),
  });
}

function serve(world: OrganizationWorld) {
  const { handlers, log } = organizationHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openRevenue() {
  const user = userEvent.setup();
  const view = renderApp('/organization/revenue', { user: buildUser({ isOrgOwner: true }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Revenue' })).toBeInTheDocument();
  return { user, ...view };
}

const monthKey = (monthsAgo: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

describe('revenue data', () => {
  it('fills the last twelve months, oldest first, per currency', () => {
    const months = revenueMonths(
      buildRevenue({
        totals: [{ currency: 'EUR', amount: 40 }],
        months: [
          { month: '2025-03', currency: 'GBP', amount: 100 },
          { month: '2025-03', currency: 'EUR', amount: 40 },
          { month: '2024-06', currency: 'GBP', amount: 7 },
        ],
      }),
      new Date('2025-03-15T12:00:00Z'),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({
      key: '2024-04',
      month: 'Apr 24',
      monthName: 'April 2024',
      GBP: 0,
      EUR: 0,
    });
    expect(months[2]).toMatchObject({ key: '2024-06', GBP: 7, EUR: 0 });
    expect(months[11]).toMatchObject({
      key: '2025-03',
      monthName: 'March 2025',
      GBP: 100,
      EUR: 40,
    });
  });
});

describe('organisation revenue', () => {
  it('shows totals per currency, the months, and the payments page by page', async () => {
    const world = buildOrganizationWorld({
      revenue: buildRevenue({
        totals: [
          { currency: 'GBP', amount: 1234.5 },
          { currency: 'EUR', amount: 80 },
        ],
        months: [
          { month: monthKey(0), currency: 'GBP', amount: 1200 },
          { month: monthKey(2), currency: 'GBP', amount: 34.5 },
          { month: monthKey(2), currency: 'EUR', amount: 80 },
        ],
        activeSubscribers: 12,
        ticketsSold: 5,
      }),
      payments: [
        buildPayment({
          description: 'Leeds Founders · Monthly',
          payerName: 'Bea Khan',
          amount: 25,
          currency: 'GBP',
          status: 'paid',
          paidAt: '2025-06-03T10:00:00.000Z',
        }),
        buildPayment({
          kind: 'ticket',
          description: 'Summer dinner',
          payerName: 'Cal Ode',
          amount: 40,
          currency: 'EUR',
          status: 'open',
          paidAt: null,
          createdAt: '2025-06-04T10:00:00.000Z',
        }),
        ...Array.from({ length: 9 }, (_, index) =>
          buildPayment({ payerName: `Payer ${index + 3}` }),
        ),
      ],
    });
    const log = serve(world);
    const { user } = await openRevenue();

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Revenue in GBP').parentElement).toHaveTextContent('£1,234.50');
    expect(within(totals).getByText('Revenue in EUR').parentElement).toHaveTextContent('€80.00');
    expect(within(totals).getByText('Active subscribers').parentElement).toHaveTextContent('12');
    expect(within(totals).getByText('Tickets sold').parentElement).toHaveTextContent('5');

    const months = screen.getByRole('region', { name: 'Last 12 months' });
    const monthTable = within(months).getByRole('table', {
      name: 'Revenue paid in each of the last 12 months, by currency',
    });
    // A header row and twelve months.
    expect(within(monthTable).getAllByRole('row')).toHaveLength(13);
    const lastRow = within(monthTable).getAllByRole('row').at(-1) as HTMLElement;
    expect(lastRow).toHaveTextContent('£1,200.00');
    expect(lastRow).toHaveTextContent('€0.00');
    expect(
      await within(months).findByRole('img', {
        name: /Revenue over the last 12 months: £1,234.50 in GBP/,
      }),
    ).toBeInTheDocument();

    const payments = screen.getByRole('region', { name: 'Payments' });
    const table = await within(payments).findByRole('table', {
      name: 'The latest payments, newest first',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('03/06/25');
    expect(rows[1]).toHaveTextContent('Leeds Founders · Monthly');
    expect(rows[1]).toHaveTextContent('Bea Khan');
    expect(rows[1]).toHaveTextContent('Subscription');
    expect(rows[1]).toHaveTextContent('£25.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('04/06/25');
    expect(rows[2]).toHaveTextContent('Event ticket');
    expect(rows[2]).toHaveTextContent('€40.00');
    expect(rows[2]).toHaveTextContent('Awaiting payment');

    const pages = within(payments).getByRole('navigation', { name: 'Payment pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(payments).findByText('Payer 11')).toBeInTheDocument();
    expect(log.paymentQueries.at(-1)?.get('page')).toBe('2');
    expect(within(table).queryByText('Bea Khan')).toBeNull();
  });

  it('lists payments as cards on a phone, the amount and status first', async () => {
    onPhone();
    serve(
      buildOrganizationWorld({
        payments: [
          buildPayment({
            kind: 'ticket',
            description: 'Summer dinner',
            payerName: 'Cal Ode',
            amount: 40,
            currency: 'EUR',
            status: 'open',
            paidAt: null,
            createdAt: '2025-06-04T10:00:00.000Z',
          }),
        ],
      }),
    );
    await openRevenue();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const list = await within(payments).findByRole('list', {
      name: 'The latest payments, newest first',
    });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent(
      /^€40\.00Awaiting paymentSummer dinnerCal Ode · Event ticket · 04\/06\/25$/,
    );
    expect(within(payments).queryByRole('table')).toBeNull();
  });

  it('says when nothing was paid yet', async () => {
    serve(buildOrganizationWorld());
    await openRevenue();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Revenue').parentElement).toHaveTextContent('£0.00');
    expect(screen.getByText('No payments in the last 12 months yet.')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it('offers to try again when the revenue cannot be loaded', async () => {
    const world = buildOrganizationWorld({ revenue: buildRevenue({ ticketsSold: 3 }) });
    serve(world);
    let failures = 1;
    server.use(
      http.get(apiUrl(`/organization/${ORGANIZATION_ID}/revenue`), () => {
        if (failures > 0) {
          failures -= 1;
          return apiError(403, 'FORBIDDEN');
        }
        return HttpResponse.json({ data: world.revenue });
      }),
    );
    const { user } = await openRevenue();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Tickets sold').parentElement).toHaveTextContent('3');
  });
});
