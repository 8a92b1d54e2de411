import type { GroupLedger, Ledger, RewardSettlement } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, paged, server } from '@/testing/server';

const ben = buildMemberCard({ firstName: 'Ben', lastName: 'Carter' });
const ava = buildMemberCard({ firstName: 'Ava', lastName: 'Thompson' });

const flow = (value: number, converted: number, passed: number) => ({
  value,
  converted,
  passed,
  passedConverted: converted,
  conversionRate: passed ? converted / passed : 0,
});

const ledgerFor = (period: string): Ledger => ({
  range: { period: period as Ledger['range']['period'], from: null, to: null },
  currency: 'GBP',
  given: period === 'all' ? flow(29250, 2, 4) : flow(8250, 1, 2),
  received: flow(3600, 1, 1),
  connections: [{ member: ben, given: flow(8250, 1, 2), received: flow(3600, 1, 1) }],
  groups: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      name: 'Manchester Business Circle',
      given: { value: 8250, converted: 1 },
      received: { value: 3600, converted: 1 },
    },
  ],
  rewards: [
    {
      _id: '22222222-2222-4222-8222-222222222222',
      title: 'Commission or rebate',
      type: 'standard',
      passed: 1,
      converted: 1,
      value: 3600,
    },
  ],
  settlements: { earned: { owed: 0, paid: 0 }, offered: { owed: 1, paid: 0 } },
});

const owed: RewardSettlement = {
  leadId: '33333333-3333-4333-8333-333333333333',
  reward: {
    _id: '22222222-2222-4222-8222-222222222222',
    title: 'Commission or rebate',
    value: '10% of the first year',
    type: 'standard',
  },
  giver: ben,
  offerer: ava,
  contactName: 'Owen Price',
  closedValue: 3600,
  closedCurrency: 'GBP',
  convertedAt: '2026-11-26T10:00:00.000Z',
  status: 'owed',
  paidOn: null,
};

function serveLedger() {
  const asked: string[] = [];
  const paid: Array<{ leadId: string; paidOn: string }> = [];
  let settlement = owed;
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/ledger'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      return HttpResponse.json({ data: ledgerFor(query.get('period') ?? 'month') });
    }),
    http.get(apiUrl('/ledger/rewards'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const rows = query.get('side') === 'offered' ? [settlement] : [];
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.put(apiUrl('/ledger/rewards/:id/paid'), async ({ params, request }) => {
      const body = (await request.json()) as { paidOn: string };
      if (body.paidOn > new Date().toISOString().slice(0, 10))
        return apiError(400, 'VALIDATION_ERROR', [
          { field: 'body.paidOn', message: 'Pick a day between the conversion and today' },
        ]);
      paid.push({ leadId: String(params.id), paidOn: body.paidOn });
      settlement = { ...owed, status: 'paid', paidOn: body.paidOn };
      return HttpResponse.json({ data: settlement });
    }),
  );
  return { asked, paid };
}

async function openLedger() {
  const user = userEvent.setup();
  renderApp('/ledger', { user: buildUser({ firstName: 'Ava' }) });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ledger' }, { timeout: 15000 }),
  ).toBeInTheDocument();
  return user;
}

describe('the ledger', () => {
  it('shows business given and received, per connection, group and reward', async () => {
    serveLedger();
    await openLedger();
    expect(await screen.findByText('£8,250.00', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(
      screen.getByText(/1 lead converted · 2 passed · 50% conversion rate/),
    ).toBeInTheDocument();
    const byConnection = screen.getByRole('region', { name: 'By connection' });
    expect(within(byConnection).getByRole('link', { name: 'Ben Carter' })).toBeInTheDocument();
    expect(within(byConnection).getByText(/Given: £8,250.00 \(1 lead\)/)).toBeInTheDocument();
    const byGroup = screen.getByRole('region', { name: 'By group' });
    expect(within(byGroup).getByText('Manchester Business Circle')).toBeInTheDocument();
    const rewards = screen.getByRole('region', { name: 'What your rewards and campaigns earned' });
    expect(within(rewards).getByText(/1 lead passed, 1 converted: £3,600.00/)).toBeInTheDocument();
  });

  it('asks the chosen period, and a custom one once both days are set', async () => {
    const { asked } = serveLedger();
    const user = await openLedger();
    await screen.findByText('£8,250.00');
    await user.selectOptions(screen.getByLabelText('Period'), 'all');
    expect(await screen.findByText('£29,250.00')).toBeInTheDocument();
    expect(asked).toContain('period=all');
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await waitFor(() => expect(asked.some((q) => q.startsWith('period=custom&from='))).toBe(true));
    // The export follows the period on screen.
    expect(screen.getByRole('button', { name: 'Export ledger as CSV' })).toBeInTheDocument();
  });

  it('lets the offerer mark a reward paid, by keyboard', async () => {
    const { paid } = serveLedger();
    const user = await openLedger();
    await user.click(await screen.findByRole('radio', { name: 'I owe' }));
    const list = await screen.findByRole('list', { name: 'Rewards I owe' });
    expect(within(list).getByText('Owed')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reward paid' });
    const day = within(dialog).getByLabelText(/Paid on/);
    await user.clear(day);
    await user.type(day, '2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(paid).toEqual([{ leadId: owed.leadId, paidOn: '2026-11-27' }]));
    expect(await within(list).findByText(/^Paid /)).toBeInTheDocument();
  });
});

const groupLedger: GroupLedger = {
  group: { _id: '44444444-4444-4444-8444-444444444444', name: 'Manchester Business Circle' },
  range: { period: 'month', from: '2026-11-01', to: '2026-11-30' },
  currency: 'GBP',
  total: { value: 11850, converted: 2, passed: 3, passedConverted: 2, conversionRate: 2 / 3 },
  leaderboard: [
    {
      rank: 1,
      memberId: ava._id,
      name: 'Ava Thompson',
      avatarUrl: null,
      value: 8250,
      converted: 1,
    },
    { rank: 2, memberId: null, name: 'A member', avatarUrl: null, value: 3600, converted: 1 },
  ],
};

describe("a group's ledger in the console", () => {
  it('shows the totals and the leaderboard, hidden members as "A member"', async () => {
    server.use(
      ...referenceHandlers(),
      http.get(apiUrl('/organization/mine'), () =>
        HttpResponse.json({
          data: {
            rows: [{ _id: '55555555-5555-4555-8555-555555555555', name: 'Northern Networks' }],
          },
        }),
      ),
      http.get(apiUrl('/organization/:id/groups'), ({ request }) =>
        HttpResponse.json({
          data: paged(
            [{ _id: groupLedger.group._id, name: groupLedger.group.name, subgroups: [] }],
            new URL(request.url).searchParams,
          ),
        }),
      ),
      http.get(apiUrl('/ledger/groups/:id'), () => HttpResponse.json({ data: groupLedger })),
    );
    renderApp('/organization/ledger', { user: buildUser({ isOrgOwner: true }) });
    expect(await screen.findByText('£11,850.00', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    const board = screen.getByRole('list', { name: 'Leaderboard' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ava Thompson');
    expect(rows[1]).toHaveTextContent('A member');
  });
});
