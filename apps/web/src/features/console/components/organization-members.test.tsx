import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, server } from '@/testing/server';
import {
  buildOrganizationMember,
  buildOrganizationWorld,
  buildOwnerGroup,
  buildOwnerSubgroup,
  ORGANIZATION_ID,
  organizationHandlers,
  type OrganizationWorld,
} from '../testing/organization-world';

function serve(world: OrganizationWorld) {
  const { handlers, log } = organizationHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openMembers() {
  const user = userEvent.setup();
  const view = renderApp('/organization/members', { user: buildUser({ isOrgOwner: true }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
  return { user, ...view };
}

function membersWorld() {
  const leeds = buildOwnerGroup({ name: 'Leeds Founders' });
  const north = buildOwnerSubgroup({ name: 'Leeds North', parentId: leeds._id });
  leeds.subgroups = [north];
  const york = buildOwnerGroup({ name: 'York Makers' });
  const world = buildOrganizationWorld({
    groups: [leeds, york],
    members: [
      buildOrganizationMember({
        member: buildMemberCard({ firstName: 'Bea', lastName: 'Khan' }),
        email: 'bea@example.com',
        groups: [
          { _id: leeds._id, name: leeds.name },
          { _id: north._id, name: north.name },
        ],
      }),
      buildOrganizationMember({
        member: buildMemberCard({ firstName: 'Cal', lastName: 'Ode' }),
        email: 'cal@example.com',
        status: 'inactive',
        groups: [{ _id: york._id, name: york.name }],
      }),
      ...Array.from({ length: 9 }, () =>
        buildOrganizationMember({ groups: [{ _id: york._id, name: york.name }] }),
      ),
    ],
  });
  return { world, leeds, north, york };
}

describe('organisation members', () => {
  it('lists members with their e-mail, status and groups; filters, searches and loads more', async () => {
    const { world, north } = membersWorld();
    const log = serve(world);
    const { user } = await openMembers();

    expect(await screen.findByText('Showing 10 of 11')).toBeInTheDocument();
    const bea = screen.getByRole('article', { name: 'Bea Khan' });
    expect(within(bea).getByRole('link', { name: 'Bea Khan' })).toHaveAttribute(
      'href',
      `/profile/${world.members[0]?.member._id}`,
    );
    expect(within(bea).getByText('bea@example.com')).toBeInTheDocument();
    expect(within(bea).getByText('Active')).toBeInTheDocument();
    expect(within(bea).getByText('Leeds Founders, Leeds North')).toBeInTheDocument();
    const cal = screen.getByRole('article', { name: 'Cal Ode' });
    expect(within(cal).getByText('Invited')).toBeInTheDocument();
    // An invited account has no profile to open yet.
    expect(within(cal).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 11 of 11')).toBeInTheDocument();
    expect(log.memberQueries.at(-1)?.get('page')).toBe('2');

    const group = screen.getByRole('combobox', { name: 'Group' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All groups', 'Leeds Founders', 'Leeds Founders › Leeds North', 'York Makers']);
    await user.selectOptions(group, 'Leeds Founders › Leeds North');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.memberQueries.at(-1)?.get('groupId')).toBe(north._id);
    expect(log.memberQueries.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 10 of 11')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'cal');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.memberQueries.at(-1)?.get('textSearch')).toBe('cal');
    expect(log.memberQueries.at(-1)?.has('groupId')).toBe(false);
  });

  it('invites a new address: "Invitation sent"', async () => {
    const { world, york } = membersWorld();
    world.inviteResult = { invited: true, joined: true };
    const log = serve(world);
    const { user } = await openMembers();

    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please choose a group')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a first name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(log.invites).toHaveLength(0);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Group' }),
      'York Makers',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Dee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Ray');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ' Dee@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(log.invites).toEqual([
      { groupId: york._id, firstName: 'Dee', lastName: 'Ray', email: 'dee@example.com' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds an existing member to a group: "Added to the group"', async () => {
    const { world, leeds } = membersWorld();
    world.inviteResult = { invited: false, joined: true };
    const log = serve(world);
    const { user } = await openMembers();

    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Group' }),
      'Leeds Founders',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Bea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Khan');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bea@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Added to the group')).toBeInTheDocument();
    expect(screen.queryByText('Invitation sent')).toBeNull();
    expect(log.invites[0]?.groupId).toBe(leeds._id);
  });

  it('keeps the form open with the reason when the invitation fails', async () => {
    const { world } = membersWorld();
    serve(world);
    server.use(
      http.post(apiUrl(`/organization/${ORGANIZATION_ID}/invite`), () =>
        apiError(400, 'VALIDATION_ERROR', [{ field: 'body.email', message: 'Invalid email' }]),
      ),
    );
    const { user } = await openMembers();

    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Group' }),
      'York Makers',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Dee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Ray');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite member' })).toBeInTheDocument();
  });
});
