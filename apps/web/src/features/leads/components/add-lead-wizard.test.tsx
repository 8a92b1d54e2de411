import type { MemberProfile, ProfileCard } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMemberCard, buildPreferences, buildProfile, buildUser } from '@/testing/factories';
import {
  buildLeadWorld,
  leadHandlers,
  referenceHandlers,
  type LeadWorld,
} from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

const REQUIRED = 'Please fill out this field.';

function setup() {
  const bob = buildMemberCard({ firstName: 'Bob', lastName: 'Stone', company: 'Stone & Co' });
  const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
  const world = buildLeadWorld({
    connections: [bob, carol],
    memberTags: { [bob._id]: ['Bookkeeping', 'Payroll'] },
  });
  return { bob, carol, world };
}

function serveWizard(world: LeadWorld, preferences = buildPreferences()) {
  const { handlers, log } = leadHandlers(world);
  server.use(...referenceHandlers(preferences), ...handlers);
  return log;
}

async function openWizard(url = '/leads/new') {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pass a lead' })).toBeInTheDocument();
  await stepHeading('General information');
  return { user, ...view };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
/** Fills a field in one go: typing each character re-renders the whole wizard, slowly. */
async function paste(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

async function chooseRecipient(user: UserEvent, member: ProfileCard) {
  await user.click(combobox('Recipient'));
  const name = `${member.firstName} ${member.lastName}`;
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** Step 1 for a recipient without tags, then on to the contact details. */
async function fillGeneral(user: UserEvent, member: ProfileCard) {
  await chooseRecipient(user, member);
  await user.type(combobox('Lead type'), 'Legal');
  await user.type(await screen.findByRole('combobox', { name: /^Source of lead/ }), 'Referral');
  await next(user);
  await stepHeading('Contact details');
}

describe('add-lead wizard', () => {
  it('checks each step on Next, and asks for a source when the recipient has no tags', async () => {
    const { carol, world } = setup();
    serveWizard(world);
    const { user } = await openWizard();

    await next(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(combobox('Lead type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'General information' })).toBeVisible();

    await chooseRecipient(user, carol);
    const source = await screen.findByRole('combobox', { name: /^Source of lead/ });
    expect(screen.queryByRole('combobox', { name: /^Tags/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Tags/ })).not.toBeInTheDocument();
    await user.type(combobox('Lead type'), 'Legal');
    await next(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(source).toHaveAttribute('aria-invalid', 'true');

    // The popular sources are offered while typing.
    await user.type(source, 'Refer');
    await user.click(await screen.findByRole('option', { name: 'Referral' }));
    await next(user);
    await stepHeading('Contact details');
  });

  it('checks the contact and lead details, and keeps them when going back', async () => {
    const { carol, world } = setup();
    serveWizard(world);
    const { user } = await openWizard();
    await fillGeneral(user, carol);

    await next(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
    await user.type(field('First name'), 'Pat');
    await user.type(field('Last name'), 'Prospect');
    await user.type(field('E-mail address'), 'not-an-address');
    await next(user);
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await user.clear(field('E-mail address'));
    await user.type(field('E-mail address'), 'pat@prospect.example');
    await next(user);
    await stepHeading('Lead details');

    await user.click(screen.getByRole('button', { name: 'Send lead' }));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(field('Estimated value')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Contact details');
    expect(field('First name')).toHaveValue('Pat');
  });

  it('offers only the recipient’s tags, and requires one, when they have tags', async () => {
    const { bob, carol, world } = setup();
    serveWizard(world);
    const { user } = await openWizard();

    await chooseRecipient(user, bob);
    const tags = await screen.findByRole('combobox', { name: /^Tags/ });
    expect(screen.queryByRole('combobox', { name: /^Source of lead/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Bob Stone is looking for these kinds of leads/)).toBeInTheDocument();
    await user.type(combobox('Lead type'), 'Accounting');
    await next(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(tags).toHaveAttribute('aria-invalid', 'true');

    await user.click(tags);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bookkeeping',
      'Payroll',
    ]);

    // Another recipient, another rule: no tags for Carol, so a source instead.
    await chooseRecipient(user, carol);
    expect(await screen.findByRole('combobox', { name: /^Source of lead/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Tags/ })).not.toBeInTheDocument();

    await chooseRecipient(user, bob);
    await user.click(await screen.findByRole('combobox', { name: /^Tags/ }));
    await user.click(await screen.findByRole('option', { name: 'Payroll' }));
    await next(user);
    await stepHeading('Contact details');
  });

  it('sends the lead to a recipient chosen by link, then shows it', async () => {
    const { bob, world } = setup();
    const log = serveWizard(world, buildPreferences({ currency: 'EUR' }));
    const bobProfile: MemberProfile = {
      profile: buildProfile({ ...bob, _id: bob._id }),
      restricted: false,
      isMe: false,
      visibility: 'everyone',
      relationship: 'connected',
      connectionId: null,
    };
    server.use(
      http.get(apiUrl('/users/profile/:id'), () => HttpResponse.json({ data: bobProfile })),
    );
    const { user, location } = await openWizard(`/leads/new?recipient=${bob._id}`);

    await waitFor(() => expect(combobox('Recipient')).toHaveValue('Bob Stone'));
    await user.type(combobox('Lead type'), 'Acc');
    await user.click(await screen.findByRole('option', { name: 'Accounting' }));
    await user.click(await screen.findByRole('combobox', { name: /^Tags/ }));
    await user.click(await screen.findByRole('option', { name: 'Payroll' }));
    await next(user);

    await stepHeading('Contact details');
    await user.type(field('First name'), 'Pat');
    await user.type(field('Last name'), 'Prospect');
    await user.type(field('E-mail address'), 'pat@prospect.example');
    await user.type(field('Company'), 'Prospect Ltd');
    await next(user);

    await stepHeading('Lead details');
    // The member's currency (EUR) is the default.
    expect(combobox('Currency')).toHaveValue('EUR');
    await user.type(field('Estimated value'), '1234.5');
    await user.type(field('Details'), 'Wants help with year-end accounts.');
    await user.click(screen.getByRole('button', { name: 'Send lead' }));

    expect(await screen.findByText(MESSAGES.leadSent)).toBeInTheDocument();
    expect(MESSAGES.leadSent).toBe('The lead has been sent to your connection.');
    expect(log.created).toEqual([
      {
        receiverId: bob._id,
        leadTypeName: 'Accounting',
        tags: ['Payroll'],
        contact: {
          firstName: 'Pat',
          lastName: 'Prospect',
          email: 'pat@prospect.example',
          company: 'Prospect Ltd',
        },
        estimatedValue: 1234.5,
        currency: 'EUR',
        details: 'Wants help with year-end accounts.',
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pat Prospect' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/leads/${world.leads[0]?._id}`);
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
  });

  it('refuses a phone that is not a number and a negative value, in words, sending nothing', async () => {
    const { carol, world } = setup();
    const log = serveWizard(world);
    const { user } = await openWizard();

    await fillGeneral(user, carol);
    await paste(user, 'First name', 'Pat');
    await paste(user, 'Last name', 'Prospect');
    await paste(user, 'E-mail address', 'pat@prospect.example');
    await paste(user, 'Phone', 'abc');
    await next(user);
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Phone'));
    await paste(user, 'Phone', '+44 20 7946 0000');
    await next(user);

    await stepHeading('Lead details');
    await paste(user, 'Estimated value', '-5');
    expect(field('Estimated value')).toHaveValue('-5');
    await user.click(screen.getByRole('button', { name: 'Send lead' }));
    expect(await screen.findByText('Please enter an amount of 0 or more.')).toBeInTheDocument();
    expect(log.created).toEqual([]);
  });

  it('passes the lead under a reward the recipient offers, and shows it on the lead', async () => {
    const { bob, carol, world } = setup();
    const voucherId = '3c4d5e6f-7a8b-4c9d-8e0f-0000000000b1';
    world.rewardsOffered[bob._id] = [
      { _id: voucherId, type: 'standard', kind: 'voucher', title: 'Voucher', value: '£50 voucher' },
      {
        _id: '3c4d5e6f-7a8b-4c9d-8e0f-0000000000b2',
        type: 'campaign',
        kind: 'other',
        title: 'Winter bonus',
        value: 'A bottle of wine',
      },
    ];
    const log = serveWizard(world);
    const { user } = await openWizard();

    // Carol offers nothing: no reward to choose.
    await fillGeneral(user, carol);
    await user.type(field('First name'), 'Pat');
    await user.type(field('Last name'), 'Prospect');
    await user.type(field('E-mail address'), 'pat@prospect.example');
    await next(user);
    await stepHeading('Lead details');
    expect(screen.queryByRole('combobox', { name: /^Reward/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('General information');
    await chooseRecipient(user, bob);
    await user.click(await screen.findByRole('combobox', { name: /^Tags/ }));
    await user.click(await screen.findByRole('option', { name: 'Payroll' }));
    await next(user);
    await next(user);
    await stepHeading('Lead details');
    await user.type(field('Estimated value'), '900');

    await user.click(await screen.findByRole('combobox', { name: /^Reward/ }));
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual([
      'Voucher — £50 voucher',
      'Winter bonus — A bottle of wine',
    ]);
    await user.click(screen.getByRole('option', { name: 'Voucher — £50 voucher' }));
    await user.click(screen.getByRole('button', { name: 'Send lead' }));

    expect(await screen.findByText(MESSAGES.leadSent)).toBeInTheDocument();
    expect(log.created.at(-1)).toMatchObject({ receiverId: bob._id, rewardId: voucherId });
    const details = await screen.findByRole('region', { name: 'Lead details' });
    expect(within(details).getByRole('link', { name: 'Voucher' })).toHaveAttribute(
      'href',
      `/rewards/${voucherId}`,
    );
  });

  it('resets to the first step with every field cleared', async () => {
    const { carol, world } = setup();
    serveWizard(world);
    const { user } = await openWizard();

    await fillGeneral(user, carol);
    await user.type(field('First name'), 'Pat');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await stepHeading('General information');
    expect(combobox('Recipient')).toHaveValue('');
    expect(combobox('Lead type')).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: /^Source of lead/ })).not.toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();

    await chooseRecipient(user, carol);
    await user.type(combobox('Lead type'), 'Legal');
    expect(await screen.findByRole('combobox', { name: /^Source of lead/ })).toHaveValue('');
    await user.type(screen.getByRole('combobox', { name: /^Source of lead/ }), 'Referral');
    await next(user);
    await stepHeading('Contact details');
    expect(field('First name')).toHaveValue('');
  });

  it('says so on the recipient when they are no longer a connection', async () => {
    const { carol, world } = setup();
    serveWizard(world);
    const { user } = await openWizard();

    await fillGeneral(user, carol);
    await user.type(field('First name'), 'Pat');
    await user.type(field('Last name'), 'Prospect');
    await user.type(field('E-mail address'), 'pat@prospect.example');
    await next(user);
    await stepHeading('Lead details');
    await user.type(field('Estimated value'), '100');

    // Carol disconnects meanwhile.
    world.connections = world.connections.filter((member) => member._id !== carol._id);
    await user.click(screen.getByRole('button', { name: 'Send lead' }));

    await stepHeading('General information');
    expect(await screen.findByText(MESSAGES.leadRecipientNotConnected)).toBeInTheDocument();
    expect(MESSAGES.leadRecipientNotConnected).toBe('You can only pass leads to your connections.');
    expect(combobox('Recipient')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a field error the server sends on that field', async () => {
    const { bob, world } = setup();
    const log = serveWizard(world);
    const { user } = await openWizard();

    await chooseRecipient(user, bob);
    await user.type(combobox('Lead type'), 'Accounting');
    await user.click(await screen.findByRole('combobox', { name: /^Tags/ }));
    await user.click(await screen.findByRole('option', { name: 'Payroll' }));
    await next(user);
    await stepHeading('Contact details');
    await user.type(field('First name'), 'Pat');
    await user.type(field('Last name'), 'Prospect');
    await user.type(field('E-mail address'), 'pat@prospect.example');
    await next(user);
    await stepHeading('Lead details');
    await user.type(field('Estimated value'), '100');

    // Bob changed his tags meanwhile: Payroll is no longer one of them.
    world.memberTags[bob._id] = ['Bookkeeping'];
    await user.click(screen.getByRole('button', { name: 'Send lead' }));

    await stepHeading('General information');
    expect(await screen.findByText(MESSAGES.checkFields)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Pass a lead' })).getByRole('combobox', {
        name: /^Tags/,
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(log.created).toHaveLength(1);
  });
});
