import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, IDS, SECTORS } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
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

async function openGroups() {
  const user = userEvent.setup();
  const view = renderApp('/organization/groups', { user: buildUser({ isOrgOwner: true }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
  return { user, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('organisation groups', () => {
  it('lists groups with their sub-groups, requests and pages, searches and loads more', async () => {
    const leeds = buildOwnerGroup({
      name: 'Leeds Founders',
      memberCount: 1,
      pendingRequests: 3,
      sectors: SECTORS.slice(1, 2),
    });
    const north = buildOwnerSubgroup({ name: 'Leeds North', parentId: leeds._id, memberCount: 4 });
    leeds.subgroups = [north];
    const world = buildOrganizationWorld({
      groups: [leeds, ...Array.from({ length: 10 }, () => buildOwnerGroup())],
    });
    const log = serve(world);
    const { user } = await openGroups();

    expect(await screen.findByText('Showing 10 of 11')).toBeInTheDocument();
    const group = card('Leeds Founders');
    expect(within(group).getByRole('link', { name: 'Leeds Founders' })).toHaveAttribute(
      'href',
      `/network-directory/${leeds._id}`,
    );
    expect(within(group).getByText('United Kingdom · London')).toBeInTheDocument();
    expect(within(group).getByText('Marketing')).toBeInTheDocument();
    expect(within(group).getByText('1 member')).toBeInTheDocument();
    expect(
      within(group).getByRole('link', { name: '3 pending requests for Leeds Founders' }),
    ).toHaveAttribute('href', `/network-directory/${leeds._id}/requests`);

    const subgroups = within(group).getByRole('list', { name: 'Sub-groups (1)' });
    expect(within(subgroups).getByRole('link', { name: 'Leeds North' })).toHaveAttribute(
      'href',
      `/network-directory/${north._id}`,
    );
    expect(within(subgroups).getByText('4 members')).toBeInTheDocument();
    expect(
      within(subgroups).getByRole('link', { name: 'No pending requests for Leeds North' }),
    ).toHaveAttribute('href', `/network-directory/${north._id}/requests`);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 11 of 11')).toBeInTheDocument();
    expect(log.groupQueries.at(-1)?.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'leeds');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.groupQueries.at(-1)?.get('textSearch')).toBe('leeds');
    expect(log.groupQueries.at(-1)?.get('page')).toBe('1');
  });

  it('creates a group with its place and sectors', async () => {
    const world = buildOrganizationWorld();
    const log = serve(world);
    const { user } = await openGroups();
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText("Please enter the group's name")).toBeInTheDocument();
    expect(log.creates).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'York Makers');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Makers in York.',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Country' }),
      'United Kingdom',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Regions' }));
    await user.click(await screen.findByRole('option', { name: 'London' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Sectors' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Group created')).toBeInTheDocument();
    expect(log.creates).toEqual([
      {
        organizationId: ORGANIZATION_ID,
        name: 'York Makers',
        description: 'Makers in York.',
        countryId: IDS.uk,
        regionIds: [IDS.london],
        sectorIds: [IDS.finance],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'York Makers' })).toBeInTheDocument();
  });

  it('adds a sub-group to a group, and edits a sub-group', async () => {
    const leeds = buildOwnerGroup({ name: 'Leeds Founders' });
    const north = buildOwnerSubgroup({ name: 'Leeds North', parentId: leeds._id });
    leeds.subgroups = [north];
    const log = serve(buildOrganizationWorld({ groups: [leeds] }));
    const { user } = await openGroups();

    await user.click(
      await screen.findByRole('button', { name: 'Add sub-group to Leeds Founders' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'New sub-group of Leeds Founders' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Leeds South');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Sub-group created')).toBeInTheDocument();
    expect(log.creates).toEqual([
      {
        organizationId: ORGANIZATION_ID,
        parentId: leeds._id,
        name: 'Leeds South',
        sectorIds: [],
        regionIds: [],
      },
    ]);
    const subgroups = await within(card('Leeds Founders')).findByRole('list', {
      name: 'Sub-groups (2)',
    });
    expect(within(subgroups).getByRole('link', { name: 'Leeds South' })).toBeInTheDocument();

    await user.click(within(subgroups).getByRole('button', { name: 'Edit Leeds North' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Leeds North' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Leeds North');
    await user.clear(name);
    await user.type(name, 'Leeds North East');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group updated')).toBeInTheDocument();
    expect(log.groupUpdates).toEqual([
      { id: north._id, body: { name: 'Leeds North East', sectorIds: [], regionIds: [] } },
    ]);
    expect(await screen.findByRole('link', { name: 'Leeds North East' })).toBeInTheDocument();
  });

  it('edits a group, keeping its saved place and sectors', async () => {
    const leeds = buildOwnerGroup({ name: 'Leeds Founders', description: 'Old words.' });
    const log = serve(buildOrganizationWorld({ groups: [leeds] }));
    const { user } = await openGroups();

    await user.click(await screen.findByRole('button', { name: 'Edit Leeds Founders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leeds Founders' });
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue(IDS.uk);
    // A saved country can be changed, not cleared.
    expect(within(dialog).queryByRole('option', { name: 'Not set' })).toBeNull();
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'New words.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Group updated')).toBeInTheDocument();
    expect(log.groupUpdates).toEqual([
      {
        id: leeds._id,
        body: {
          name: 'Leeds Founders',
          description: 'New words.',
          countryId: IDS.uk,
          regionIds: [IDS.london],
          sectorIds: [IDS.finance],
        },
      },
    ]);
  });
});
