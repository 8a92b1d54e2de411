import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

/** A demo member no other journey signs in as. */
const MEMBER = 'member.35@nethub.demo';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('a member sees where she is signed in and signs her phone out from her laptop', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const laptopContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_SAFARI,
  });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  await signIn(phone, MEMBER, DEMO.password);
  await signIn(laptop, MEMBER, DEMO.password);

  await laptop.goto('/settings');
  const sessions = laptop.getByRole('list', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  const phoneItem = sessions.getByRole('listitem').filter({ hasText: 'Safari 17 on iOS' });
  await expect(phoneItem).toBeVisible();
  await checkScreen(laptop, 'sessions-settings-1280');

  await phone.goto('/settings');
  await expect(
    phone.getByRole('list', { name: 'Where you are signed in' }).getByRole('listitem').first(),
  ).toContainText('Safari 17 on iOS');
  await checkScreen(phone, 'sessions-settings-390');

  await phoneItem.getByRole('button', { name: /^Sign out Safari 17 on iOS/ }).click();
  await expect(laptop.getByText('That session has been signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The phone is signed out within seconds: its socket is dropped and it goes to the sign-in
  // page by itself, or its next step takes it there (the navigation may race the sign-out).
  await phone.goto('/connections').catch(() => undefined);
  await expect(phone).toHaveURL(/\/login/, { timeout: 15_000 });

  await laptopContext.close();
  await phoneContext.close();
});
