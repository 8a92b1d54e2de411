import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { checkScreen, logIn, openMailedLink, uniqueEmail } from './support.js';

/** The code an authenticator shows `steps` periods from now (the server accepts ±1). */
const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** At 1280 px and at 390 px (a phone), then back to the desktop width. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test.setTimeout(300_000);

test('a member enrols two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const email = uniqueEmail('twofactor');
  const password = 'Two-factor-pass-1';
  await page.request.post('/api/v1/auth/register', {
    data: { email, password, firstName: 'Tess', lastName: 'Factor', acceptTerms: true },
  });
  await openMailedLink(page, email, '/verify-email');
  await expect(page).toHaveURL(/\/email-verified/);
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);

  // Enrol: QR code and key, confirmed with a code from the "app".
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await card.getByTestId('two-factor-key').textContent())!.trim();
  await card.getByRole('img', { name: /QR code/ }).scrollIntoViewIfNeeded();
  await checkBothWidths(page, 'two-factor-enrol');
  await card.getByLabel('Code from the app').fill(codeFor(key));
  await card.getByRole('button', { name: 'Turn on' }).click();

  // The ten recovery codes, shown once.
  const codes = card.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes).toBeVisible();
  const recoveryCodes = (await codes.locator('li').allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  await checkBothWidths(page, 'two-factor-recovery-codes');
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('10 of 10 recovery codes left')).toBeVisible();
  await checkBothWidths(page, 'two-factor-on');
  await logOut(page);

  // Sign in with a code from the app (the next step: the one used to enrol cannot be replayed).
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );
  await checkBothWidths(page, 'two-factor-sign-in');
  await page.getByLabel('Authentication code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await logOut(page);

  // Sign in with a recovery code.
  await logIn(page, email, password);
  await page.getByLabel('Use a recovery code').check();
  await expect(page.getByRole('textbox', { name: /^Recovery code/ })).toBeVisible();
  await checkBothWidths(page, 'two-factor-sign-in-recovery');
  await page.getByRole('textbox', { name: /^Recovery code/ }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings');
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
  await logOut(page);

  // The same recovery code works once only.
  await logIn(page, email, password);
  await page.getByLabel('Use a recovery code').check();
  await page.getByRole('textbox', { name: /^Recovery code/ }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right, or it was already used.')).toBeVisible();
});
