import { ONBOARDING_STEPS } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import {
  buildLedgerSummary,
  buildOnboarding,
  buildPipelineActivity,
  dashboardHandlers,
  referenceHandlers,
  type DashboardData,
} from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, server } from '@/testing/server';

const thisYear = new Date().getUTCFullYear();

const noLeads: DashboardData = {
  statistics: { totalRevenue: 0, currency: 'GBP', activeCampaign: 0, totalConnection: 0 },
  totalLeads: {
    result: { total: 0, incoming: 0, outgoing: 0, converted: 0 },
    firstDate: null,
    lastDate: null,
  },
  pipelines: {},
};

const busy: DashboardData = {
  statistics: { totalRevenue: 12345.5, currency: 'EUR', activeCampaign: 2, totalConnection: 14 },
  totalLeads: {
    result: { total: 9, incoming: 5, outgoing: 4, converted: 3 },
    firstDate: `${thisYear - 2}-03-10T09:00:00.000Z`,
    lastDate: `${thisYear}-01-20T09:00:00.000Z`,
  },
  pipelines: {
    [thisYear]: buildPipelineActivity({ 1: { NEW: 1, CONVERTED: 1 } }),
    [thisYear - 2]: buildPipelineActivity({
      3: { NEW: 2, CONTACTED: 1, LOST: 1 },
      7: { CONVERTED: 2, PROPOSAL: 1 },
    }),
  },
};

function serveHome(data: DashboardData) {
  const dashboard = dashboardHandlers({
    onboarding: buildOnboarding(['ADD_CONNECTIONS']),
    ...data,
  });
  server.use(...referenceHandlers(), ...dashboard.handlers);
  return dashboard;
}

async function openHome() {
  const user = userEvent.setup();
  renderApp('/', { user: buildUser({ firstName: 'Ava' }) });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' }),
  ).toBeInTheDocument();
  return { user };
}

const pipelineRegion = () => screen.getByRole('region', { name: 'Lead pipeline' });

