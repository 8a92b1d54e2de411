import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn, uniqueEmail } from './support.js';

/** Pays on the built-in hosted checkout and waits to be back in the app. */
async function payOnTestCheckout(page: Page, amount: string) {
  await expect(page.getByRole('heading', { name: 'Net Hub test checkout' })).toBeVisible();
  await checkScreen(page, 'test-checkout', { phone: true });
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a visitor subscribes on the public pages and pays on the test checkout', async ({ page }) => {
  await page.goto('/public-subscriptions-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'public-subscriptions-list', { phone: true });
  await page.getByRole('link', { name: 'Circle membership', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Circle membership' })).toBeVisible();
  await checkScreen(page, 'public-subscription-details', { phone: true });
  await page.getByRole('link', { name: 'Subscribe' }).click();

  const email = uniqueEmail('visitor');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/I agree to the/).check();
  await checkScreen(page, 'public-subscription-form', { phone: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeVisible();
  await checkScreen(page, 'public-subscription-payment', { phone: true });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payOnTestCheckout(page, '£30.00');
  await expect(page.getByText('Thank you: your payment was received.')).toBeVisible();
  await checkScreen(page, 'public-subscription-paid', { phone: true });

  // The new subscriber is invited to set a password for the account that came with it.
  await page.goto('/dev/mailbox');
  await expect(
    page
      .locator('article', { hasText: `To ${email}` })
      .filter({ hasText: 'Set up your Net Hub account' }),
  ).toBeVisible();
});

test("an event's public page shows its group's header, as the subscription pages do", async ({
  page,
  request,
}) => {
  // An event on sale, as its organisation shares the link: found through the members' API.
  const signedIn = await request.post('/api/v1/auth/login', { data: DEMO });
  const { accessToken } = (await signedIn.json()).data as { accessToken: string };
  const events = await request.get('/api/v1/events?page=1&offset=20', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const rows = (await events.json()).data.rows as Array<{ _id: string; title: string }>;
  const breakfast = rows.find((row) => row.title.startsWith('Circle breakfast'))!;
  expect(breakfast).toBeTruthy();

  await page.goto(`/public-event-ticket?eventId=${breakfast._id}`);
  await expect(page.getByRole('heading', { level: 1, name: breakfast.title })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Manchester Business Circle' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(/\d members?$/)).toBeVisible();
  // The cover and the organisation's logo are pictures that load.
  const cover = banner.locator('img').first();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await checkScreen(page, 'public-event-page', { phone: true });
});

test('a member buys an event ticket from the group page and tells the hosts what to cater for', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/network-directory');
  await page.getByRole('link', { name: 'Manchester Business Circle' }).first().click();
  await page.getByRole('tab', { name: 'Events' }).click();
  const breakfast = page.locator('article', { hasText: 'Circle breakfast' });
  await expect(breakfast).toBeVisible();
  await checkScreen(page, 'group-events', { phone: true });
  await breakfast.getByRole('button', { name: 'Buy ticket' }).click();
  await payOnTestCheckout(page, '£15.00');

  await expect(page).toHaveURL(/public-event-ticket\?ticketId=.*payment=success/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vegan' }).check();
  await page.getByRole('checkbox', { name: 'Nut Allergy', exact: true }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your food preferences have been saved.')).toBeVisible();
  await checkScreen(page, 'event-ticket-paid', { phone: true });

  // The ticket is among mine on the subscriptions page.
  await page.goto('/subscriptions?tab=tickets');
  await expect(page.getByText('Circle breakfast').first()).toBeVisible();
  await checkScreen(page, 'my-tickets', { phone: true });
});

test('the owner runs the organisation from the console', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@nethub.demo');
  await page.getByLabel(/^Password/).fill('NetHub-demo-1');
  await page.getByLabel('Sign in as organisation owner').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An owner's home is the console (ADR 019): no detour through the member dashboard.
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'console-overview', { phone: true });

  const console = page.getByRole('navigation', { name: 'Organisation console' });
  await console.getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByText('Manchester Business Circle').first()).toBeVisible();
  await checkScreen(page, 'console-groups', { phone: true });
  await page.getByRole('button', { name: 'Create group' }).click();
  const groupDialog = page.getByRole('dialog');
  await groupDialog.getByLabel('Name').fill('Salford Makers');
  await groupDialog.getByLabel('Description').fill('Makers and workshops in Salford.');
  await groupDialog.getByRole('button', { name: 'Create' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(page.getByText('Salford Makers').first()).toBeVisible();

  await console.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await checkScreen(page, 'console-subscriptions', { phone: true });

  await console.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByText('Circle breakfast').first()).toBeVisible();
  await checkScreen(page, 'console-events', { phone: true });
  await page
    .getByRole('link', { name: /Circle breakfast/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
  await expect(page.getByText('Vegetarian').first()).toBeVisible();
  await checkScreen(page, 'console-event', { phone: true });

  await console.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByText('ava@nethub.demo')).toBeVisible();
  await checkScreen(page, 'console-members', { phone: true });

  await console.getByRole('link', { name: 'Revenue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'console-revenue', { phone: true });
});
