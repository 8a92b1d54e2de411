import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO = { email: 'ava@nethub.demo', password: 'NetHub-demo-1' };
const artifacts = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

type Scheme = 'light' | 'dark';

const schemeOf = (page: Page) =>
  page.locator('html').getAttribute('data-mantine-color-scheme') as Promise<Scheme | null>;

type Animated = {
  document: {
    getAnimations(): {
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
    }[];
  };
  requestAnimationFrame(callback: () => void): number;
};

/**
 * Transitions done: a dialog fading in, or colours easing into a new scheme, is checked at its
 * final colours (axe measures contrast from what is painted). Endless animations (a loader's
 * spin, a skeleton's pulse) are not waited for.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const win = globalThis as unknown as Animated;
    // A transition starts on the frame after its style changes.
    await new Promise<void>((resolve) =>
      win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)),
    );
    await Promise.all(
      win.document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** One scheme's pass: a full-page screenshot and axe's WCAG 2.1 AA violations, tagged by pass. */
async function screenPass(page: Page, name: string, tag: string) {
  await settled(page);
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: true });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `[${tag}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Both schemes at the current viewport: the shown scheme, then the system scheme switched (the
 * app follows it live while the member's choice is "System"), shot as `${name}-dark` (or
 * `-light`), and the system scheme put back.
 */
async function schemePasses(page: Page, name: string, viewport: string) {
  const first = await schemeOf(page);
  const violations = await screenPass(page, name, `${viewport} ${first ?? 'no scheme'}`);
  const systemDark = await page.evaluate(
    () => window.matchMedia('(prefers-color-scheme: dark)').matches,
  );
  const system: Scheme = systemDark ? 'dark' : 'light';
  const other: Scheme = system === 'dark' ? 'light' : 'dark';
  // Following the system: the shown scheme is the system's. Otherwise the member chose one.
  if (first === system) {
    await page.emulateMedia({ colorScheme: other });
    const flipped = await page
      .waitForFunction(
        (want) => document.documentElement.getAttribute('data-mantine-color-scheme') === want,
        other,
        { timeout: 2_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (flipped) {
      violations.push(...(await screenPass(page, `${name}-${other}`, `${viewport} ${other}`)));
    }
    await page.emulateMedia({ colorScheme: system });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', system);
  }
  return violations;
}

export const PHONE = { width: 390, height: 844 };

/**
 * Open overlays: visible dialogs (modals, popovers such as the notification panel), menus and
 * listboxes, and expanded disclosures (the account menu is a button and a panel, not an ARIA
 * menu). Hidden controls count too: a desktop-only one keeps its state at 390 px.
 */
const overlays = (page: Page) =>
  page
    .locator(
      '[role="dialog"]:visible, [role="menu"]:visible, [role="listbox"]:visible, [aria-expanded="true"]',
    )
    .count();

/**
 * Saves a full-page screenshot as a CI artefact and asserts axe finds no WCAG 2.1 AA violation,
 * in both colour schemes (#19): after the current scheme, the system scheme is switched, the
 * screen is shot as `${name}-dark` (or `-light`) and checked again, and the system scheme is put
 * back so the journey goes on unchanged. Open modals and menus stay open across the switch.
 * When the member chose a scheme explicitly the app does not follow the system, and the second
 * pass is skipped; so it is on a page that is not the app (no scheme attribute: the server's
 * test checkout, the stand-in for the payment provider's own page).
 *
 * With `phone`, a journey that runs at the desktop viewport also gets the phone passes: the
 * viewport is narrowed to 390 x 844, the screen shot as `${name}-phone` (and `-phone-dark`)
 * and checked in both schemes, and the original viewport put back. Open dialogs and menus must
 * stay open across both resizes (asserted), so the journey goes on where it was. All passes'
 * violations are reported together, each tagged with its viewport and scheme.
 */
export async function checkScreen(page: Page, name: string, options: { phone?: boolean } = {}) {
  await page.waitForLoadState('networkidle');
  const size = page.viewportSize();
  const violations = await schemePasses(page, name, size ? `${size.width}px` : 'window');
  if (options.phone && size && size.width > PHONE.width) {
    const open = await overlays(page);
    await page.setViewportSize(PHONE);
    await settled(page);
    await page.waitForLoadState('networkidle');
    expect(await overlays(page), `open dialogs and menus on ${name} at 390 px`).toBe(open);
    violations.push(...(await schemePasses(page, `${name}-phone`, `${PHONE.width}px`)));
    await page.setViewportSize(size);
    await settled(page);
    expect(await overlays(page), `open dialogs and menus on ${name} back at ${size.width} px`).toBe(
      open,
    );
  }
  expect(violations, `axe violations on ${name} (light and dark)`).toEqual([]);
}

/** The newest link to `path` mailed to `email`, read from the development mailbox page. */
export async function openMailedLink(page: Page, email: string, path: string) {
  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { hasText: `To ${email}` }).first();
  await expect(mail).toBeVisible();
  await mail.locator(`a[href*="${path}?token="]`).first().click();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Logs in and waits until the app has taken the member in. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Closes every browser context, for `test.afterEach` in journeys that open their own: left open,
 * their pages keep polling and reconnecting through the rest of the run and slow it down.
 */
export async function closeContexts({ browser }: { browser: Browser }) {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
