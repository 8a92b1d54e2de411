import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

/**
 * Issue #19, "done when": the owner console (every tab), the platform administration (every
 * tab), the referral ledger and the one-to-one meetings at 1280 and 390 px, in the light and
 * the dark scheme (checkScreen checks both), pass axe with their dialogs and menus open (ADR 034, session 12).
 *
 * Only reads: the demo owner and administrator are the only accounts of their kind, so this
 * journey looks without changing anything (it opens dialogs and closes them unsent).
 * member.12 is this journey's own member.
 */

const OWNER = { email: 'owner@nethub.demo', password: DEMO.password };
const ADMIN = { email: 'admin@nethub.demo', password: DEMO.password };
const MEMBER = { email: 'member.12@nethub.demo', password: DEMO.password };

/** Nothing wider than the screen: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(scrollWidth, `${name}: page width`).toBeLessThanOrEqual(width);
}

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  {
    // The system is light; checkScreen checks every screen in the light scheme, then the dark.
    const colorScheme = 'light';
    test.describe(`${viewport}`, () => {
      test.use({ viewport: size, colorScheme });
      const prefix = `consoles-${viewport}`;

      /** Opens `url`, waits for its title, checks the scheme, the width and axe. */
      async function screen(page: Page, name: string, url?: string) {
        if (url) await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(
          colorScheme,
        );
        await checkScreen(page, `${prefix}-${name}`);
        await expectNoSidewaysScroll(page, size.width, name);
      }

      /** Opens a dialog with `button`, checks it, and closes it with Escape, unsent. */
      async function dialogScreen(
        page: Page,
        button: Locator,
        dialogName: string | RegExp,
        name: string,
      ) {
        await button.click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        await expect(dialog).toBeVisible();
        await checkScreen(page, `${prefix}-${name}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      async function accountMenu(page: Page, name: string) {
        await page.getByRole('button', { name: /^Account menu/ }).click();
        // The account menu is a panel of links and the appearance switch.
        const menu = page.getByRole('group', { name: 'Appearance' });
        await expect(menu).toBeVisible();
        await checkScreen(page, `${prefix}-${name}`);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }

      test('the owner console, its dialogs and menu pass axe', async ({ page }) => {
        // Up to nineteen screens, each a full-page screenshot and an axe run, on a busy machine.
        test.setTimeout(6 * 60_000);
        await page.goto('/login');
        await page.getByLabel('Email').fill(OWNER.email);
        await page.getByLabel(/^Password/).fill(OWNER.password);
        await page.getByLabel('Sign in as organisation owner').check();
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(/\/organization$/);

        await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
        await screen(page, 'owner-overview');
        await accountMenu(page, 'owner-account-menu');

        await page.goto('/organization/groups');
        await expect(page.getByText('Manchester Business Circle').first()).toBeVisible();
        await screen(page, 'owner-groups');
        await dialogScreen(
          page,
          page.getByRole('button', { name: 'Create group' }),
          'New group',
          'owner-new-group',
        );

        await page.goto('/organization/members');
        await expect(page.getByText('ava@nethub.demo')).toBeVisible();
        await screen(page, 'owner-members');
        await dialogScreen(
          page,
          page.getByRole('button', { name: 'Invite member' }),
          'Invite member',
          'owner-invite',
        );

        await page.goto('/organization/subscriptions');
        await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
        await screen(page, 'owner-plans');
        await dialogScreen(
          page,
          page.getByRole('button', { name: 'Create plan' }).first(),
          'Create a plan',
          'owner-new-plan',
        );

        await page.goto('/organization/revenue');
        await expect(page.getByRole('region', { name: 'Payments', exact: true })).toBeVisible();
        await screen(page, 'owner-revenue');

        await page.goto('/organization/events');
        await expect(page.getByText('Circle breakfast').first()).toBeVisible();
        await screen(page, 'owner-events');
        await dialogScreen(
          page,
          page.getByRole('button', { name: 'Create event' }),
          'Create an event',
          'owner-new-event',
        );

        await screen(page, 'owner-ledger', '/organization/ledger');
      });

      test('the platform administration, its dialogs and menu pass axe', async ({ page }) => {
        // Up to nineteen screens, each a full-page screenshot and an axe run, on a busy machine.
        test.setTimeout(6 * 60_000);
        await signIn(page, ADMIN.email, ADMIN.password);
        await page.goto('/admin');
        await expect(page.getByRole('article').first()).toBeVisible();
        await screen(page, 'admin-accounts');
        await dialogScreen(
          page,
          page
            .getByRole('article')
            .getByRole('button', { name: /^Suspend / })
            .first(),
          /^Suspend .+\?$/,
          'admin-suspend',
        );
        await accountMenu(page, 'admin-account-menu');

        await page.getByRole('tab', { name: /^Reports/ }).click();
        await screen(page, 'admin-reports');
        await page.getByRole('tab', { name: 'Organisations' }).click();
        await expect(page.getByRole('article').first()).toBeVisible();
        await screen(page, 'admin-organisations');
        await dialogScreen(
          page,
          page.getByRole('button', { name: 'New organisation' }),
          'New organisation',
          'admin-new-organisation',
        );
        await page.getByRole('tab', { name: 'Audit log' }).click();
        // A fresh server's log may be empty: the panel, its list or its empty state.
        await expect(page.getByRole('tabpanel', { name: 'Audit log' })).toBeVisible();
        await screen(page, 'admin-audit');
      });

      test('the referral ledger and the meetings pass axe', async ({ page }) => {
        // Up to nineteen screens, each a full-page screenshot and an axe run, on a busy machine.
        test.setTimeout(6 * 60_000);
        await signIn(page, MEMBER.email, MEMBER.password);
        await screen(page, 'ledger', '/ledger');
        await screen(page, 'meetings', '/meetings');
        await page.getByRole('tab', { name: 'Past' }).click();
        await screen(page, 'meetings-past');
        await accountMenu(page, 'member-account-menu');
      });
    });
  }
}
