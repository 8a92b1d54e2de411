import { ErrorCode } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildGroup,
  buildGroupMember,
  buildGroupWorld,
  buildJoinedGroup,
  buildReview,
  groupHandlers,
  type GroupWorld,
} from '../testing/group-world';

// The shell's live notification count: no socket in these tests.
vi.mock('@/lib/realtime', () => ({ onRealtime: () => () => undefined }));
vi.mock('@/features/posts', () => ({
  PostFeed: ({ networkDirectoryId }: { networkDirectoryId?: string }) => (
    <p>Feed of group {networkDirectoryId}</p>
  ),
}));

function serve(world: GroupWorld) {
  const { handlers, log } = groupHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openGroup(url: string, heading: string) {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return { user, ...view };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The toast showing `text`, and its tone (by the icon notify gives each tone). */
async function findToast(text: string) {
  const message = await screen.findByText(text);
  const toast = message.closest('.mantine-Notification-root') as HTMLElement;
  return ['alert-triangle', 'check', 'x', 'info-circle'].find((icon) =>
    toast.querySelector(`.tabler-icon-${icon}`),
  );
}

/** Mantine's stars commit a value when their label is clicked, as a mouse user does. */
async function chooseStars(user: ReturnType<typeof userEvent.setup>, stars: number) {
  const label = stars === 1 ? '1 star' : `${stars} stars`;
  const radio = screen.getByRole('radio', { name: label });
  await user.click(document.querySelector(`label[for="${radio.id}"]`) as HTMLElement);
}

describe('group page', () => {
  it('shows only the public face to a non-member, and no member-only tab', async () => {
    const group = buildGroup({
      name: 'Leeds Founders',
      description: 'We meet monthly.\n\nAll welcome.',
      subscriptions: [
        {
          _id: '5d4c3b2a-1f0e-4d9c-8b7a-000000000001',
          name: 'Gold',
          price: 20,
          currency: 'GBP',
          period: 'month',
        },
      ],
      averageRating: 3.5,
      reviewCount: 2,
    });
    const log = serve(buildGroupWorld({ groups: [group] }));
    // A link to a member-only tab falls back to About.
    const { location } = await openGroup(
      `/network-directory/${group._id}?tab=members`,
      'Leeds Founders',
    );

    expect(tabNames()).toEqual(['About', 'Reviews', 'Events']);
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Join this group to see its members, sub-groups and feed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('We meet monthly.')).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Subscriptions' });
    expect(within(plans).getByText('Gold')).toBeInTheDocument();
    expect(within(plans).getByText('£20.00 a month')).toBeInTheDocument();
    expect(await within(plans).findByRole('button', { name: 'Subscribe to Gold' })).toBeEnabled();
    expect(screen.getByText('3.5 · 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('Acme Networks', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to join Leeds Founders' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
    expect(screen.queryByText(/Feed of group/)).toBeNull();
    expect(log.memberQueries).toEqual([]);
    expect(screen.getByRole('link', { name: 'All groups' })).toHaveAttribute(
      'href',
      '/network-directory',
    );
    expect(location()).toBe(`/network-directory/${group._id}?tab=members`);
  });

  it('shows a member the feed, the members and the sub-groups', async () => {
    const subgroup = {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000f1',
      name: 'Leeds Juniors',
      description: 'Under 30s.',
      coverUrl: null,
      memberCount: 4,
      me: { status: null, role: null, isHomeGroup: false },
    };
    const owner = buildGroupMember({ firstName: 'Olive', lastName: 'Owner', role: 'OWNER' });
    const group = buildJoinedGroup({
      name: 'Leeds Founders',
      subgroups: [subgroup],
      members: [owner],
    });
    const world = buildGroupWorld({
      groups: [group, buildGroup({ ...subgroup, parentId: group._id })],
      members: {
        [group._id]: [owner, ...Array.from({ length: 10 }, () => buildGroupMember())],
      },
    });
    const log = serve(world);
    const { user, location } = await openGroup(`/network-directory/${group._id}`, 'Leeds Founders');

    expect(tabNames()).toEqual(['About', 'Feed', 'Members', 'Sub-groups', 'Reviews', 'Events']);
    expect(screen.getByText('Joined')).toBeInTheDocument();
    // About names the owner's role in the words of the Members tab (#19: it said "Member").
    const preview = screen
      .getByRole('link', { name: 'Olive Owner' })
      .closest('div')!.parentElement!;
    expect(within(preview).getByText('Owner')).toBeInTheDocument();
    expect(within(preview).queryByText('Member')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Feed' }));
    expect(await screen.findByText(`Feed of group ${group._id}`)).toBeInTheDocument();
    expect(location()).toBe(`/network-directory/${group._id}?tab=feed`);

    await user.click(screen.getByRole('tab', { name: 'Members' }));
    expect(await screen.findByText('Showing 10 of 11')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Members' });
    const olive = within(members).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(olive).getByRole('link', { name: 'Olive Owner' })).toHaveAttribute(
      'href',
      `/profile/${owner._id}`,
    );
    expect(within(olive).getByText('Owner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 11 of 11')).toBeInTheDocument();
    expect(log.memberQueries.at(-1)?.get('page')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'olive');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.memberQueries.at(-1)?.get('textSearch')).toBe('olive');
    expect(log.memberQueries.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('tab', { name: 'Sub-groups' }));
    const juniors = await screen.findByRole('listitem', { name: 'Leeds Juniors' });
    expect(within(juniors).getByRole('link', { name: 'Leeds Juniors' })).toHaveAttribute(
      'href',
      `/network-directory/${subgroup._id}`,
    );
    expect(within(juniors).getByText('4 members')).toBeInTheDocument();
    await user.click(
      within(juniors).getByRole('button', { name: 'Request to join Leeds Juniors' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request to join Leeds Juniors' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await findToast('Your request has been sent to the owner.')).toBe('check');
    expect(log.joins.map((join) => join.groupId)).toEqual([subgroup._id]);
    expect(await within(juniors).findByText('Requested')).toBeInTheDocument();
  });

  it("shows a sub-group's cover on its card as a group's card does (#19)", async () => {
    const standing = { status: null, role: null, isHomeGroup: false };
    const pictured = {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000f2',
      name: 'Leeds Makers',
      description: null,
      coverUrl: 'https://files.example/covers/makers.png',
      memberCount: 3,
      me: standing,
    };
    const plain = {
      ...pictured,
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000f3',
      name: 'Leeds Bakers',
    };
    const group = buildJoinedGroup({
      name: 'Leeds Founders',
      subgroups: [pictured, { ...plain, coverUrl: null }],
    });
    serve(buildGroupWorld({ groups: [group] }));
    const { user } = await openGroup(
      `/network-directory/${group._id}?tab=subgroups`,
      'Leeds Founders',
    );
    if (!screen.queryByRole('list', { name: 'Sub-groups' }))
      await user.click(screen.getByRole('tab', { name: 'Sub-groups' }));

    const makers = await screen.findByRole('listitem', { name: 'Leeds Makers' });
    const cover = makers.querySelector('img');
    expect(cover).toHaveAttribute('src', pictured.coverUrl);
    // Decorative: the card is named by the sub-group already.
    expect(cover).toHaveAttribute('alt', '');
    const bakers = screen.getByRole('listitem', { name: 'Leeds Bakers' });
    expect(bakers.querySelector('img')).toBeNull();
    // The placeholder band keeps the two cards the same shape.
    expect(bakers.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('links a sub-group back to its parent, and an owner to the join requests', async () => {
    const parent = buildGroup({
      name: 'Leeds Founders',
      me: { status: 'joined', role: 'OWNER', isHomeGroup: false },
      members: [],
      subgroups: [],
      pendingRequests: 3,
    });
    const child = buildGroup({ name: 'Leeds Juniors', parentId: parent._id });
    serve(buildGroupWorld({ groups: [parent, child] }));
    const { user } = await openGroup(`/network-directory/${child._id}`, 'Leeds Juniors');

    const back = await screen.findByRole('link', { name: 'Back to Leeds Founders' });
    expect(back).toHaveAttribute('href', `/network-directory/${parent._id}?tab=subgroups`);
    expect(
      screen.getByText('Join this sub-group to see its members and feed.'),
    ).toBeInTheDocument();

    await user.click(back);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leeds Founders' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sub-groups' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Join requests (3)' })).toHaveAttribute(
      'href',
      `/network-directory/${parent._id}/requests`,
    );
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  });

  it('says when the group does not exist', async () => {
    serve(buildGroupWorld());
    await openGroup('/network-directory/9a1b2c3d-4e5f-4a6b-8c7d-00000000dead', 'Group not found');
    expect(
      screen.getByText('This group does not exist, or it is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to groups' })).toHaveAttribute(
      'href',
      '/network-directory',
    );
  });
});

describe('leaving a group', () => {
  it('asks first, then leaves: the member-only tabs go', async () => {
    const group = buildJoinedGroup({ name: 'Leeds Founders' });
    const log = serve(buildGroupWorld({ groups: [group] }));
    const { user } = await openGroup(`/network-directory/${group._id}?tab=feed`, 'Leeds Founders');
    expect(await screen.findByText(`Feed of group ${group._id}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave Leeds Founders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(log.leaves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave Leeds Founders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));

    expect(await findToast('You are leave group success.')).toBe('check');
    expect(log.leaves).toEqual([group._id]);
    await waitFor(() => expect(tabNames()).toEqual(['About', 'Reviews', 'Events']));
    expect(screen.queryByText(/Feed of group/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Request to join Leeds Founders' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  });

  it('tells an owner they cannot leave the group they run', async () => {
    const group = buildJoinedGroup({ name: 'Leeds Founders' });
    serve(
      buildGroupWorld({
        groups: [group],
        leaveRefusals: { [group._id]: { status: 403, code: ErrorCode.GROUP_OWNER_ACTION } },
      }),
    );
    const { user } = await openGroup(`/network-directory/${group._id}`, 'Leeds Founders');

    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Leeds Founders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(await findToast('Owners cannot leave the group they run.')).toBe('x');
    expect(screen.queryByText('You are leave group success.')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Feed' })).toBeInTheDocument();
  });
});

describe('group reviews', () => {
  it('lets a member write a review: the average and count follow at once', async () => {
    const group = buildJoinedGroup({ name: 'Leeds Founders' });
    const log = serve(buildGroupWorld({ groups: [group] }));
    const { user } = await openGroup(
      `/network-directory/${group._id}?tab=reviews`,
      'Leeds Founders',
    );

    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('No reviews yet.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Your review' });
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(log.reviews).toEqual([]);

    await chooseStars(user, 4);
    const comment = within(form).getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).toHaveAttribute('maxlength', '1000');
    await user.type(comment, 'Great people');
    expect(within(form).getByText('12 of 1000 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Post review' }));

    expect(await findToast('Thank you for your review.')).toBe('check');
    expect(log.reviews).toEqual([
      { networkDirectoryId: group._id, rating: 4, comment: 'Great people' },
    ]);
    expect(within(reviews).getByText('4.0 · 1 review')).toBeInTheDocument();
    // The header's figures too.
    expect(screen.getAllByText('4.0 · 1 review')).toHaveLength(2);
    expect(within(reviews).getByText('Great people')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Ann Lee (you)' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Update review' })).toBeInTheDocument();
  });

  it('edits my review, newest reviews first', async () => {
    const group = buildJoinedGroup({ name: 'Leeds Founders', averageRating: 3, reviewCount: 2 });
    const me = buildUser();
    const mine = buildReview({
      rating: 2,
      comment: 'Too quiet',
      author: buildMemberCard({ _id: me._id, firstName: 'Ann', lastName: 'Lee' }),
    });
    const other = buildReview({
      rating: 4,
      comment: 'Lovely lot',
      author: buildMemberCard({ firstName: 'Bob', lastName: 'Stone' }),
    });
    const log = serve(
      buildGroupWorld({ groups: [group], reviews: { [group._id]: [other, mine] } }),
    );
    const { user } = await openGroup(
      `/network-directory/${group._id}?tab=reviews`,
      'Leeds Founders',
    );

    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('3.0 · 2 reviews')).toBeInTheDocument();
    const items = within(reviews).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Bob Stone',
      'Ann Lee (you)',
    ]);
    const form = screen.getByRole('region', { name: 'Your review' });
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const comment = within(form).getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).toHaveValue('Too quiet');

    await chooseStars(user, 5);
    await user.clear(comment);
    await user.type(comment, 'Much livelier now');
    await user.click(within(form).getByRole('button', { name: 'Update review' }));

    expect(await findToast('Your review has been updated.')).toBe('check');
    expect(log.reviews).toEqual([
      { networkDirectoryId: group._id, rating: 5, comment: 'Much livelier now' },
    ]);
    expect(screen.getAllByText('4.5 · 2 reviews')).toHaveLength(2);
    expect(within(reviews).getByText('Much livelier now')).toBeInTheDocument();
    expect(within(reviews).queryByText('Too quiet')).toBeNull();
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the reviews to anyone, but only members write one', async () => {
    const group = buildGroup({ name: 'Leeds Founders', averageRating: 4, reviewCount: 1 });
    serve(buildGroupWorld({ groups: [group], reviews: { [group._id]: [buildReview()] } }));
    const { user } = await openGroup(`/network-directory/${group._id}`, 'Leeds Founders');

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Friendly and useful.')).toBeInTheDocument();
    expect(
      within(reviews).getByText('Only members of this group can review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).toBeNull();
  });
});
