import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('a member sees who to meet next and why, dismisses one, undoes it, and connects', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  const home = page.getByRole('region', { name: 'Who to meet next' });
  await expect(home.getByText('Looking for Insurance leads, which you pass')).toBeVisible();

  await home.getByRole('link', { name: 'See all suggestions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who to meet next' })).toBeVisible();
  const liam = page.getByRole('article', { name: 'Liam Wright' });
  await expect(liam.getByText('1 mutual connection, in your region')).toBeVisible();
  const ruby = page.getByRole('article', { name: 'Ruby Singh' });
  await expect(
    ruby.getByText('Passed business to 1 member in Accounting & Finance near you'),
  ).toBeVisible();
  await checkScreen(page, 'suggestions', { phone: true });

  await liam.getByRole('button', { name: 'Not now: stop suggesting Liam Wright' }).click();
  await expect(page.getByText('We will not suggest Liam Wright again.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Ruby Singh' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Liam Wright' })).toHaveCount(0);

  // Undo is offered in place, right after dismissing.
  await page.getByRole('button', { name: 'Not now: stop suggesting Ruby Singh' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await ruby.getByRole('button', { name: 'Connect with Ruby Singh' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your request to connect has been sent.')).toBeVisible();
  await expect(ruby.getByRole('button', { name: 'Request sent' })).toBeDisabled();

  // A member asked to connect is no longer a suggestion.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Who to meet next' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Theo Evans' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ruby Singh' })).toHaveCount(0);
});