describe('home', () => {
  it('shows who to meet next with the strongest reason, and links to all suggestions', async () => {
    const member = buildMemberCard({ firstName: 'Sam', lastName: 'Reed' });
    serveHome({
      ...noLeads,
      suggestions: [
        {
          member,
          reasons: [
            { kind: 'looking_for', text: 'Looking for Payroll leads, which you pass' },
            { kind: 'group', text: 'In Tuesday Breakfast with you, not connected yet' },
          ],
        },
      ],
    });
    await openHome();
    const card = await screen.findByRole('region', { name: 'Who to meet next' });
    expect(await within(card).findByRole('link', { name: 'Sam Reed' })).toHaveAttribute(
      'href',
      `/profile/${member._id}`,
    );
    expect(within(card).getByText('Looking for Payroll leads, which you pass')).toBeVisible();
    expect(within(card).queryByText(/Tuesday Breakfast/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See all suggestions' })).toHaveAttribute(
      'href',
      '/explore/suggestions',
    );
  });

  it('shows the getting-started checklist with progress and a link to the next step', async () => {
    serveHome(noLeads);
    await openHome();
    expect(await screen.findByText('1 of 10 done')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Getting started: 10% done' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Complete your profile/ })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    expect(screen.getByText(/Add connections/)).toHaveTextContent('(done)');
    expect(screen.queryByRole('button', { name: 'Hide checklist' })).not.toBeInTheDocument();
  });

  it("shows the ledger's figures for this month beside the pipeline", async () => {
    serveHome({
      ...busy,
      ledger: buildLedgerSummary({
        currency: 'EUR',
        givenValue: 8250,
        receivedValue: 3600,
        settlements: { earned: { owed: 1, paid: 0 }, offered: { owed: 2, paid: 1 } },
      }),
    });
    await openHome();
    const card = await screen.findByRole('region', { name: 'Ledger this month' });
    expect(await within(card).findByText('€8,250.00')).toBeInTheDocument();
    expect(within(card).getByText('€3,600.00')).toBeInTheDocument();
    expect(within(card).getByText(/1 reward owed to you\. 2 rewards to pay\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open my ledger' })).toHaveAttribute(
      'href',
      '/ledger',
    );
  });

  it('links every step of the checklist to where it is done', async () => {
    serveHome(noLeads);
    await openHome();
    const card = await screen.findByRole('region', { name: 'Getting started' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/me',
      '/rewards/new?type=standard',
      '/explore',
      '/connections',
      '/community',
      '/rewards/new?type=campaign',
      '/leads/new',
      '/leads',
      '/network-directory?tab=joined',
      '/network-directory',
    ]);
    expect(links[2]).toHaveTextContent('Add connections (done)');
    expect(links[6]).toHaveTextContent('Pass a lead (to do)');
  });

  it('hides the completed checklist for good when I dismiss it', async () => {
    const everyStep = ONBOARDING_STEPS.map(({ step }) => step);
    serveHome({ ...noLeads, onboarding: buildOnboarding(everyStep) });
    let dismissed = false;
    server.use(
      http.post('*/api/v1/users/onboarding/dismiss', () => {
        dismissed = true;
        return HttpResponse.json({ data: buildOnboarding(everyStep, { dismissed }) });
      }),
    );
    const { user } = await openHome();
    expect(await screen.findByText('10 of 10 done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide checklist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument(),
    );
    expect(dismissed).toBe(true);
  });

  it('shows my figures and the lead pipeline of the year I choose', async () => {
    const { years } = serveHome(busy);
    const { user } = await openHome();

    const figures = screen.getByRole('region', { name: 'Your figures' });
    expect(await within(figures).findByText('14')).toBeInTheDocument();
    expect(within(figures).getByText('Total connections')).toBeInTheDocument();
    // Revenue in the currency the server totals it in.
    expect(within(figures).getByText('€12,345.50')).toBeInTheDocument();
    expect(within(figures).getByText('Active campaigns').parentElement).toHaveTextContent('2');
    expect(within(figures).getByText('Total leads').parentElement).toHaveTextContent('9');
    expect(within(figures).getByText('5 incoming')).toBeInTheDocument();
    expect(within(figures).getByText('4 outgoing')).toBeInTheDocument();
    expect(within(figures).getByText('3 converted')).toBeInTheDocument();

    // This year by default; the chart's figures are in a table for screen readers.
    const table = await within(pipelineRegion()).findByRole('table', {
      name: `Leads passed in ${thisYear}, by month and the stage they are at now`,
    });
    expect(years).toEqual([thisYear]);
    const january = within(table).getByRole('row', { name: /^January/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0', '0', '1', '0', '2']);
    // The chart itself, once loaded, is summed up in words.
    expect(
      await within(pipelineRegion()).findByRole(
        'img',
        {
          name: `2 leads passed in ${thisYear}, now 1 new, 1 converted. Busiest month: January, with 2 leads.`,
        },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    const year = within(pipelineRegion()).getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([String(thisYear), String(thisYear - 1), String(thisYear - 2)]);
    await user.selectOptions(year, String(thisYear - 2));
    expect(
      await within(pipelineRegion()).findByRole('table', {
        name: `Leads passed in ${thisYear - 2}, by month and the stage they are at now`,
      }),
    ).toBeInTheDocument();
    expect(years).toEqual([thisYear, thisYear - 2]);
    expect(
      await within(pipelineRegion()).findByRole('img', {
        name: `7 leads passed in ${thisYear - 2}, now 2 new, 1 contacted, 1 proposal, 2 converted, 1 lost. Busiest month: March, with 4 leads.`,
      }),
    ).toBeInTheDocument();

    await user.selectOptions(year, String(thisYear - 1));
    expect(
      await within(pipelineRegion()).findByText(`No leads were passed in ${thisYear - 1}.`),
    ).toBeInTheDocument();
  });

  it('invites me to pass a first lead when I have none', async () => {
    serveHome(noLeads);
    await openHome();

    expect(await within(pipelineRegion()).findByText('No leads yet')).toBeInTheDocument();
    expect(within(pipelineRegion()).getByRole('link', { name: 'Pass a lead' })).toHaveAttribute(
      'href',
      '/leads/new',
    );
    expect(within(pipelineRegion()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your figures' })).getByText('£0.00'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the figures could not be loaded', async () => {
    serveHome(busy);
    let failing = true;
    server.use(
      http.get(apiUrl('/statistical/home'), () =>
        failing ? apiError(403, 'FORBIDDEN') : undefined,
      ),
    );
    const { user } = await openHome();

    const figures = screen.getByRole('region', { name: 'Your figures' });
    const retry = await within(figures).findByRole('button', { name: 'Try again' });
    expect(within(figures).getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(within(figures).queryByText('Total connections')).not.toBeInTheDocument();
    expect(within(figures).queryByText('Total leads')).not.toBeInTheDocument();

    failing = false;
    await user.click(retry);
    expect(await within(figures).findByText('€12,345.50')).toBeInTheDocument();
    expect(within(figures).getByText('5 incoming')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(figures).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument(),
    );
    // The pipeline came with the same answer.
    expect(
      await within(pipelineRegion()).findByRole('table', {
        name: `Leads passed in ${thisYear}, by month and the stage they are at now`,
      }),
    ).toBeInTheDocument();
  });
});
