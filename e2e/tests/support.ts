import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'ava@nethub.demo', password: 'NetHub-demo-1' };
const artifacts = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Saves a full-page screenshot as a CI artefact and asserts axe finds no WCAG 2.1 AA violation. */
export async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: true });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${name}`).toEqual([]);
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
