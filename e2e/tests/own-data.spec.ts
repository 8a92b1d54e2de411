import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkScreen, logIn, openMailedLink, uniqueEmail } from './support.js';

const PASSWORD = 'Own-data-pass-1';

test('a member downloads her data from the mailed link, then deletes her account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('own-data');
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Olga', lastName: 'Owndata', acceptTerms: true },
  });
  expect(registered.ok()).toBe(true);
  await openMailedLink(page, email, '/verify-email');
  await expect(page).toHaveURL(/\/email-verified/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  // Export: asked for in Settings, built by the job queue, mailed as a link.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Download your data' }).click();
  await expect(page.getByText('Your data is ready.', { exact: false })).toBeVisible();
  const archives = page.getByRole('list', { name: 'Your archives' });
  await expect(archives.getByRole('listitem')).toHaveCount(1);
  await expect(archives.getByRole('listitem')).toContainText('available until');
  await checkScreen(page, 'own-data-settings-1280');

  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article', { hasText: `To ${email}` })
    .filter({ hasText: 'ready to download' })
    .first();
  await expect(mail).toBeVisible();
  await mail.locator('a[href*="/settings#your-data"]').first().click();
  await expect(page).toHaveURL(/\/settings#your-data$/);

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('list', { name: 'Your archives' })
    .getByRole('button', { name: /^Download the archive of/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^net-hub-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await download.path())!);
  // A ZIP (local file header "PK\x03\x04") holding her account.
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(bytes.toString('latin1')).toContain('account.json');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings#your-data');
  await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();
  await checkScreen(page, 'own-data-settings-390');

  // Deletion: confirmed with the password; signed out at once; sign-in says how to cancel.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Password/).fill('Not-the-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('password', { exact: false }).first()).toBeVisible();
  await checkScreen(page, 'own-data-delete-dialog');
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?deletion=scheduled$/);
  await expect(page.getByText('You have been signed out')).toBeVisible();
  await checkScreen(page, 'login-deletion-scheduled-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, 'login-deletion-scheduled-390');

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dev/mailbox');
  await expect(
    page.locator('article', { hasText: `To ${email}` }).filter({ hasText: 'will be deleted' }),
  ).toHaveCount(1);
});
