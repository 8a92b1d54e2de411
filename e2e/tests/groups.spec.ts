import { expect, test, type Browser } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

const OWNER = 'owner@nethub.demo';
const NEWCOMER = 'member.20@nethub.demo';

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, DEMO.password);
  return { page, close: () => context.close() };
}

test('a member asks to join a group, the owner approves, and the member sees its members, feed and reviews', async ({
  browser,
}) => {
  // Seven screens, each with full-page screenshots and axe runs in both schemes.
  test.slow();
  const member = await signedIn(browser, NEWCOMER);
  const page = member.page;
  await page.goto('/network-directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Network groups' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Manchester Business Circle' });
  await card.getByRole('link', { name: 'Manchester Business Circle' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manchester Business Circle' }),
  ).toBeVisible();
  await expect(
    page.getByText('Join this group to see its members, sub-groups and feed.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request to join Manchester Business Circle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to join Manchester Business Circle' });
  await dialog
    .getByRole('textbox', { name: 'Note to the owners (optional)' })
    .fill('I run a design studio in Ancoats.');
  await checkScreen(page, 'group-join-request', { phone: true });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent to the owner.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await checkScreen(page, 'group-detail-public', { phone: true });

  const owner = await signedIn(browser, OWNER);
  await owner.page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  await owner.page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /asked to join Manchester Business Circle/ })
    .first()
    .click();
  await expect(owner.page).toHaveURL(/\/network-directory\/[0-9a-f-]{36}\/requests$/);
  const request = owner.page.getByRole('listitem', { name: /^Request from / }).filter({
    hasText: 'I run a design studio in Ancoats.',
  });
  await expect(request).toBeVisible();
  await checkScreen(owner.page, 'group-requests', { phone: true });
  await request.getByRole('button', { name: /^Approve / }).click();
  await expect(owner.page.getByText('Request approved.')).toBeVisible();
  await owner.close();

  // The approval reaches the member's open tab over the socket.
  await expect(
    page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('link', { name: 'Ava Thompson' })).toBeVisible();
  await checkScreen(page, 'group-members', { phone: true });
  await page.getByRole('tab', { name: 'Feed' }).click();
  await expect(page.getByText('Breakfast moves to the Midland Hotel').first()).toBeVisible();
  await checkScreen(page, 'group-feed', { phone: true });
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const form = page.getByRole('region', { name: 'Your review' });
  const fourStars = await form.getByRole('radio', { name: '4 stars' }).getAttribute('id');
  await form.locator(`label[for="${fourStars}"]`).click();
  await form
    .getByRole('textbox', { name: 'Comment (optional)' })
    .fill('Warm welcome, useful people.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();
  await expect(page.getByText('Warm welcome, useful people.').first()).toBeVisible();
  await checkScreen(page, 'group-reviews', { phone: true });
  await member.close();
});
