import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('Ava adds a standard reward; Ben sees it and her campaign among his connections’ rewards', async ({
  browser,
}) => {
  const avaContext = await browser.newContext();
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/rewards');
  await expect(ava.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(ava.getByText("10% of the first year's fees")).toBeVisible();
  await checkScreen(ava, 'rewards', { phone: true });

  await ava.getByRole('link', { name: 'Add reward' }).first().click();
  await expect(ava.getByRole('heading', { level: 1, name: 'Add reward' })).toBeVisible();
  await ava.getByRole('button', { name: 'Next' }).click();
  await ava.getByRole('button', { name: 'Next' }).click();
  await expect(ava.getByText('Please fill out this field.').first()).toBeVisible();
  await ava.getByRole('combobox', { name: 'Kind' }).click();
  await ava.getByRole('option', { name: 'Voucher' }).click();
  await ava.getByRole('textbox', { name: 'Value' }).fill('£30 gift card');
  await checkScreen(ava, 'reward-wizard-reward', { phone: true });
  await ava.getByRole('button', { name: 'Next' }).click();
  await ava.getByRole('switch', { name: 'Make this reward active now' }).check();
  await checkScreen(ava, 'reward-wizard-notify', { phone: true });
  await ava.getByRole('button', { name: 'Add reward' }).click();
  await expect(ava.getByText('New reward has been added')).toBeVisible();
  await expect(ava).toHaveURL(/\/rewards\/[0-9a-f-]{36}$/);
  await expect(ava.getByText('£30 gift card').first()).toBeVisible();
  await checkScreen(ava, 'reward-detail', { phone: true });
  await avaContext.close();

  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/rewards');
  await ben.getByRole('tab', { name: /From my connections/ }).click();
  await expect(ben.getByText('Year-end rush').first()).toBeVisible();
  await expect(ben.getByText('£30 gift card').first()).toBeVisible();
  await checkScreen(ben, 'rewards-from-connections', { phone: true });
  await benContext.close();
});

test('the home dashboard shows Ava’s figures and her lead pipeline', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/');
  await expect(page.getByText('Total connections')).toBeVisible();
  await expect(page.getByText('Total revenue')).toBeVisible();
  await expect(page.getByText('Active campaigns')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
  const chart = page.getByRole('img', { name: /passed in \d{4}/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg rect').first()).toBeVisible();
  await checkScreen(page, 'home-dashboard', { phone: true });
});
