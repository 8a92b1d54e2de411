import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildOrganizationGroup,
  buildOwner,
  buildOwnerPlan,
  buildSalesWorld,
  buildSubscriberRow,
  salesHandlers,
  type SalesWorld,
} from '../testing/sales-world';

const leeds = buildOrganizationGroup({
  name: 'Leeds Founders',
  subgroups: [
    {
      ...buildOrganizationGroup({ name: 'Leeds Juniors' }),
      parentId: '1a2b3c4d-5e6f-4a7b-8c9d-000000000000',
    },
  ],
});
const york = buildOrganizationGroup({ name: 'York Traders' });

function serve(overrides: Partial<SalesWorld> = {}) {
  const world = buildSalesWorld({ groups: [leeds, york], ...overrides });
  const { handlers, log } = salesHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return { world, log };
}

async function openPage(user = buildOwner(), title = 'Subscriptions') {
  const events = userEvent.setup();
  const view = renderApp('/organization/subscriptions', { user });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  return { user: events, ...view };
}

const section = (name: string) => screen.findByRole('region', { name });

async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Eve Stone, at `email`, for the monthly membership. */
async function fillSubscriber(user: UserEvent, dialog: HTMLElement, email: string) {
  await choose(
    user,
    within(dialog).getByRole('combobox', { name: /^Plan/ }),
    'Monthly membership · Leeds Founders · £25.00 a month',
  );
  await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Eve');
  await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Stone');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), email);
}

