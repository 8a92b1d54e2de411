import type { Lead } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildLead, buildMemberCard, buildUser } from '@/testing/factories';
import { buildLeadWorld, leadHandlers, referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function serveLead(lead: Lead) {
  const { handlers, log } = leadHandlers(buildLeadWorld({ leads: [lead] }));
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openLead(id: string, heading = 'Pat Prospect') {
  const user = userEvent.setup();
  const view = renderApp(`/leads/${id}`, { user: buildUser() });
  expect(
    // The first test also loads the lazy route's code: slow on a busy machine.
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  return { user, ...view };
}

const contact = {
  firstName: 'Pat',
  lastName: 'Prospect',
  email: 'pat@prospect.example',
  phone: '+44 20 7946 0001',
  company: 'Prospect Ltd',
  jobTitle: 'Director',
};

/** The stage the page shows: the checked pill for the receiver, the marked one for the giver. */
const currentStage = () =>
  screen.queryByRole('radiogroup', { name: 'Move to stage' })
    ? screen.getByRole('radio', { checked: true })
    : within(screen.getByRole('list', { name: 'Pipeline stages' }))
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'step');

describe('lead detail', () => {
  it('lets the receiver move the lead to another stage', async () => {
    const giver = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
    const lead = buildLead({
      contact,
      giver,
      status: 'CONTACTED',
      details: 'Wants help with year-end accounts.',
    });
    const log = serveLead(lead);
    const { user } = await openLead(lead._id);

    expect(screen.getByRole('link', { name: 'pat@prospect.example' })).toHaveAttribute(
      'href',
      'mailto:pat@prospect.example',
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0001' })).toHaveAttribute(
      'href',
      'tel:+442079460001',
    );
    expect(screen.getByText('£1,500.00')).toBeInTheDocument();
    expect(screen.getByText('Bookkeeping')).toBeInTheDocument();
    expect(screen.getByText('Wants help with year-end accounts.')).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: 'Bob Stone' })).toHaveAttribute(
      'href',
      `/profile/${giver._id}`,
    );
    expect(within(people).getByRole('link', { name: 'Ann Lee (you)' })).toBeInTheDocument();
    expect(currentStage()).toHaveTextContent('Contacted');

    const pills = screen.getByRole('radiogroup', { name: 'Move to stage' });
    const checked = () => within(pills).getByRole('radio', { checked: true });
    expect(checked()).toHaveTextContent('Contacted');
    // Only the checked pill is in the tab order.
    expect(
      within(pills)
        .getAllByRole('radio')
        .map((pill) => pill.tabIndex),
    ).toEqual([-1, 0, -1, -1, -1, -1]);
    await user.tab();
    while (document.activeElement !== checked()) await user.tab();

    // Arrowing passes Meeting on the way; only the stage it settles on is saved.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked()).toHaveTextContent('Proposal');
    expect(checked()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toHaveTextContent('Meeting');
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(log.statuses).toEqual([{ id: lead._id, status: 'MEETING' }]);
    await waitFor(() => expect(currentStage()).toHaveTextContent('Meeting'));

    // The history gains the move.
    const history = screen.getByRole('list', { name: 'History' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(/^Bob passed it to Ann · /),
        expect.stringMatching(/^Ann moved it to Meeting · /),
      ]),
    );

    // Home goes to the first stage; a click saves at once (and cancels the pending save).
    await user.keyboard('{Home}');
    expect(checked()).toHaveTextContent('New');
    await user.click(within(pills).getByRole('radio', { name: 'Lost' }));
    await waitFor(() => expect(log.statuses.at(-1)).toEqual({ id: lead._id, status: 'LOST' }));
    expect(log.statuses.map((s) => s.status)).toEqual(['MEETING', 'LOST']);
  });

  it('asks the value of the business closed when the receiver converts the lead', async () => {
    const lead = buildLead({ contact, status: 'PROPOSAL', estimatedValue: 1500 });
    const log = serveLead(lead);
    const { user } = await openLead(lead._id);
    await user.click(screen.getByRole('radio', { name: 'Converted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business closed' });
    expect(log.statuses).toEqual([]);
    const value = within(dialog).getByLabelText(/Value of the business closed/);
    expect(value).toHaveValue('1,500');
    await user.clear(value);
    await user.type(value, '2100');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as converted' }));
    await waitFor(() =>
      expect(log.statuses).toEqual([
        { id: lead._id, status: 'CONVERTED', closedValue: 2100, closedCurrency: 'EUR' },
      ]),
    );
  });

  it('saves the stage reached when I leave before the arrows settle', async () => {
    const lead = buildLead({ contact, status: 'NEW' });
    const log = serveLead(lead);
    const { user } = await openLead(lead._id);
    screen.getByRole('radio', { name: 'New' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    await waitFor(() => expect(log.statuses).toEqual([{ id: lead._id, status: 'CONTACTED' }]));
  });

  it('shows the giver the stage without a control to change it', async () => {
    const receiver = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
    const lead = buildLead({
      contact,
      direction: 'outgoing',
      receiver,
      status: 'PROPOSAL',
      tags: [],
      sourceOfLead: 'Networking event',
    });
    const log = serveLead(lead);
    await openLead(lead._id);

    expect(currentStage()).toHaveTextContent('Proposal');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Pipeline stages' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('Only Carol Jones can move this lead along the pipeline.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Networking event')).toBeInTheDocument();
    expect(log.statuses).toEqual([]);
    // A lead with no moves shows its creation only.
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^Ann passed it to Carol · /);
  });

  it('bookmarks the lead', async () => {
    const lead = buildLead({ contact });
    const log = serveLead(lead);
    const { user } = await openLead(lead._id);

    await user.click(screen.getByRole('button', { name: 'Bookmark lead Pat Prospect' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark lead Pat Prospect' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(log.bookmarks).toEqual([{ type: 'leads', id: lead._id, bookmark: true }]);
  });

  it('says a lead I may not see is not available', async () => {
    serveLead(buildLead());
    await openLead('0d9e8f7a-6b5c-4d3e-8f2a-000000000999', 'This lead is not available');

    expect(screen.getByText(MESSAGES.leadNotAvailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to leads' })).toHaveAttribute('href', '/leads');
  });
});
