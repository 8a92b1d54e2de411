import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './support.js';

/*
 * The demo owner looks through every section of the organisation console on a desktop and on a
 * phone (issue #19: the figures agree; charts and tables fit every width; the create-event modal
 * shows its first errors).
 */

const OWNER = { email: 'owner@nethub.demo', password: 'NetHub-demo-1' };

async function signInAsOwner(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel(/^Password/).fill(OWNER.password);
  await page.getByLabel('Sign in as organisation owner').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/organization$/);
}

/** Nothing on the page is wider than the screen: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
}

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test.describe(`${viewport} console`, () => {
    test.use({ viewport: size });

    test('every section fits the screen and its figures agree', async ({ page }) => {
      // Seven screens, each with a full-page screenshot and an axe run.
      test.slow();
      await signInAsOwner(page);
      const screen = async (name: string) => {
        await checkScreen(page, `console-${viewport}-${name}`);
        await expectNoSidewaysScroll(page, size.width);
      };

      // Overview: the groups figure counts what the Groups tab lists; sub-groups apart.
      await expect(
        page.getByRole('heading', { level: 1, name: 'Organisation console' }),
      ).toBeVisible();
      const glance = page.getByRole('region', { name: 'At a glance' });
      const groupsFigure = glance.getByText(/^\d+$/).first();
      await expect(groupsFigure).toBeVisible();
      const groups = Number(await groupsFigure.textContent());
      await expect(glance.getByText(/sub-group/)).toBeVisible();
      await screen('overview');

      await page.goto('/organization/groups');
      await expect(page.getByText(new RegExp(`^Showing \\d+ of ${groups}$`))).toBeVisible();
      await expect(page.getByText('Manchester Business Circle').first()).toBeVisible();
      await screen('groups');

      await page.goto('/organization/members');
      await expect(page.getByText('ava@nethub.demo')).toBeVisible();
      await screen('members');

      await page.goto('/organization/subscriptions');
      await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
      await screen('subscriptions');

      await page.goto('/organization/revenue');
      const months = page.getByRole('region', { name: 'Last 12 months' });
      await expect(
        months.getByRole('img', { name: /^Revenue over the last 12 months/ }),
      ).toBeVisible();
      // The chart's newest month is labelled and inside the chart, not cut off at its edge.
      // Polled: the chart takes its final width a frame after it first draws.
      const chart = months.locator('svg').first();
      const newest = chart.locator(':scope > text').last();
      await expect
        .poll(async () => {
          const chartBox = (await chart.boundingBox())!;
          const newestBox = (await newest.boundingBox())!;
          return newestBox.x + newestBox.width - (chartBox.x + chartBox.width);
        })
        .toBeLessThanOrEqual(0.5);
      const payments = page.getByRole('region', { name: 'Payments' });
      if (viewport === 'mobile') {
        // On a phone the payments are cards, not a table wider than the screen.
        await expect(
          payments.getByRole('list', { name: 'The latest payments, newest first' }),
        ).toBeVisible();
        await expect(payments.getByRole('table')).toHaveCount(0);
      } else {
        await expect(
          payments.getByRole('table', { name: 'The latest payments, newest first' }),
        ).toBeVisible();
      }
      await screen('revenue');

      await page.goto('/organization/events');
      await expect(page.getByText('Circle breakfast').first()).toBeVisible();
      await screen('events');

      // Submitted empty, the create-event modal takes the owner to its first error.
      await page.getByRole('button', { name: 'Create event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an event' });
      await dialog.getByRole('button', { name: 'Create event' }).click();
      await expect(dialog.getByText('Please choose a group')).toBeVisible();
      const group = dialog.getByRole('combobox', { name: /^Group/ });
      await expect(group).toBeFocused();
      await expect(group).toBeInViewport();
      // Focus does not open the group list over the errors below it.
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(dialog.getByText('Please enter a title')).toBeInViewport();
      await checkScreen(page, `console-${viewport}-event-form-errors`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      await page
        .getByRole('link', { name: /Circle breakfast/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
      await screen('event');
    });
  });
}
