import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildLead, buildMemberCard, buildUser } from '@/testing/factories';
import {
  buildLeadWorld,
  leadHandlers,
  referenceHandlers,
  type LeadWorld,
} from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function serveLeads(world: LeadWorld) {
  const { handlers, log } = leadHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openLeads() {
  const user = userEvent.setup();
  const view = renderApp('/leads', { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
  return { user, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('leads list', () => {
  it('shows the tabs with counts; a tab or filter starts again at page 1, load more appends', async () => {
    const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
    const world = buildLeadWorld({
      leads: [
        ...Array.from({ length: 11 }, () => buildLead()),
        buildLead({
          direction: 'outgoing',
          status: 'CONTACTED',
          leadType: { _id: '5a6b7c8d-0000-4000-8000-000000000002', name: 'Office lease' },
          tags: [],
          sourceOfLead: 'Networking event',
          contact: {
            firstName: 'Olga',
            lastName: 'Out',
            email: 'olga@out.example',
            phone: null,
            company: 'Out Ltd',
            jobTitle: null,
          },
          estimatedValue: 2500,
          currency: 'EUR',
          receiver: carol,
        }),
        buildLead({ direction: 'outgoing', status: 'CONTACTED' }),
      ],
    });
    const log = serveLeads(world);
    const { user } = await openLeads();

    expect(await screen.findByText('Showing 10 of 13')).toBeInTheDocument();
    await waitFor(() => expect(tab('All')).toHaveTextContent('13'));
    expect(tab('Incoming')).toHaveTextContent('11');
    expect(tab('Outgoing')).toHaveTextContent('2');
    expect(log.queries.at(-1)?.get('page')).toBe('1');
    expect(log.queries.at(-1)?.has('type')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 13 of 13')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // An outgoing lead: its receiver, its own currency, its source and stage.
    const olga = screen.getByRole('article', { name: 'Olga Out' });
    expect(within(olga).getByRole('link', { name: 'Olga Out' })).toHaveAttribute(
      'href',
      `/leads/${world.leads[11]?._id}`,
    );
    expect(within(olga).getByText('€2,500.00')).toBeInTheDocument();
    expect(within(olga).getByText('Contacted')).toBeInTheDocument();
    expect(within(olga).getByText('Source: Networking event')).toBeInTheDocument();
    expect(within(olga).getByText('To')).toBeInTheDocument();
    expect(within(olga).getByRole('link', { name: 'Carol Jones' })).toHaveAttribute(
      'href',
      `/profile/${carol._id}`,
    );

    await user.click(tab('Incoming'));
    expect(await screen.findByText('Showing 10 of 11')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('type')).toBe('incoming');
    expect(log.queries.at(-1)?.get('page')).toBe('1');
    const incoming = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(incoming).getByText('From')).toBeInTheDocument();
    expect(within(incoming).getByText('£1,500.00')).toBeInTheDocument();
    expect(within(incoming).getByText('Tags: Bookkeeping')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 11 of 11')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: /Pipeline stages/ }));
    await user.click(await screen.findByRole('option', { name: /^Contacted/ }));
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('pipelines')).toBe('CONTACTED');
    expect(log.queries.at(-1)?.get('type')).toBe('incoming');
    expect(log.queries.at(-1)?.get('page')).toBe('1');

    await user.click(tab('Outgoing'));
    expect(await screen.findByText('Showing 2 of 2')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('type')).toBe('outgoing');
    expect(log.queries.at(-1)?.get('pipelines')).toBe('CONTACTED');

    await user.type(screen.getByRole('combobox', { name: /Lead types/ }), 'off');
    await user.click(await screen.findByRole('option', { name: 'Office lease' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('leadTypes')).toBe('OFFICE LEASE');
    expect(log.queries.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('switch', { name: 'Bookmarked only' }));
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('bookmark')).toBe('true');
    expect(log.queries.at(-1)?.get('page')).toBe('1');
  });

  it('searches as the member types (debounced)', async () => {
    const world = buildLeadWorld({
      leads: [
        buildLead(),
        buildLead({
          contact: {
            firstName: 'Zed',
            lastName: 'Zulu',
            email: 'zed@zulu.example',
            phone: null,
            company: 'Zulu Corp',
            jobTitle: null,
          },
        }),
      ],
    });
    const log = serveLeads(world);
    const { user } = await openLeads();
    expect(await screen.findByText('Showing 2 of 2')).toBeInTheDocument();

    const before = log.queries.length;
    await user.type(screen.getByRole('searchbox', { name: /Search leads/ }), 'zulu');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.queries.slice(before).map((query) => query.get('textSearch'))).toEqual(['zulu']);
    expect(screen.getByRole('article', { name: 'Zed Zulu' })).toBeInTheDocument();
  });

  it('invites the member to pass a first lead when there is none', async () => {
    serveLeads(buildLeadWorld());
    await openLeads();

    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pass your first lead' })).toHaveAttribute(
      'href',
      '/leads/new',
    );
    expect(screen.getByRole('link', { name: 'Pass a lead' })).toHaveAttribute('href', '/leads/new');
  });

  it('bookmarks a lead with a toggle button', async () => {
    const world = buildLeadWorld({ leads: [buildLead()] });
    const log = serveLeads(world);
    const { user } = await openLeads();
    const name = `Bookmark lead Pat ${world.leads[0]?.contact.lastName}`;

    const star = await screen.findByRole('button', { name });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);

    await waitFor(() =>
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(log.bookmarks).toEqual([{ type: 'leads', id: world.leads[0]?._id, bookmark: true }]);
  });

  it('edits the tags of the leads I am looking for', async () => {
    const world = buildLeadWorld({ myTags: ['Payroll'] });
    const log = serveLeads(world);
    const { user } = await openLeads();

    const section = await screen.findByRole('region', { name: "Leads I'm looking for" });
    const input = await within(section).findByRole('combobox', { name: /My lead tags/ });
    expect(within(section).getByRole('button', { name: 'Save tags' })).toBeDisabled();

    await user.type(input, 'office');
    await user.click(await within(section).findByRole('option', { name: 'Office space' }));
    await user.type(input, 'Tax returns,');
    await user.click(within(section).getByRole('button', { name: 'Save tags' }));

    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(log.savedTags).toEqual([{ tags: ['Payroll', 'Office space', 'Tax returns'] }]);
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Save tags' })).toBeDisabled(),
    );
  });
});

describe('leads board', () => {
  const contact = (firstName: string) => ({
    firstName,
    lastName: 'Prospect',
    email: `${firstName.toLowerCase()}@prospect.example`,
    phone: null,
    company: null,
    jobTitle: null,
  });

  it('switches to a column per stage and moves an incoming card with its menu', async () => {
    const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
    const world = buildLeadWorld({
      leads: [
        buildLead({ status: 'NEW', contact: contact('Nina'), giver: carol, estimatedValue: 900 }),
        buildLead({ status: 'MEETING', contact: contact('Mia') }),
        buildLead({
          direction: 'outgoing',
          status: 'CONVERTED',
          contact: contact('Olga'),
          receiver: carol,
        }),
      ],
    });
    const log = serveLeads(world);
    const { user } = await openLeads();
    expect(await screen.findByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leads by stage' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Board' }));
    const board = await screen.findByRole('region', { name: 'Leads by stage' });
    const column = (stage: string) =>
      within(board).getByRole('region', { name: new RegExp(`^${stage} \\(`) });
    const names = (stage: string) =>
      within(column(stage))
        .queryAllByRole('listitem')
        .map((card) => within(card).getByRole('link').textContent);
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'New (1)',
      'Contacted (0)',
      'Meeting (1)',
      'Proposal (0)',
      'Converted (1)',
      'Lost (0)',
    ]);
    expect(names('New')).toEqual(['Nina Prospect']);
    expect(names('Converted')).toEqual(['Olga Prospect']);
    const nina = within(column('New')).getByRole('listitem');
    expect(nina).toHaveTextContent('£900.00');
    expect(nina).toHaveTextContent('From Carol Jones');
    // The giver's card has no control: only the receiver moves a lead.
    expect(within(column('Converted')).queryByRole('button')).not.toBeInTheDocument();

    // By keyboard: open Nina's menu and choose Proposal.
    within(nina).getByRole('button', { name: 'Move Nina Prospect to another stage' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'New' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Proposal' }));

    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(log.statuses).toEqual([{ id: world.leads[0]!._id, status: 'PROPOSAL' }]);
    await waitFor(() => expect(names('Proposal')).toEqual(['Nina Prospect']));
    expect(names('New')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.queryByRole('region', { name: 'Leads by stage' })).not.toBeInTheDocument();
  });

  it('asks the value of the business closed before a card moves to Converted', async () => {
    const world = buildLeadWorld({
      leads: [buildLead({ status: 'PROPOSAL', contact: contact('Nina'), estimatedValue: 900 })],
    });
    const log = serveLeads(world);
    const { user } = await openLeads();
    await user.click(await screen.findByRole('radio', { name: 'Board' }));
    const board = await screen.findByRole('region', { name: 'Leads by stage' });
    await user.click(
      within(board).getByRole('button', { name: 'Move Nina Prospect to another stage' }),
    );
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Converted' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Business closed' });
    expect(log.statuses).toEqual([]);
    const value = within(dialog).getByRole('textbox', { name: /Value of the business closed/ });
    await user.clear(value);
    await user.type(value, '1250');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as converted' }));

    await waitFor(() =>
      expect(log.statuses).toEqual([
        { id: world.leads[0]!._id, status: 'CONVERTED', closedValue: 1250, closedCurrency: 'GBP' },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Business closed' })).not.toBeInTheDocument(),
    );
  });
});
