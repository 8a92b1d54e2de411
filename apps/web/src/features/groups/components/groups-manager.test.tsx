import { ErrorCode } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, IDS, SECTORS } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildGroup,
  buildGroupWorld,
  buildJoinedGroup,
  groupHandlers,
  type GroupWorld,
} from '../testing/group-world';

function serve(world: GroupWorld) {
  const { handlers, log } = groupHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openGroups(url = '/network-directory', user = buildUser()) {
  const person = userEvent.setup();
  const view = renderApp(url, { user });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Network groups' }),
  ).toBeInTheDocument();
  return { user: person, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** The toast showing `text`, and its tone (by the icon notify gives each tone). */
async function findToast(text: string) {
  const message = await screen.findByText(text);
  const toast = message.closest('.mantine-Notification-root') as HTMLElement;
  const tone = ['alert-triangle', 'check', 'x', 'info-circle'].find((icon) =>
    toast.querySelector(`.tabler-icon-${icon}`),
  );
  return { toast, tone };
}

describe('network groups list', () => {
  it('shows group cards, loads more, and starts again at page 1 on a filter or tab', async () => {
    const marketing = SECTORS[1];
    const world = buildGroupWorld({
      groups: [
        buildGroup({
          name: 'Leeds Founders',
          description: 'Founders of Leeds.',
          sectors: marketing ? [marketing] : [],
          averageRating: 4.25,
          reviewCount: 8,
          memberCount: 1,
        }),
        buildJoinedGroup({ name: 'Bristol Circle' }),
        buildGroup({
          name: 'York Makers',
          me: { status: 'requested', role: null, isHomeGroup: false },
        }),
        ...Array.from({ length: 9 }, () => buildGroup()),
      ],
    });
    const log = serve(world);
    const { user, location } = await openGroups();

    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    const allLists = () => log.lists.filter((call) => call.path === '/network-directory');
    expect(allLists().at(-1)?.query.get('page')).toBe('1');

    const leeds = screen.getByRole('article', { name: 'Leeds Founders' });
    expect(within(leeds).getByRole('link', { name: 'Leeds Founders' })).toHaveAttribute(
      'href',
      `/network-directory/${world.groups[0]?._id}`,
    );
    expect(within(leeds).getByText('Acme Networks')).toBeInTheDocument();
    expect(within(leeds).getByText('Founders of Leeds.')).toBeInTheDocument();
    expect(within(leeds).getByText('United Kingdom · London')).toBeInTheDocument();
    expect(within(leeds).getByText('Marketing')).toBeInTheDocument();
    expect(within(leeds).getByText('1 member')).toBeInTheDocument();
    expect(within(leeds).getByText('4.3 · 8 reviews')).toBeInTheDocument();
    expect(
      within(leeds).getByRole('button', { name: 'Request to join Leeds Founders' }),
    ).toBeInTheDocument();

    const bristol = screen.getByRole('article', { name: 'Bristol Circle' });
    expect(within(bristol).getByText('Joined')).toBeInTheDocument();
    expect(within(bristol).queryByRole('button', { name: /Request to join/ })).toBeNull();
    expect(within(bristol).getByText('No reviews yet')).toBeInTheDocument();
    const york = screen.getByRole('article', { name: 'York Makers' });
    expect(within(york).getByText('Requested')).toBeInTheDocument();
    expect(within(york).queryByRole('button', { name: /Request to join/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12')).toBeInTheDocument();
    expect(allLists().at(-1)?.query.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sectors' }));
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(allLists().at(-1)?.query.get('sectors')).toBe(IDS.marketing);
    expect(allLists().at(-1)?.query.get('page')).toBe('1');

    const before = allLists().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'york');
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeInTheDocument();
    expect(
      allLists()
        .slice(before)
        .map((call) => call.query.get('textSearch')),
    ).toEqual(['york']);
    expect(allLists().at(-1)?.query.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    expect(allLists().at(-1)?.query.has('sectors')).toBe(false);
    expect(allLists().at(-1)?.query.has('textSearch')).toBe(false);

    await user.click(tab('My groups'));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(location()).toBe('/network-directory?tab=joined');
    expect(log.lists.at(-1)?.path).toBe('/network-directory/status/joined');
    expect(log.lists.at(-1)?.query.get('page')).toBe('1');
    expect(screen.getByRole('article', { name: 'Bristol Circle' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search groups' })).toBeNull();

    await user.click(tab('Requested'));
    expect(await screen.findByRole('article', { name: 'York Makers' })).toBeInTheDocument();
    expect(location()).toBe('/network-directory?tab=requested');
    expect(log.lists.at(-1)?.path).toBe('/network-directory/status/requested');
    // I run no group and I am no organisation owner.
    expect(screen.queryByRole('tab', { name: 'Groups I run' })).toBeNull();
  });

  it('filters by subscription plan, found by name', async () => {
    const gold = { _id: '5d4c3b2a-1f0e-4d9c-8b7a-000000000001', name: 'Gold plan' };
    const world = buildGroupWorld({
      subscriptions: [gold, { _id: '5d4c3b2a-1f0e-4d9c-8b7a-000000000002', name: 'Silver plan' }],
      groups: [
        buildGroup({
          name: 'Gold Club',
          subscriptions: [{ ...gold, price: 20, currency: 'GBP', period: 'month' }],
        }),
        buildGroup({ name: 'Open Club' }),
      ],
    });
    const log = serve(world);
    const { user } = await openGroups();
    expect(await screen.findByText('Showing 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Subscriptions' }), 'gol');
    await user.click(await screen.findByRole('option', { name: 'Gold plan' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    const last = log.lists.at(-1)?.query;
    expect(last?.get('subscriptions')).toBe(gold._id);
    expect(last?.get('page')).toBe('1');
    expect(screen.getByRole('article', { name: 'Gold Club' })).toBeInTheDocument();
  });

  it('shows "Groups I run" to organisation owners, and to anyone who runs a group', async () => {
    serve(buildGroupWorld({ groups: [buildGroup({ name: 'Elsewhere' })] }));
    const owner = await openGroups('/network-directory?tab=owned', buildUser({ isOrgOwner: true }));
    expect(
      await screen.findByRole('heading', { name: 'You do not run a group yet' }),
    ).toBeInTheDocument();
    expect(tab('Groups I run')).toHaveAttribute('aria-selected', 'true');
    owner.unmount();

    const world = buildGroupWorld({
      groups: [
        buildJoinedGroup({
          name: 'My Own Group',
          me: { status: 'joined', role: 'OWNER', isHomeGroup: true },
          pendingRequests: 0,
        }),
      ],
    });
    serve(world);
    const { user } = await openGroups();
    await user.click(await screen.findByRole('tab', { name: 'Groups I run' }));
    const card = await screen.findByRole('article', { name: 'My Own Group' });
    expect(within(card).getByText('Owner')).toBeInTheDocument();
  });
});

describe('join request', () => {
  it('sends a note and my home group choice; the card then shows "Requested"', async () => {
    const world = buildGroupWorld({ groups: [buildGroup({ name: 'Leeds Founders' })] });
    const log = serve(world);
    const { user } = await openGroups();

    const card = await screen.findByRole('article', { name: 'Leeds Founders' });
    await user.click(within(card).getByRole('button', { name: 'Request to join Leeds Founders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to join Leeds Founders' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to the owners (optional)' });
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, 'Hello there');
    expect(within(dialog).getByText('11 of 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my home group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const { tone } = await findToast('Your request has been sent to the owner.');
    expect(tone).toBe('check');
    expect(log.joins).toEqual([
      {
        groupId: world.groups[0]?._id,
        body: { subgroups: [], requestNote: 'Hello there', setHomeGroup: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Request to join/ })).toBeNull();
  });

  it('warns when the group refuses the request, and refreshes when I am in already', async () => {
    const refused = buildGroup({ name: 'Closed Club' });
    const already = buildGroup({ name: 'Old Friends' });
    const world = buildGroupWorld({
      groups: [refused, already],
      joinRefusals: {
        [refused._id]: { status: 403, code: ErrorCode.GROUP_REQUEST_NOT_ALLOWED },
        [already._id]: { status: 409, code: ErrorCode.ALREADY_GROUP_MEMBER },
      },
    });
    const log = serve(world);
    const { user } = await openGroups();

    await user.click(await screen.findByRole('button', { name: 'Request to join Closed Club' }));
    let dialog = await screen.findByRole('dialog', { name: 'Request to join Closed Club' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const { tone } = await findToast('Not allowed to request access');
    expect(tone).toBe('alert-triangle');
    expect(screen.queryByText('Your request has been sent to the owner.')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(log.joins[0]?.body).toEqual({ subgroups: [], setHomeGroup: false });

    // The server has me in already: the refreshed list says so.
    already.me = { status: 'joined', role: 'MEMBER', isHomeGroup: false };
    const listsBefore = log.lists.length;
    await user.click(screen.getByRole('button', { name: 'Request to join Old Friends' }));
    dialog = await screen.findByRole('dialog', { name: 'Request to join Old Friends' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You are already a member of this group.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Old Friends' });
    expect(await within(card).findByText('Joined')).toBeInTheDocument();
    expect(log.lists.length).toBeGreaterThan(listsBefore);
  });
});
