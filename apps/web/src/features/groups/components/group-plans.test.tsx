import type { GroupSubscription, MySubscription, SubscriptionOffer } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';
import {
  buildGroup,
  buildGroupWorld,
  buildJoinedGroup,
  groupHandlers,
  type GroupWorld,
} from '../testing/group-world';

vi.mock('@/lib/realtime', () => ({ onRealtime: () => () => undefined }));
vi.mock('@/features/posts', () => ({ PostFeed: () => <p>Feed</p> }));
const browser = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  hardNavigate: browser.hardNavigate,
}));

beforeEach(() => browser.hardNavigate.mockReset());

const CHECKOUT_URL = 'https://checkout.example/pay/cs_group_1';

const plan = (n: number, name: string, price: number): GroupSubscription => ({
  _id: `5d4c3b2a-1f0e-4d9c-8b7a-00000000000${n}`,
  name,
  price,
  currency: 'GBP',
  period: 'month',
});

const GOLD = plan(1, 'Gold', 20);
const SILVER = plan(2, 'Silver', 10);
const BRONZE = plan(3, 'Bronze', 5);

/** The offer GET /new-subscriptions answers for one of the group's plans. */
const offer = (
  group: { _id: string; name: string },
  item: GroupSubscription,
  mine: MySubscription | null,
): SubscriptionOffer => ({
  ...item,
  description: null,
  group: {
    ...group,
    description: null,
    memberCount: 12,
    averageRating: 0,
    reviewCount: 0,
    coverUrl: null,
  },
  organization: {
    _id: '9f8e7d6c-5b4a-4c3d-8e2f-000000000001',
    name: 'Acme Networks',
    logoUrl: null,
  },
  mine,
});

function serve(world: GroupWorld) {
  const { handlers } = groupHandlers(world);
  const log = {
    lists: [] as URLSearchParams[],
    subscribed: [] as string[],
    checkouts: [] as unknown[],
  };
  // Before the world's handlers: these answer first, and log.
  server.use(
    http.get(apiUrl('/new-subscriptions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.lists.push(query);
      const rows = world.offers.filter(
        (item) => item.group._id === query.get('groupId') && item.mine !== null,
      );
      return HttpResponse.json({
        data: { rows, totalRows: rows.length, totalPages: 1, page: 1, offset: 100 },
      });
    }),
    http.post(apiUrl('/new-subscriptions/:id/subscribe'), ({ params }) => {
      log.subscribed.push(String(params.id));
      return HttpResponse.json({
        data: { subscriberId: '3c2b1a0f-9e8d-4c7b-a6f5-0000000000aa' },
      });
    }),
    http.post(apiUrl('/payment/checkout-session'), async ({ request }) => {
      log.checkouts.push(await request.json());
      return HttpResponse.json({ data: { sessionId: 'cs_group_1', url: CHECKOUT_URL } });
    }),
    ...referenceHandlers(),
    ...handlers,
  );
  return log;
}

async function openGroup(groupId: string, heading: string) {
  const user = userEvent.setup();
  renderApp(`/network-directory/${groupId}`, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return { user, plans: () => screen.getByRole('region', { name: 'Subscriptions' }) };
}

const row = (plans: HTMLElement, name: string) =>
  within(plans)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name)) as HTMLElement;

describe('a group’s subscriptions', () => {
  it('marks the plans I hold and offers the others', async () => {
    const group = buildJoinedGroup({
      name: 'Leeds Founders',
      subscriptions: [GOLD, SILVER, BRONZE],
    });
    const world = buildGroupWorld({
      groups: [group],
      offers: [
        offer(group, GOLD, {
          subscriberId: '3c2b1a0f-9e8d-4c7b-a6f5-000000000001',
          status: 'active',
          paidAt: '2026-01-10T10:00:00.000Z',
          endsAt: '2026-02-10T10:00:00.000Z',
        }),
        offer(group, SILVER, {
          subscriberId: '3c2b1a0f-9e8d-4c7b-a6f5-000000000002',
          status: 'pending',
          paidAt: null,
          endsAt: null,
        }),
      ],
    });
    const log = serve(world);
    const { user, plans } = await openGroup(group._id, 'Leeds Founders');

    const bronze = await within(plans()).findByRole('button', { name: 'Subscribe to Bronze' });
    const gold = row(plans(), 'Gold');
    expect(within(gold).getByText('Active')).toBeInTheDocument();
    expect(within(gold).getByText('Paid until 10/02/26')).toBeInTheDocument();
    expect(within(gold).getByText('£20.00 a month')).toBeInTheDocument();
    expect(within(gold).queryByRole('button')).toBeNull();
    const silver = row(plans(), 'Silver');
    expect(within(silver).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(silver).getByRole('button', { name: 'Pay now: Silver' })).toBeEnabled();
    expect(log.lists[0]?.get('type')).toBe('own');
    expect(log.lists[0]?.get('groupId')).toBe(group._id);

    await user.click(bronze);
    await waitFor(() => expect(browser.hardNavigate).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(log.subscribed).toEqual([BRONZE._id]);
    expect(log.checkouts).toEqual([{ subscriberId: '3c2b1a0f-9e8d-4c7b-a6f5-0000000000aa' }]);
  });

  it('offers nothing to buy to the group’s owner', async () => {
    const owned = buildJoinedGroup({
      name: 'My Club',
      subscriptions: [GOLD],
      me: { status: 'joined', role: 'OWNER', isHomeGroup: false },
    });
    const log = serve(buildGroupWorld({ groups: [owned] }));
    const { plans } = await openGroup(owned._id, 'My Club');
    expect(within(plans()).getByText('Gold')).toBeInTheDocument();
    expect(within(plans()).queryByRole('button')).toBeNull();
    expect(log.lists).toEqual([]);
  });

  it('says when a group sells nothing', async () => {
    const empty = buildGroup({ name: 'Quiet Club' });
    serve(buildGroupWorld({ groups: [empty] }));
    const { plans } = await openGroup(empty._id, 'Quiet Club');
    expect(
      within(plans()).getByText('This group sells no subscriptions at the moment.'),
    ).toBeInTheDocument();
  });
});
