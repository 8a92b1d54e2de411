/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, logIn } from './support.js';

/**
 * Samples the screen on every animation frame from now on: whether the shell's banner, the
 * sign-in form or a loader is on screen. A frame with none of them is a blank page; a frame
 * with a loader but no banner and no form is the lone full-page spinner #19 reported.
 */
async function sampleFrames(page: Page) {
  await page.evaluate(() => {
    const samples: { banner: boolean; signIn: boolean; loader: boolean }[] = [];
    (window as unknown as { __frames: typeof samples }).__frames = samples;
    const sample = () => {
      samples.push({
        banner: !!document.querySelector('header'),
        signIn: !!document.querySelector('form button[type="submit"]'),
        loader: !!document.querySelector('[role="status"]'),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const frames = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __frames: { banner: boolean; signIn: boolean; loader: boolean }[] })
        .__frames,
  );

test('sign-in hands over to the shell with no blank page and no lone spinner', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await sampleFrames(page);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const seen = await frames(page);
  expect(seen.length).toBeGreaterThan(0);
  const dropped = seen.filter((frame) => !frame.banner && !frame.signIn);
  expect(dropped, 'frames with neither the sign-in form nor the shell').toEqual([]);
  // Once the shell is up it stays.
  const firstBanner = seen.findIndex((frame) => frame.banner);
  expect(firstBanner).toBeGreaterThanOrEqual(0);
  expect(seen.slice(firstBanner).every((frame) => frame.banner)).toBe(true);
});

test('a full load of a deep link shows the banner and navigation at once', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);

  // Slow the session check down: the shell must not wait for it.
  await page.route('**/api/v1/auth/check-session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // From the first script on: when the document was parsed, and the first frame with a banner.
  await page.addInitScript(() => {
    const marks = { dcl: 0, banner: 0, signedOut: false };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    document.addEventListener('DOMContentLoaded', () => {
      marks.dcl = performance.now();
    });
    const watch = () => {
      if (document.querySelector('form button[type="submit"]')) marks.signedOut = true;
      if (!marks.banner && document.querySelector('header')) marks.banner = performance.now();
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });

  await page.goto('/connections');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // The session is still on its way: the main area shows a loader, the header no member yet.
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading page' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/shell-session-pending-1280.png' });

  const marks = await page.evaluate(
    () => (window as unknown as { __marks: { dcl: number; banner: number } }).__marks,
  );
  expect(marks.dcl).toBeGreaterThan(0);
  expect(marks.banner - marks.dcl, 'ms from DOMContentLoaded to the banner').toBeLessThan(300);

  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  const signedOut = await page.evaluate(
    () => (window as unknown as { __marks: { signedOut: boolean } }).__marks.signedOut,
  );
  expect(signedOut, 'a signed-out page flashed').toBe(false);
});

test('the shell at 1280 and 390 px passes axe', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await checkScreen(page, 'shell-home-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await checkScreen(page, 'shell-home-390');
});

test('the web app manifest describes an installable app and its icons load', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Net Hub',
    short_name: 'Net Hub',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1864ab',
    background_color: '#ffffff',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are the IHDR chunk's first two 32-bit numbers.
    const bytes = await image.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
});

test('index.html links the manifest and the theme colour', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1864ab');
});
