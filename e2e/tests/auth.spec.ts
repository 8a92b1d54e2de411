import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, logIn, openMailedLink, uniqueEmail } from './support.js';

test('a new member signs up, verifies through the mailbox, logs in, returns to prevUrl and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'Journey-pass-1';

  await page.goto('/faqs');
  await expect(page).toHaveURL(/\/login\?prevUrl=%2Ffaqs$/);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up/);
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-landing/);
  await expect(page.getByText(email)).toBeVisible();
  await checkScreen(page, 'email-landing', { phone: true });

  await openMailedLink(page, email, '/verify-email');
  await expect(page).toHaveURL(/\/email-verified/);
  await checkScreen(page, 'email-verified', { phone: true });

  await page.goto('/login?prevUrl=%2Ffaqs');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'faqs', { phone: true });

  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeHidden();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await logOut.click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, 'Not-the-password-1');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await checkScreen(page, 'login-error', { phone: true });
});

test('an unverified member is offered a new verification e-mail', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.request.post('/api/v1/auth/register', {
    data: {
      email,
      password: 'Unverified-pass-1',
      firstName: 'Una',
      lastName: 'Verified',
      acceptTerms: true,
    },
  });
  await page.goto('/login');
  await logIn(page, email, 'Unverified-pass-1');
  await expect(page.getByText('Email not verified.')).toBeVisible();
  await page.getByRole('button', { name: /resend/i }).click();
  await expect(
    page.getByText('A verification email has been sent. Please check your inbox.'),
  ).toBeVisible();
});

test('a member resets a forgotten password through the mailbox', async ({ page }) => {
  const email = uniqueEmail('reset');
  await page.request.post('/api/v1/auth/register', {
    data: {
      email,
      password: 'Forgotten-pass-1',
      firstName: 'Rey',
      lastName: 'Set',
      acceptTerms: true,
    },
  });
  await page.goto('/forgot-password');
  await checkScreen(page, 'forgot-password', { phone: true });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText('An email has been sent. Please check your inbox.')).toBeVisible();

  await openMailedLink(page, email, '/reset-password');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await checkScreen(page, 'reset-password', { phone: true });
  await page.getByLabel(/^New password/).fill('Remembered-pass-2');
  await page.getByLabel('Confirm new password').fill('Remembered-pass-2');
  await page.getByRole('button', { name: /update|reset|save/i }).click();
  await expect(page.getByText('The password has been updated. Please login again')).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, 'Remembered-pass-2');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rey' })).toBeVisible();
});
