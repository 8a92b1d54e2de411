import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The top of the first result's card, in pixels from the top of the screen. */
async function firstResultTop(page: Page, link: string) {
  const first = page.locator(`main ${link}`).first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  return box?.y ?? Number.POSITIVE_INFINITY;
}

/**
 * Where each list's first result must begin, as a share of the screen's height. Explore meets
 * #19's "top third"; Groups, Connections and Leads carry tabs above the list, and Leads its
 * List/Board switch too (ADR 021): measured ≈ 307, 328 and 386 px of 844.
 */
const LISTS = [
  { path: '/explore', search: 'Search members', result: 'a[href^="/profile/"]', within: 1 / 3 },
  {
    path: '/connections',
    search: 'Search connections',
    result: 'a[href^="/profile/"]',
    within: 0.4,
  },
  {
    path: '/network-directory',
    search: 'Search groups',
    result: 'a[href^="/network-directory/"]',
    // The group's name sits under its cover (ADR 026): the card starts where it did (≈ 307 px).
    within: 0.5,
  },
  {
    path: '/leads',
    search: 'Search leads',
    result: 'a[href^="/leads/"]:not([href="/leads/new"])',
    within: 0.5,
  },
];

test('on a phone, lists open on their search and results, the filters folded away', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  for (const list of LISTS) {
    await page.goto(list.path);
    await expect(page.getByRole('searchbox', { name: list.search })).toBeVisible();
    // The first result begins well within the first screen (it began 560–760 px down).
    expect(await firstResultTop(page, list.result), list.path).toBeLessThan(
      PHONE.height * list.within,
    );
    await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
  }
});

test('the Filters button unfolds the filters and counts the ones set', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/explore');
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await checkScreen(page, 'phone-explore-filters-open');

  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' });
  await expect(page.getByRole('button', { name: 'Filters, 1 set' })).toBeVisible();

  await page.getByRole('button', { name: 'Filters, 1 set' }).click();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
  await checkScreen(page, 'phone-explore-filters-folded');

  // On a wide screen the filters are always there, and there is no Filters button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
