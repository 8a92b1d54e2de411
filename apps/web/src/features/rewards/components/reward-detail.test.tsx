import type { MemberProfile } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import {
  buildCampaign,
  buildMemberCard,
  buildProfile,
  buildReward,
  buildUser,
} from '@/testing/factories';
import {
  buildRewardWorld,
  referenceHandlers,
  rewardHandlers,
  type RewardWorld,
} from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

function serve(world: RewardWorld) {
  const { handlers, log } = rewardHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function open(url: string, heading: string) {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return { user, ...view };
}

describe('reward detail', () => {
  it('shows my campaign, the leads it generated, and lets me switch it off', async () => {
    const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
    const campaign = buildCampaign(
      { title: 'Winter referral bonus', description: 'For every signed deal.', leadsGenerated: 2 },
      { audience: 'EXCLUSION', audienceUserIds: [bob._id], notifyConnections: true },
    );
    const leadId = '4f5a6b7c-8d9e-4f0a-9b1c-0000000000a1';
    const world = buildRewardWorld({
      rewards: [campaign],
      generated: {
        [campaign._id]: [
          {
            _id: leadId,
            status: 'CONVERTED',
            contactName: 'Pat Prospect',
            giver: bob,
            estimatedValue: 2500,
            currency: 'EUR',
            createdAt: '2026-12-03T10:00:00.000Z',
          },
          {
            _id: '4f5a6b7c-8d9e-4f0a-9b1c-0000000000a2',
            status: 'NEW',
            contactName: 'Quinn Query',
            giver: bob,
            estimatedValue: 100,
            currency: 'GBP',
            createdAt: '2026-12-04T10:00:00.000Z',
          },
        ],
      },
    });
    const log = serve(world);
    const { user } = await open(`/rewards/${campaign._id}`, 'Winter referral bonus');

    const details = screen.getByRole('region', { name: 'Reward details' });
    expect(within(details).getByText('Campaign')).toBeInTheDocument();
    expect(within(details).getByText('Commission or rebate')).toBeInTheDocument();
    expect(within(details).getByText('10% of the first invoice')).toBeInTheDocument();
    expect(within(details).getByText('01/12/26 to 31/12/26')).toBeInTheDocument();
    expect(within(details).getByText('All my connections except 1 connection')).toBeInTheDocument();
    expect(within(details).getByText('For every signed deal.')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();

    const leads = screen.getByRole('region', { name: 'Leads generated' });
    expect(within(leads).getByText('2 leads generated')).toBeInTheDocument();
    const pat = within(leads).getAllByRole('listitem')[0]!;
    expect(within(pat).getByRole('link', { name: 'Pat Prospect' })).toHaveAttribute(
      'href',
      `/leads/${leadId}`,
    );
    expect(within(pat).getByText('Converted')).toBeInTheDocument();
    expect(within(pat).getByText('€2,500.00')).toBeInTheDocument();
    expect(within(pat).getByText(/Passed by Bob Stone/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Active: Winter referral bonus' }));
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(log.statuses).toEqual([{ id: campaign._id, status: 'inactive' }]);
    await waitFor(() => expect(screen.queryByText('Live')).not.toBeInTheDocument());
  });

  it('shows a connection’s reward with its owner, and no controls', async () => {
    const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
    const reward = buildReward({
      title: 'Corporate gift',
      kind: 'corporate_gift',
      value: 'A hamper',
      status: 'active',
      isMine: false,
      owner: bob,
    });
    serve(buildRewardWorld({ rewards: [reward] }));
    await open(`/rewards/${reward._id}`, 'Corporate gift');

    const owner = screen.getByRole('region', { name: 'Offered by' });
    expect(within(owner).getByRole('link', { name: 'Bob Stone' })).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'Pass a lead to Bob Stone' })).toHaveAttribute(
      'href',
      `/leads/new?recipient=${bob._id}`,
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(
      screen.getByText('You have not passed a lead under this reward yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All rewards' })).toHaveAttribute(
      'href',
      '/rewards?tab=invited',
    );
  });

  it('says a reward is not available when the server does not show it', async () => {
    serve(buildRewardWorld());
    await open('/rewards/3c4d5e6f-7a8b-4c9d-8e0f-999999999999', 'This reward is not available');
    expect(screen.getByText(MESSAGES.rewardNotAvailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to rewards' })).toHaveAttribute(
      'href',
      '/rewards',
    );
  });
});

describe('campaigns of a connection', () => {
  it('lists the campaigns one connection offers me, under their name', async () => {
    const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
    const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
    const world = buildRewardWorld({
      rewards: [
        buildCampaign({ title: 'Bob’s winter bonus', isMine: false, owner: bob }),
        buildReward({ title: 'Bob’s voucher', isMine: false, owner: bob, status: 'active' }),
        buildCampaign({ title: 'Carol’s dinner', isMine: false, owner: carol }),
      ],
    });
    const log = serve(world);
    const profile: MemberProfile = {
      profile: buildProfile({ ...bob }),
      restricted: false,
      isMe: false,
      visibility: 'everyone',
      relationship: 'connected',
      connectionId: null,
    };
    server.use(http.get(apiUrl('/users/profile/:id'), () => HttpResponse.json({ data: profile })));

    await open(`/rewards/connection/${bob._id}`, 'Campaigns from Bob Stone');

    expect(await screen.findByRole('article', { name: 'Bob’s winter bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bob’s voucher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Carol’s dinner' })).not.toBeInTheDocument();
    const query = log.queries.at(-1);
    expect(query?.get('ownedRewardType')).toBe('invited');
    expect(query?.get('type')).toBe('campaign');
    expect(query?.get('userId')).toBe(bob._id);
    expect(screen.getByRole('link', { name: 'Pass a lead to Bob Stone' })).toHaveAttribute(
      'href',
      `/leads/new?recipient=${bob._id}`,
    );
  });

  it('says so when the connection has no campaign for me', async () => {
    const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
    serve(buildRewardWorld());
    server.use(
      http.get(apiUrl('/users/profile/:id'), () =>
        HttpResponse.json({
          data: {
            profile: buildProfile({ ...bob }),
            restricted: false,
            isMe: false,
            visibility: 'everyone',
            relationship: 'connected',
            connectionId: null,
          },
        }),
      ),
    );
    await open(`/rewards/connection/${bob._id}`, 'Campaigns from Bob Stone');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No campaigns open to you' }),
    ).toBeInTheDocument();
  });
});
