import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, logIn } from './support.js';

const SIGNED_OUT = [
  ['login', '/login'],
  ['sign-up', '/sign-up'],
  ['policies', '/policies'],
  ['verify-email-invalid', '/verify-email?token=not-a-real-token-0123456789'],
  ['complete-registration-invalid', '/complete-registration?token=not-a-real-token-0123456789'],
  ['error', '/error?errorCode=429&message=TOO_MANY_REQUESTS&redirectUrl=%2F'],
  ['contact', '/contact'],
  ['forgot-password', '/forgot-password'],
  ['public-subscriptions-list', '/public-subscriptions-list'],
  ['public-ticket-unknown', '/public-event-ticket?ticketId=00000000-0000-4000-8000-000000000000'],
] as const;

const SIGNED_IN = [
  ['home', '/'],
  ['profile-me', '/profile/me'],
  ['change-password', '/settings/password'],
  ['change-email', '/settings/email'],
  ['settings', '/settings'],
  ['explore', '/explore'],
  ['connections', '/connections'],
  ['media', '/media'],
  ['contact-signed-in', '/contact'],
  ['leads', '/leads'],
  ['lead-new', '/leads/new'],
  ['rewards', '/rewards'],
  ['reward-new', '/rewards/new'],
  ['groups', '/network-directory'],
  ['community', '/community'],
  ['notifications', '/notifications'],
  ['hub-chat', '/hub-chat?type=direct-messages'],
  ['subscriptions', '/subscriptions'],
  ['subscriptions-live', '/subscriptions?tab=live'],
  ['console-not-owner', '/organization'],
] as const;

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test.describe(`${viewport} screens`, () => {
    test.use({ viewport: size });

    test('signed-out screens are accessible', async ({ page }) => {
      // Ten screens, each with a full-page screenshot and an axe run: past 60 s on a busy machine.
      test.slow();
      for (const [name, url] of SIGNED_OUT) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, `${viewport}-${name}`);
      }
    });

    test('signed-in screens are accessible', async ({ page }) => {
      // Twenty full page loads, each waiting for the network to settle, a full-page screenshot
      // and an axe run: about 3 s a screen, so the default 60 s is too tight.
      test.slow();
      await page.goto('/login');
      await logIn(page, DEMO.email, DEMO.password);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
      for (const [name, url] of SIGNED_IN) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, `${viewport}-${name}`);
      }
    });
  });
}

test('a signed-in member is sent away from the signed-out pages', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile navigation opens from the burger and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('link', { name: 'FAQs', exact: true })).toBeVisible();
  await checkScreen(page, 'mobile-nav-open');
  await page.getByRole('link', { name: 'FAQs', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faqs$/);
});
