import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMemberCard, buildReward, buildUser } from '@/testing/factories';
import { buildRewardWorld, referenceHandlers, rewardHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const REQUIRED = 'Please fill out this field.';

function setup() {
  const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone', company: 'Stone & Co' });
  const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
  // A voucher is already offered: a second standard voucher is not.
  const world = buildRewardWorld({
    connections: [bob, carol],
    rewards: [buildReward({ kind: 'voucher', title: 'Voucher' })],
  });
  const { handlers, log } = rewardHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return { bob, carol, world, log };
}

async function openWizard(url = '/rewards/new') {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Add reward' })).toBeInTheDocument();
  await stepHeading('General information');
  return { user, ...view };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add reward' }));

async function chooseKind(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function pickDay(user: UserEvent, label: string, day: dayjs.Dayjs) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  const dayLabel = day.format('D MMMM YYYY');
  const buttons = await screen.findAllByRole('button', { name: dayLabel });
  await user.click(buttons.at(-1)!);
}

describe('add-reward wizard', () => {
  it('adds a standard reward of my own, passing over the campaign details', async () => {
    const { world, log } = setup();
    const { user, location } = await openWizard();

    expect(screen.getByRole('radio', { name: 'Standard reward' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Campaign title/ })).not.toBeInTheDocument();
    await next(user);
    await stepHeading('Reward');

    await next(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(field('Value')).toHaveAttribute('aria-invalid', 'true');

    // Only the kinds not used yet: the voucher is taken.
    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    const kinds = screen.getAllByRole('option').map((option) => option.textContent);
    expect(kinds).not.toContain('Voucher');
    expect(kinds).toContain('Create my own');
    await user.click(screen.getByRole('option', { name: 'Create my own' }));

    await user.type(field('Value'), 'Lunch for two');
    await next(user);
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(field('Reward title')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Reward title'), 'Lunch on me');
    await user.type(field('Description'), 'At a place of your choice.');
    await next(user);

    // No campaign details for a standard reward: straight to the last step.
    await stepHeading('Notify connections');
    expect(screen.getByText('Campaigns only')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'All my connections' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Reward');
    expect(field('Reward title')).toHaveValue('Lunch on me');
    await next(user);
    await stepHeading('Notify connections');

    const active = screen.getByRole('switch', { name: 'Make this reward active now' });
    expect(active).not.toBeChecked();
    await user.click(active);
    await submit(user);

    expect(await screen.findByText(MESSAGES.rewardAdded)).toBeInTheDocument();
    expect(MESSAGES.rewardAdded).toBe('New reward has been added');
    expect(log.created).toEqual([
      {
        type: 'standard',
        body: {
          kind: 'user_create',
          title: 'Lunch on me',
          value: 'Lunch for two',
          description: 'At a place of your choice.',
          status: 'active',
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lunch on me' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/rewards/${world.rewards[0]?._id}`);
  });

  it('adds a campaign for the connections I choose, one of them at least', async () => {
    const { bob, log } = setup();
    const { user } = await openWizard();

    await user.click(screen.getByRole('radio', { name: 'Campaign' }));
    await next(user);
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    await user.type(field('Campaign title'), 'Winter referral bonus');
    await next(user);

    await stepHeading('Reward');
    // A campaign may be of any kind, the voucher too.
    await chooseKind(user, 'Voucher');
    expect(screen.queryByRole('textbox', { name: /^Reward title/ })).not.toBeInTheDocument();
    await user.type(field('Value'), '£100 voucher');
    await next(user);

    await stepHeading('Campaign details');
    await next(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    const today = dayjs();
    await pickDay(user, 'Start date', today);
    await pickDay(user, 'End date', today);
    await user.type(field('Description'), 'For every signed deal this winter.');
    await next(user);

    await stepHeading('Notify connections');
    expect(screen.getByRole('radio', { name: 'All my connections' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /^Notify my connections/ }));
    await user.click(screen.getByRole('radio', { name: 'Only the connections I choose' }));
    await submit(user);
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: /^Connections to include/ });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(log.created).toEqual([]);

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Bob Stone/ }));
    await submit(user);

    expect(await screen.findByText(MESSAGES.rewardAdded)).toBeInTheDocument();
    expect(log.created).toEqual([
      {
        type: 'campaign',
        body: {
          kind: 'voucher',
          title: 'Winter referral bonus',
          value: '£100 voucher',
          description: 'For every signed deal this winter.',
          status: 'active',
          startsOn: today.format('YYYY-MM-DD'),
          endsOn: today.format('YYYY-MM-DD'),
          audience: 'INCLUSION',
          audienceUserIds: [bob._id],
          notifyConnections: true,
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Winter referral bonus' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s word on the audience when a chosen member is no longer a connection', async () => {
    const { bob, world } = setup();
    const { user } = await openWizard('/rewards/new?type=campaign');

    expect(screen.getByRole('radio', { name: 'Campaign' })).toBeChecked();
    await user.type(field('Campaign title'), 'Winter referral bonus');
    await next(user);
    await stepHeading('Reward');
    await chooseKind(user, 'Other');
    await user.type(field('Value'), 'A bottle of wine');
    await next(user);
    await stepHeading('Campaign details');
    await pickDay(user, 'Start date', dayjs());
    await pickDay(user, 'End date', dayjs());
    await next(user);
    await stepHeading('Notify connections');
    await user.click(
      screen.getByRole('radio', { name: 'All my connections except those I choose' }),
    );
    await user.click(screen.getByRole('combobox', { name: /^Connections to leave out/ }));
    await user.click(await screen.findByRole('option', { name: /Bob Stone/ }));

    // Bob disconnects meanwhile.
    world.connections = world.connections.filter((member) => member._id !== bob._id);
    await submit(user);

    expect(await screen.findByText('Choose among your connections')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkFields)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Connections to leave out/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('resets to the first step with every field cleared', async () => {
    setup();
    const { user } = await openWizard();

    await user.click(screen.getByRole('radio', { name: 'Campaign' }));
    await user.type(field('Campaign title'), 'Winter referral bonus');
    await next(user);
    await stepHeading('Reward');
    await chooseKind(user, 'Voucher');
    await user.type(field('Value'), '£100 voucher');
    await next(user);
    await stepHeading('Campaign details');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await stepHeading('General information');
    expect(screen.getByRole('radio', { name: 'Standard reward' })).toBeChecked();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Campaign' }));
    expect(field('Campaign title')).toHaveValue('');
    await user.type(field('Campaign title'), 'Spring');
    await next(user);
    await stepHeading('Reward');
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveValue('');
    expect(field('Value')).toHaveValue('');
    expect(
      within(screen.getByRole('form', { name: 'Add reward' })).queryByText(REQUIRED),
    ).not.toBeInTheDocument();
  });
});
