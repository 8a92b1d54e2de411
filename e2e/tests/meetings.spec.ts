import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn, closeContexts } from './support.js';

type Session = { data: { accessToken: string; user: { _id: string; firstName: string } } };

/** Two demo members no other journey touches: they connect here, then meet. */
const PROPOSER = 'member.38@nethub.demo';
const INVITEE = 'member.39@nethub.demo';

async function session(page: Page, email: string) {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email, password: DEMO.password },
  });
  return ((await login.json()) as Session).data;
}

/** Downloads the meeting's .ics from its card and returns the file's text. */
async function downloadIcs(page: Page) {
  const card = page.getByRole('article', { name: /One-to-one with/ });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  return readFile((await download.path())!, 'utf8');
}

test.afterEach(closeContexts);

test('two members agree a one-to-one and both can add it to their calendars', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const proposer = await (await browser.newContext()).newPage();
  const invitee = await (await browser.newContext()).newPage();
  const a = await session(proposer, PROPOSER);
  const b = await session(invitee, INVITEE);
  // Connected through the API: the connection journey has its own spec.
  const asked = await proposer.request.post('/api/v1/connections/request', {
    headers: { authorization: `Bearer ${a.accessToken}` },
    data: { userId: b.user._id },
  });
  const connectionId = ((await asked.json()) as { data: { _id: string } }).data._id;
  await invitee.request.post('/api/v1/connections/response', {
    headers: { authorization: `Bearer ${b.accessToken}` },
    data: { connectionId, status: 'CONNECTED' },
  });

  // The proposer offers a time from the invitee's profile.
  await signIn(proposer, PROPOSER, DEMO.password);
  await proposer.goto(`/profile/${b.user._id}`);
  await proposer.getByRole('link', { name: /Propose a meeting to/ }).click();
  await expect(proposer.getByRole('heading', { name: /Propose a one-to-one with/ })).toBeVisible();
  await proposer.getByLabel('Date and time 1').fill('2030-03-04T10:30');
  await proposer.getByLabel('Place or video link 1').fill('Albert’s Café, Deansgate');
  await checkScreen(proposer, 'meeting-propose', { phone: true });
  await proposer.getByRole('button', { name: 'Propose meeting' }).click();
  await expect(proposer).toHaveURL(/\/meetings$/);
  await expect(proposer.getByText('Awaiting their answer')).toBeVisible();

  // The invitee accepts it from the meetings list.
  await signIn(invitee, INVITEE, DEMO.password);
  await invitee.goto('/meetings');
  const card = invitee.getByRole('article', { name: /One-to-one with/ });
  await expect(card.getByText('Awaiting your answer')).toBeVisible();
  await checkScreen(invitee, 'meetings-list', { phone: true });
  await card.getByRole('button', { name: /^Accept / }).click();
  await expect(card.getByText('Accepted')).toBeVisible();

  // Both see it booked and download the same calendar entry.
  const inviteeIcs = await downloadIcs(invitee);
  await proposer.reload();
  await expect(proposer.getByText('Accepted')).toBeVisible();
  const proposerIcs = await downloadIcs(proposer);
  for (const ics of [inviteeIcs, proposerIcs]) {
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain(
      `DTSTART:${new Date('2030-03-04T10:30')
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
  }
  const uid = /UID:(.+)\r\n/.exec(inviteeIcs)?.[1];
  expect(uid).toBeTruthy();
  expect(proposerIcs).toContain(`UID:${uid}\r\n`);
});
