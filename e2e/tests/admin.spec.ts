import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, logIn, openMailedLink, signIn, uniqueEmail } from './support.js';

/** The demo's platform administrator (README), and a demo member no other journey signs in as. */
const ADMIN = 'admin@nethub.demo';
const MEMBER = 'member.39@nethub.demo';

test('an administrator suspends a member signed in elsewhere: her session ends within seconds', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  const admin = await adminContext.newPage();

  await signIn(member, MEMBER, DEMO.password);
  await member.goto('/connections');
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();

  // The console is reached from the account menu, where only administrators see it.
  await signIn(admin, ADMIN, DEMO.password);
  await admin.getByRole('button', { name: /^Account menu/ }).click();
  await admin.getByRole('link', { name: 'Platform administration' }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Platform administration' }),
  ).toBeVisible();
  await admin.getByRole('searchbox', { name: /Search accounts/ }).fill(MEMBER);
  const card = admin.getByRole('article').filter({ hasText: MEMBER });
  await expect(card).toHaveCount(1);
  await expect(admin.getByRole('article')).toHaveCount(1);
  await checkScreen(admin, 'admin-accounts-1280');

  await card.getByRole('button', { name: /^Suspend / }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('signed out everywhere at once');
  await checkScreen(admin, 'admin-suspend-dialog-1280');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(admin.getByText(/is suspended and signed out everywhere/)).toBeVisible();
  await expect(card.getByText('Suspended')).toBeVisible();
  const suspendedAt = Date.now();

  // The member's open page goes to sign-in by itself: her socket is dropped, the renewal refused.
  await expect(member).toHaveURL(/\/login/, { timeout: 15_000 });
  console.log(`member sent to sign-in ${Date.now() - suspendedAt} ms after the suspension`);
  await logIn(member, MEMBER, DEMO.password);
  await expect(
    member.getByText('This account has been suspended. Please contact support.'),
  ).toBeVisible();
  await expect(member).toHaveURL(/\/login/);

  // The audit log has the action; restoring lets her in again.
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const log = admin.getByRole('list', { name: 'Audit log' });
  await expect(log.getByRole('listitem').first()).toContainText(`suspended the account ${MEMBER}`);
  await checkScreen(admin, 'admin-audit-1280');
  await admin.getByRole('tab', { name: 'Accounts' }).click();
  await admin.getByRole('searchbox', { name: /Search accounts/ }).fill(MEMBER);
  await admin
    .getByRole('article')
    .filter({ hasText: MEMBER })
    .getByRole('button', { name: /^Restore / })
    .click();
  await expect(admin.getByText(/may sign in again/)).toBeVisible();
  await signIn(member, MEMBER, DEMO.password);

  // On a phone: every tab of the console.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin');
  await expect(admin.getByRole('article').first()).toBeVisible();
  await checkScreen(admin, 'admin-accounts-390');
  await admin.getByRole('tab', { name: 'Organisations' }).click();
  await expect(admin.getByRole('article').first()).toBeVisible();
  await checkScreen(admin, 'admin-organisations-390');
  await admin.getByRole('button', { name: 'New organisation' }).click();
  await expect(admin.getByRole('dialog', { name: 'New organisation' })).toBeVisible();
  await checkScreen(admin, 'admin-new-organisation-390');
  await admin.keyboard.press('Escape');
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByRole('list', { name: 'Audit log' })).toBeVisible();
  await checkScreen(admin, 'admin-audit-390');

  await memberContext.close();
  await adminContext.close();
});

test('a member sees no console: no menu link, and /admin says it is for administrators', async ({
  page,
}) => {
  await signIn(page, MEMBER, DEMO.password);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Platform administration' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('This area is for platform administrators')).toBeVisible();
  await checkScreen(page, 'admin-refused-1280');
});

test('an administrator creates an organisation; its invited owner sets a password and lands on its console', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  const owner = await ownerContext.newPage();
  const email = uniqueEmail('owner');

  await signIn(admin, ADMIN, DEMO.password);
  await admin.goto('/admin?tab=organisations');
  await admin.getByRole('button', { name: 'New organisation' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New organisation' });
  await dialog.getByLabel(/Organisation name/).fill('Harbour Traders');
  await dialog.getByLabel(/First name/).fill('Hana');
  await dialog.getByLabel(/Last name/).fill('Lee');
  await dialog.getByLabel(/mail/i).fill(email);
  await checkScreen(admin, 'admin-new-organisation-1280');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(admin.getByText(`${email} has been sent an invitation`)).toBeVisible();
  await expect(admin.getByRole('article', { name: 'Harbour Traders' })).toContainText('Invited');

  await openMailedLink(owner, email, '/complete-registration');
  await owner.getByLabel(/^Password/).fill('Harbour-horse-5');
  await owner.getByRole('button', { name: 'Complete registration' }).click();
  await expect(owner).toHaveURL(/\/organization$/);
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Organisation console' }),
  ).toBeVisible();
  await expect(owner.locator('text=Harbour Traders >> visible=true').first()).toBeVisible();

  await adminContext.close();
  await ownerContext.close();
});