describe('organisation subscriptions', () => {
  it('lists the plans with their price, group, sale and active subscribers, and filters them by group', async () => {
    const monthly = buildOwnerPlan({
      name: 'Monthly membership',
      group: {
        _id: leeds._id,
        name: leeds.name,
        description: null,
        memberCount: 12,
        averageRating: 0,
        reviewCount: 0,
        coverUrl: null,
      },
      activeSubscribers: 3,
    });
    const yearly = buildOwnerPlan({
      name: 'York annual',
      price: 240,
      currency: 'EUR',
      period: 'year',
      active: false,
      activeSubscribers: 1,
      group: {
        _id: york._id,
        name: york.name,
        description: null,
        memberCount: 4,
        averageRating: 0,
        reviewCount: 0,
        coverUrl: null,
      },
    });
    const { log } = serve({ plans: [monthly, yearly] });
    const { user } = await openPage();

    const first = await screen.findByRole('article', { name: 'Monthly membership' });
    expect(within(first).getByText('£25.00 a month')).toBeInTheDocument();
    expect(within(first).getByText('Leeds Founders')).toBeInTheDocument();
    expect(within(first).getByText('3 active subscribers')).toBeInTheDocument();
    expect(within(first).getByText('On sale')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'York annual' });
    expect(within(second).getByText('€240.00 a year')).toBeInTheDocument();
    expect(within(second).getByText('1 active subscriber')).toBeInTheDocument();
    expect(within(second).getByText('Off sale')).toBeInTheDocument();

    const plans = await section('Plans');
    await choose(user, within(plans).getByRole('combobox', { name: /^Group/ }), 'York Traders');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Monthly membership' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'York annual' })).toBeInTheDocument();
    expect(log.planQueries.at(-1)?.get('groupId')).toBe(york._id);
  });

  it('creates a plan after checking its fields, and lists it', async () => {
    const { log } = serve();
    const { user } = await openPage();
    expect(await screen.findByRole('heading', { name: 'No plans yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(within(dialog).getByText('Please choose a group')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a price')).toBeInTheDocument();
    expect(log.createdPlans).toEqual([]);

    // Sub-groups are offered under their group.
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: /^Group/ }),
      'Leeds Founders › Leeds Juniors',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Juniors yearly');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '19.99');
    await user.click(within(dialog).getByRole('radio', { name: '€ EUR' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Every year' }));
    expect(within(dialog).getByRole('switch', { name: /^On sale/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await screen.findByText('Plan created')).toBeInTheDocument();
    expect(log.createdPlans).toEqual([
      {
        groupId: leeds.subgroups[0]?._id,
        name: 'Juniors yearly',
        price: 19.99,
        currency: 'EUR',
        period: 'year',
        active: true,
      },
    ]);
    expect(log.updatedPlans).toEqual([]);
    const card = await screen.findByRole('article', { name: 'Juniors yearly' });
    expect(within(card).getByText('€19.99 a year')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates a plan off sale in one call, after a price below the minimum', async () => {
    const { log } = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Create plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a plan' });
    await choose(user, within(dialog).getByRole('combobox', { name: /^Group/ }), 'York Traders');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Founders circle');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '0.2');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(within(dialog).getByText('The price is at least 0.50')).toBeInTheDocument();
    expect(log.createdPlans).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: /^Price/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '50');
    await user.click(within(dialog).getByRole('switch', { name: /^On sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await screen.findByText('Plan created')).toBeInTheDocument();
    expect(log.createdPlans).toEqual([
      {
        groupId: york._id,
        name: 'Founders circle',
        price: 50,
        currency: 'GBP',
        period: 'month',
        active: false,
      },
    ]);
    expect(log.updatedPlans).toEqual([]);
    const card = await screen.findByRole('article', { name: 'Founders circle' });
    expect(within(card).getByText('Off sale')).toBeInTheDocument();
  });

  it('edits a plan: its price, and taking it off sale', async () => {
    const plan = buildOwnerPlan({ name: 'Monthly membership', description: null });
    const { log } = serve({ plans: [plan] });
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Monthly membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Monthly membership' });
    // The group of a plan is kept.
    expect(within(dialog).queryByRole('combobox', { name: /^Group/ })).toBeNull();
    expect(within(dialog).getByText('Leeds Founders')).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: /^Price/ });
    expect(price).toHaveValue('25');
    await user.clear(price);
    await user.type(price, '30');
    await user.click(within(dialog).getByRole('switch', { name: /^On sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(log.updatedPlans).toEqual([
      {
        id: plan._id,
        body: {
          name: 'Monthly membership',
          price: 30,
          currency: 'GBP',
          period: 'month',
          active: false,
        },
      },
    ]);
    const card = screen.getByRole('article', { name: 'Monthly membership' });
    expect(await within(card).findByText('£30.00 a month')).toBeInTheDocument();
    expect(within(card).getByText('Off sale')).toBeInTheDocument();
  });

  it('says when the plans cannot be loaded, and loads them again', async () => {
    const { world } = serve({
      plans: [buildOwnerPlan({ name: 'Monthly membership' })],
      failing: { plans: { status: 403, code: 'FORBIDDEN' } },
    });
    const { user } = await openPage();
    const plans = await section('Plans');
    expect(await within(plans).findByText(MESSAGES.generic)).toBeInTheDocument();
    delete world.failing.plans;
    await user.click(within(plans).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Monthly membership' })).toBeInTheDocument();
  });

  it('lists the subscribers with their status and paid-until day, filtered by plan, status and search', async () => {
    const plan = buildOwnerPlan({ name: 'Monthly membership' });
    const other = buildOwnerPlan({ name: 'York annual' });
    const cara = buildSubscriberRow({
      member: buildMemberCard({ firstName: 'Cara', lastName: 'Smith' }),
      email: 'cara@example.com',
      plan: { _id: plan._id, name: plan.name, groupName: 'Leeds Founders' },
      status: 'active',
      endsAt: '2025-07-01T10:00:00.000Z',
    });
    const dan = buildSubscriberRow({
      member: buildMemberCard({ firstName: 'Dan', lastName: 'Brown' }),
      email: 'dan@example.com',
      plan: { _id: other._id, name: other.name, groupName: 'York Traders' },
      status: 'pending',
      paidAt: null,
      endsAt: null,
    });
    const { log } = serve({ plans: [plan, other], subscribers: [cara, dan] });
    const { user } = await openPage();

    const list = await screen.findByRole('list', { name: 'Subscribers' });
    const caraItem = within(list).getByRole('listitem', { name: 'Cara Smith, Monthly membership' });
    expect(within(caraItem).getByText('cara@example.com')).toBeInTheDocument();
    expect(within(caraItem).getByText('Leeds Founders')).toBeInTheDocument();
    expect(within(caraItem).getByText('Active')).toBeInTheDocument();
    expect(within(caraItem).getByText('Paid until 01/07/25')).toBeInTheDocument();
    const danItem = within(list).getByRole('listitem', { name: 'Dan Brown, York annual' });
    expect(within(danItem).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(danItem).getByText('Not paid yet')).toBeInTheDocument();
    const subscribers = await section('Subscribers');
    expect(within(subscribers).getByText('Showing 2 of 2')).toBeInTheDocument();
    await choose(
      user,
      within(subscribers).getByRole('combobox', { name: /^Status/ }),
      'Waiting for payment',
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Cara Smith, Monthly membership' })).toBeNull(),
    );
    expect(log.subscriberQueries.at(-1)?.get('status')).toBe('pending');

    await choose(
      user,
      within(subscribers).getByRole('combobox', { name: /^Plan/ }),
      'Monthly membership · Leeds Founders',
    );
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeInTheDocument();
    expect(log.subscriberQueries.at(-1)?.get('planId')).toBe(plan._id);

    await user.click(within(subscribers).getByRole('button', { name: 'Reset' }));
    await user.type(
      within(subscribers).getByRole('searchbox', { name: /^Search subscribers/ }),
      'dan',
    );
    await waitFor(() => expect(log.subscriberQueries.at(-1)?.get('textSearch')).toBe('dan'));
    expect(
      await screen.findByRole('listitem', { name: 'Dan Brown, York annual' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Cara Smith, Monthly membership' })).toBeNull();
  });

  it('adds a subscriber with a picture uploaded first; the payment link is e-mailed', async () => {
    const plan = buildOwnerPlan({ name: 'Monthly membership' });
    const { log } = serve({ plans: [plan] });
    const { user } = await openPage();
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a subscriber' });
    await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
    expect(within(dialog).getByText('Please choose a plan')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a first name')).toBeInTheDocument();
    expect(log.createdSubscribers).toEqual([]);

    await fillSubscriber(user, dialog, 'Eve@Example.com ');

    // A file that is not a picture is refused before anything is sent.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(dialog).getByLabelText('Choose a picture'),
        new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose a JPEG, PNG, GIF or WebP picture.',
    );
    expect(log.avatarUploads).toEqual([]);

    await user.upload(
      within(dialog).getByLabelText('Choose a picture'),
      new File(['png'], 'eve.png', { type: 'image/png' }),
    );
    expect(
      await within(dialog).findByRole('img', { name: 'The chosen picture' }),
    ).toBeInTheDocument();
    // jsdom's multipart body loses the file's name on the way; its type arrives.
    expect(log.avatarUploads).toEqual([{ name: expect.any(String), type: 'image/png' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
    expect(
      await screen.findByText(
        'Subscriber added. We have e-mailed the payment link to eve@example.com.',
      ),
    ).toBeInTheDocument();
    expect(log.createdSubscribers).toEqual([
      {
        planId: plan._id,
        firstName: 'Eve',
        lastName: 'Stone',
        email: 'eve@example.com',
        avatarUploadId: '6f7a8b9c-0d1e-4f2a-8b4c-000000000001',
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Eve Stone, Monthly membership' });
    expect(within(item).getByText('Waiting for payment')).toBeInTheDocument();
  });

  it('says when the person already has a running subscription to the plan', async () => {
    const plan = buildOwnerPlan({ name: 'Monthly membership' });
    serve({ plans: [plan], subscriberRefusal: { status: 409, code: 'ALREADY_PAID' } });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Add subscriber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a subscriber' });
    await fillSubscriber(user, dialog, 'eve@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
    expect(
      await within(dialog).findByText(
        'This person already has a running subscription to this plan.',
      ),
    ).toBeInTheDocument();
  });

  it('tells an account that is not an organisation owner that the console is not theirs', async () => {
    const { log } = serve();
    await openPage(buildUser(), 'Organisation console');
    expect(screen.getByText('This area is for organisation owners')).toBeInTheDocument();
    expect(log.planQueries).toEqual([]);
  });
});
