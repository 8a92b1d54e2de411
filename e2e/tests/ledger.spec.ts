import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn, closeContexts } from './support.js';

/**
 * Issue 21's ledger journey: Ava converts the lead Ben passed her under her commission offer
 * (seeded at Meeting), recording the value closed; it shows in both ledgers and in the group
 * they share, on its owner's console; Ava marks the reward paid and Ben sees it paid.
 */

test.afterEach(closeContexts);

test('a converted lead lands in both ledgers and the group’s, and its reward settles', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ava = await (await browser.newContext()).newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/leads');
  await ava
    .getByRole('link', { name: /Tom Ashworth/ })
    .first()
    .click();
  await expect(ava.getByRole('heading', { level: 1, name: 'Tom Ashworth' })).toBeVisible();

  // Converted asks the value of the business closed.
  await ava.getByRole('radio', { name: 'Converted' }).click();
  const dialog = ava.getByRole('dialog', { name: 'Business closed' });
  await expect(dialog).toBeVisible();
  const value = dialog.getByRole('textbox', { name: /Value of the business closed/ });
  await value.fill('5432');
  await dialog.getByRole('button', { name: 'Mark as converted' }).click();
  const closed = ava.getByRole('region', { name: 'Business closed' });
  await expect(closed.getByText('£5,432.00')).toBeVisible();
  await expect(closed.getByText(/owed$/)).toBeVisible();

  // Ava's ledger: received from Ben this month, the reward she owes.
  await ava.goto('/ledger');
  await expect(ava.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
  const byConnection = ava.getByRole('region', { name: 'By connection' });
  await expect(byConnection.getByRole('link', { name: 'Ben Okafor' })).toBeVisible();
  await expect(
    ava.getByRole('region', { name: 'By group' }).getByText('Manchester Business Circle'),
  ).toBeVisible();
  await ava.getByText('I owe', { exact: true }).click();
  const owing = ava.getByRole('list', { name: 'Rewards I owe' });
  const row = owing.getByRole('listitem').filter({ hasText: 'Tom Ashworth' });
  await expect(row.getByText('Owed')).toBeVisible();
  await checkScreen(ava, 'ledger', { phone: true });

  // Ben's ledger: business given, the reward earned and owed.
  const ben = await (await browser.newContext()).newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/ledger');
  await expect(
    ben.getByRole('region', { name: 'By connection' }).getByRole('link', { name: 'Ava Thompson' }),
  ).toBeVisible();
  const earned = ben.getByRole('list', { name: 'Rewards my leads earned' });
  await expect(earned.getByRole('listitem').filter({ hasText: 'Tom Ashworth' })).toContainText(
    'Owed',
  );

  // The group's owner sees the business between its members, Ben on the leaderboard.
  const olivia = await (await browser.newContext()).newPage();
  await signIn(olivia, 'owner@nethub.demo', DEMO.password);
  await olivia.goto('/organization/ledger');
  await olivia.getByRole('combobox', { name: 'Group' }).selectOption({
    label: 'Manchester Business Circle',
  });
  const board = olivia.getByRole('list', { name: 'Leaderboard' });
  await expect(board.getByText('Ben Okafor')).toBeVisible();
  await checkScreen(olivia, 'group-ledger', { phone: true });

  // Ava pays the reward; Ben sees it paid.
  await row.getByRole('button', { name: 'Mark paid' }).click();
  const paid = ava.getByRole('dialog', { name: 'Reward paid' });
  await paid.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(row.getByText(/^Paid /)).toBeVisible();
  await ben.reload();
  await expect(
    ben
      .getByRole('list', { name: 'Rewards my leads earned' })
      .getByRole('listitem')
      .filter({ hasText: 'Tom Ashworth' }),
  ).toContainText('Paid');
});
