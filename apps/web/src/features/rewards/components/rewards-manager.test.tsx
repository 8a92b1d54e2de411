import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildCampaign, buildMemberCard, buildReward, buildUser } from '@/testing/factories';
import {
  buildRewardWorld,
  referenceHandlers,
  rewardHandlers,
  type RewardWorld,
} from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function serveRewards(world: RewardWorld) {
  const { handlers, log } = rewardHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openRewards(url = '/rewards') {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  // The first screen of a file waits for its chunk: a slow machine needs the time.
  expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
  return { user, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('rewards list', () => {
  it('shows my standard rewards, my campaigns and my connections’ rewards in tabs with counts', async () => {
    const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
    const world = buildRewardWorld({
      rewards: [
        ...Array.from({ length: 11 }, (_, n) =>
          buildReward({ kind: 'user_create', title: `Own reward ${n + 1}` }),
        ),
        buildReward({
          title: 'Voucher',
          value: '£50 voucher',
          description: 'Sent when the deal is signed.',
          status: 'active',
          leadsGenerated: 2,
        }),
        buildCampaign(
          { title: 'Winter referral bonus', leadsGenerated: 1 },
          { audience: 'INCLUSION', audienceUserIds: [bob._id] },
        ),
        buildCampaign(
          {
            title: 'Spring dinner',
            kind: 'corporate_entertainment',
            isMine: false,
            owner: bob,
            status: 'active',
          },
          { live: false, startsOn: '2027-03-01', endsOn: '2027-03-31' },
        ),
      ],
    });
    const log = serveRewards(world);
    const { user, location } = await openRewards();

    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    await waitFor(() => expect(tab('Standard')).toHaveTextContent('12'));
    expect(tab('Campaigns')).toHaveTextContent('1');
    expect(tab('From my connections')).toHaveTextContent('1');
    expect(log.queries.at(-1)?.get('type')).toBe('standard');
    expect(log.queries.at(-1)?.get('ownedRewardType')).toBe('mine');
    expect(log.queries.at(-1)?.get('page')).toBe('1');

    // Newest first: the voucher was added last.
    const voucher = screen.getByRole('article', { name: 'Voucher' });
    expect(within(voucher).getByRole('link', { name: 'Voucher' })).toHaveAttribute(
      'href',
      `/rewards/${world.rewards[11]?._id}`,
    );
    expect(within(voucher).getByText('£50 voucher')).toBeInTheDocument();
    expect(within(voucher).getByText('Sent when the deal is signed.')).toBeInTheDocument();
    expect(within(voucher).getByText('2 leads generated')).toBeInTheDocument();
    expect(within(voucher).getByRole('switch', { name: 'Active: Voucher' })).toBeChecked();
    // #19: each fact once. The switch is my reward's status; the title is its kind here.
    expect(voucher).not.toHaveTextContent('Status:');
    expect(within(voucher).getAllByText('Active')).toHaveLength(1);
    expect(within(voucher).getAllByText('Voucher')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('page')).toBe('2');

    await user.click(tab('Campaigns'));
    const winter = await screen.findByRole('article', { name: 'Winter referral bonus' });
    expect(location()).toBe('/rewards?tab=campaign');
    expect(log.queries.at(-1)?.get('type')).toBe('campaign');
    expect(within(winter).getByText('Live')).toBeInTheDocument();
    expect(within(winter).getByText('01/12/26 to 31/12/26')).toBeInTheDocument();
    expect(within(winter).getByText('Only 1 connection I chose')).toBeInTheDocument();
    expect(within(winter).getByText('1 lead generated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add reward' })).toHaveAttribute(
      'href',
      '/rewards/new?type=campaign',
    );

    await user.click(tab('From my connections'));
    const spring = await screen.findByRole('article', { name: 'Spring dinner' });
    expect(log.queries.at(-1)?.get('ownedRewardType')).toBe('invited');
    expect(log.queries.at(-1)?.has('type')).toBe(false);
    expect(within(spring).getByText('Offered by')).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: 'Bob Stone' })).toHaveAttribute(
      'href',
      `/profile/${bob._id}`,
    );
    expect(within(spring).queryByText('Live')).not.toBeInTheDocument();
    // Someone else's reward says its status once, in a badge, and its kind beside its title.
    expect(within(spring).getAllByText('Active')).toHaveLength(1);
    expect(spring).toHaveTextContent('Status: Active');
    expect(within(spring).getByText('Corporate entertainment')).toBeInTheDocument();
    // Someone else's reward has no owner controls.
    expect(within(spring).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(spring).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('switches a reward on and off, and edits it', async () => {
    const reward = buildReward({ title: 'Voucher', value: '£50 voucher' });
    const world = buildRewardWorld({ rewards: [reward] });
    const log = serveRewards(world);
    const { user } = await openRewards();

    const card = await screen.findByRole('article', { name: 'Voucher' });
    const active = within(card).getByRole('switch', { name: 'Active: Voucher' });
    expect(active).not.toBeChecked();

    await user.click(active);
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(log.statuses).toEqual([{ id: reward._id, status: 'active' }]);
    await waitFor(() => expect(active).toBeChecked());

    await user.click(within(card).getByRole('button', { name: 'Edit Voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Voucher' });
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    await user.clear(value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill out this field.')).toBeInTheDocument();
    expect(log.updates).toEqual([]);

    await user.type(value, '£75 voucher');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Description/ }),
      'For any signed deal.',
    );
    await user.click(within(dialog).getByRole('switch', { name: /^Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.updates).toEqual([
      {
        id: reward._id,
        body: { value: '£75 voucher', description: 'For any signed deal.', status: 'inactive' },
      },
    ]);
    expect(await within(card).findByText('£75 voucher')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Active: Voucher' })).not.toBeChecked();
  });

  it('says what each empty tab is for', async () => {
    serveRewards(buildRewardWorld());
    const { user } = await openRewards();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No standard rewards yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a reward' })).toHaveAttribute(
      'href',
      '/rewards/new',
    );
    await user.click(tab('From my connections'));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'No rewards from your connections yet',
      }),
    ).toBeInTheDocument();
  });
});
