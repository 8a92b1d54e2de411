import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, logIn } from './support.js';

/**
 * One visual language (#19, ADR 034): the main screens at 1280 and 390 px in the light and the
 * dark scheme (checkScreen checks both) pass axe with every rule on (link-in-text-block, contrast of every badge tone),
 * an open menu included; member cards in a row share their top and their height; the media
 * library, reward cards and a group's members say each thing once, in the same words.
 */

const SCREENS = [
  ['home', '/'],
  ['explore', '/explore'],
  ['suggestions', '/explore/suggestions'],
  ['connections', '/connections'],
  ['rewards', '/rewards'],
  ['media', '/media'],
  ['groups', '/network-directory'],
  ['leads', '/leads'],
] as const;

/** Lists of member cards: each must line up. */
const CARD_SCREENS = new Set(['explore', 'suggestions', 'connections']);

/** Cards sharing a top (a row of the grid) must share their height too. */
async function expectCardRowsAligned(page: Page, name: string) {
  const cards = page.locator('[data-member-card]');
  await expect(cards.first(), `member cards on ${name}`).toBeVisible();
  const boxes = (await cards.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height), left: box.left };
    }),
  )) as { top: number; height: number; left: number }[];
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
  for (const [top, heights] of rows) {
    expect(
      Math.max(...heights) - Math.min(...heights),
      `${name}: cards at top ${top} share their height (${heights.join(', ')})`,
    ).toBeLessThanOrEqual(1);
  }
  // Cards side by side (desktop) start on the same line: no row holds a lone card unless the
  // grid has one column or the last row is short.
  return boxes.length;
}

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  {
    // checkScreen checks every screen in the light scheme, then in the dark one.
    test.describe(`${viewport}`, () => {
      test.use({ viewport: size, colorScheme: 'light' });

      test('the main screens speak one visual language and pass axe', async ({ page }) => {
        test.slow();
        await page.goto('/login');
        await logIn(page, DEMO.email, DEMO.password);
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
        const prefix = `look-${viewport}`;

        for (const [name, url] of SCREENS) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(
            'light',
          );
          if (CARD_SCREENS.has(name)) await expectCardRowsAligned(page, name);
          if (name === 'media') {
            // The members' kinds only, and one way to upload.
            await expect(page.getByRole('tab', { name: /^Thumbnails/ })).toHaveCount(0);
            await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(1);
          }
          if (name === 'rewards') {
            // "Commission or rebate" is the title; its kind badge does not repeat it, and the
            // Active switch is the status of my own reward.
            const card = page.getByRole('article', { name: 'Commission or rebate' });
            await expect(card.getByText('Commission or rebate', { exact: true })).toHaveCount(1);
            await expect(card.getByText(/^(Status: )?Active$/)).toHaveCount(1);
          }
          await checkScreen(page, `${prefix}-${name}`);
        }

        // A group Ava belongs to: its members, and the owner named once, in words.
        await page.goto('/network-directory?tab=joined');
        const group = page.locator('main a[href^="/network-directory/"]').first();
        const href = await group.getAttribute('href');
        await page.goto(`${href!.split('?')[0]}?tab=members`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectCardRowsAligned(page, 'group members');
        const owner = page.locator('[data-member-card] .nh-badge', { hasText: 'Owner' }).first();
        if (await owner.count()) expect(await owner.innerText()).toBe('Owner');
        await checkScreen(page, `${prefix}-group-members`);

        // An open menu passes axe too (no focus placeholder among its items).
        await page.goto('/community');
        await page.getByRole('button', { name: 'Post options' }).first().click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(menu.locator('[role="presentation"][data-autofocus]')).toHaveCount(0);
        await checkScreen(page, `${prefix}-post-menu`);
      });
    });
  }
}
