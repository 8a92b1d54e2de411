import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, signIn } from './support.js';

/** A phone and a laptop. */
const SIZES = [PHONE, { width: 1280, height: 800 }];

/** The app's entry script: without it the page stays as the server sent it. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** What the page draws once two screenshots in a row agree (no caret, no hover). */
async function shot(page: Page) {
  await page.mouse.move(0, 0);
  let last = await page.screenshot({ caret: 'hide', animations: 'disabled' });
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(200);
    const next = await page.screenshot({ caret: 'hide', animations: 'disabled' });
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the page kept changing');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`sign-in is drawn before any script runs, then the app draws the same screen (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.route(ENTRY, (route) => route.abort());
      await page.goto('/login');
      await expect(page.locator('h1')).toHaveText('Sign in');
      await expect(page).toHaveTitle('Sign in · Net Hub');
      // Until the app takes over, nothing on it can be used (Playwright waits: aria-disabled).
      await expect(page.locator('#root > [data-nh-prerendered]')).toHaveAttribute('inert', '');
      const drawn = await shot(page);
      // Drawn by its own rules alone: the app's whole stylesheet does not hold back the paint.
      const appStylesheet = page.locator('link[data-nh-full-css]');
      await expect(appStylesheet).toHaveAttribute('media', 'print');

      await page.unroute(ENTRY);
      await page.goto('/login');
      await expect(page.locator('#root > [data-nh-prerendered]')).toHaveCount(0);
      await expect(appStylesheet).toHaveAttribute('media', 'all');
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
      const live = await shot(page);
      if (!live.equals(drawn)) {
        await test.info().attach(`drawn-${size.width}`, { body: drawn, contentType: 'image/png' });
        await test.info().attach(`live-${size.width}`, { body: live, contentType: 'image/png' });
      }
      expect(live.equals(drawn), `the app's screen at ${size.width} px is the drawn one`).toBe(
        true,
      );
    }
  });
}

test('a signed-in member opening sign-in never sees the drawn form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('#root > [data-nh-prerendered]')).toBeHidden();
});

/**
 * What #root shows over a page load, as it changes: the drawn page, the app's loader, the h1.
 * Read back with `window.nhStates`.
 */
function recordRootStates() {
  const states: string[] = [];
  (window as unknown as { nhStates: string[] }).nhStates = states;
  const record = () => {
    const root = document.getElementById('root');
    if (!root) return;
    const state = [
      root.querySelector('[data-nh-prerendered]') ? 'drawn' : 'app',
      root.querySelector('[aria-label="Loading page"]') ? 'loader' : 'no loader',
      root.querySelector('h1')?.textContent ?? 'no heading',
    ].join(' / ');
    if (states.at(-1) !== state) states.push(state);
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

test("a member's dashboard is drawn before any script runs, and the app takes over without a loader", async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ava');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/');
    const drawn = page.locator('#root > [data-nh-prerendered]');
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(drawn.locator('h1')).toHaveText('Welcome');
    await expect(drawn.getByText('Lead pipeline', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Welcome · Net Hub');
    await page.unroute(ENTRY);
  }

  await page.addInitScript(recordRootStates);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ava');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { nhStates: string[] }).nhStates);
  expect(states[0]).toBe('drawn / no loader / Welcome');
  // The app's script is asked for only once the drawn page is on the screen.
  const [firstPaint, entryRequested] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
  ]);
  expect(firstPaint).toBeDefined();
  expect(entryRequested).toBeGreaterThan(firstPaint!);
  expect(
    states.filter((state) => state.includes('/ loader /')),
    states.join(' → '),
  ).toEqual([]);
});

test('a visitor, or an owner whose home is the console, never sees the drawn dashboard', async ({
  page,
}) => {
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root > [data-nh-prerendered]')).toBeHidden();
  await page.unroute(ENTRY);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'owner@nethub.demo', DEMO.password);
  await expect(page).toHaveURL(/\/organization/);
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root > [data-nh-prerendered]')).toBeHidden();
});
