import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildGroup,
  buildGroupWorld,
  buildJoinedGroup,
  buildJoinRequest,
  groupHandlers,
  type GroupWorld,
} from '../testing/group-world';

function serve(world: GroupWorld) {
  const { handlers, log } = groupHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openRequests(groupId: string, heading: string) {
  const user = userEvent.setup();
  const view = renderApp(`/network-directory/${groupId}/requests`, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return { user, ...view };
}

const ownedGroup = () =>
  buildJoinedGroup({
    name: 'Leeds Founders',
    me: { status: 'joined', role: 'OWNER', isHomeGroup: false },
    pendingRequests: 2,
  });

describe('join requests', () => {
  it('lets an owner approve and reject requests; each decided one leaves the list', async () => {
    const group = ownedGroup();
    const cara = buildJoinRequest({
      member: buildMemberCard({ firstName: 'Cara', lastName: 'Smith' }),
      requestNote: 'I run a bakery in Leeds.',
      subgroups: [{ _id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000f1', name: 'Leeds Juniors' }],
      requestedAt: '2025-07-03T10:00:00.000Z',
    });
    const dan = buildJoinRequest({
      member: buildMemberCard({ firstName: 'Dan', lastName: 'Brown' }),
    });
    const world = buildGroupWorld({ groups: [group], requests: { [group._id]: [cara, dan] } });
    const log = serve(world);
    const { user } = await openRequests(group._id, 'Join requests');

    const list = await screen.findByRole('list', { name: 'Join requests' });
    const caraCard = within(list).getByRole('listitem', { name: 'Request from Cara Smith' });
    expect(within(caraCard).getByRole('link', { name: 'Cara Smith' })).toHaveAttribute(
      'href',
      `/profile/${cara.member._id}`,
    );
    expect(within(caraCard).getByText('I run a bakery in Leeds.')).toBeInTheDocument();
    expect(within(caraCard).getByText('Leeds Juniors')).toBeInTheDocument();
    expect(within(caraCard).getByText('Asked 03/07/25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Leeds Founders' })).toHaveAttribute(
      'href',
      `/network-directory/${group._id}`,
    );

    await user.click(within(caraCard).getByRole('button', { name: 'Approve Cara Smith' }));
    expect(await screen.findByText('Request approved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Request from Cara Smith' })).toBeNull(),
    );

    const danCard = screen.getByRole('listitem', { name: 'Request from Dan Brown' });
    await user.click(within(danCard).getByRole('button', { name: 'Reject Dan Brown' }));
    expect(await screen.findByText('Request declined.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No requests waiting.' }),
    ).toBeInTheDocument();

    expect(log.decisions).toEqual([
      { groupId: group._id, userId: cara.member._id, decision: 'approve' },
      { groupId: group._id, userId: dan.member._id, decision: 'reject' },
    ]);
  });

  it('says when no request is waiting', async () => {
    const group = ownedGroup();
    serve(buildGroupWorld({ groups: [group] }));
    await openRequests(group._id, 'Join requests');
    expect(
      await screen.findByRole('heading', { name: 'No requests waiting.' }),
    ).toBeInTheDocument();
  });

  it("tells anyone but the group's owners that the requests are not theirs to see", async () => {
    const group = buildGroup({ name: 'Leeds Founders' });
    serve(buildGroupWorld({ groups: [group] }));
    await openRequests(group._id, 'Join requests');

    expect(
      await screen.findByText("Only the group's owners can see its join requests."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the group' })).toHaveAttribute(
      'href',
      `/network-directory/${group._id}`,
    );
    expect(screen.queryByRole('list', { name: 'Join requests' })).toBeNull();
  });
});
