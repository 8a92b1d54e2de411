import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('Ava and Ben chat live in two browsers; the message reaches Ben without a reload', async ({
  browser,
}) => {
  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/hub-chat?type=direct-messages');
  await expect(ben.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await ben
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /^Ava Thompson/ })
    .click();
  const benLog = ben.getByRole('log', { name: 'Messages' });
  await expect(benLog.getByText('Perfect. I will bring the Ancoats lease details.')).toBeVisible();

  const avaContext = await browser.newContext();
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/hub-chat?type=direct-messages');
  await ava
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /^Ben Okafor/ })
    .click();
  const avaLog = ava.getByRole('log', { name: 'Messages' });
  await expect(avaLog.getByText('Yes, 7:30 at the Midland works for me.')).toBeVisible();
  await checkScreen(ava, 'chat-conversation', { phone: true });

  const box = ava.getByRole('textbox', { name: 'Message' });
  await box.fill('x'.repeat(1001));
  await expect(ava.getByText('Message length 1000 characters maximum')).toBeVisible();
  await expect(ava.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('See you at 7:30 — I will book a table.');
  await box.press('Enter');
  await expect(avaLog.getByText('See you at 7:30 — I will book a table.')).toBeVisible();

  await expect(benLog.getByText('See you at 7:30 — I will book a table.')).toBeVisible();
  await checkScreen(ben, 'chat-conversation-received', { phone: true });

  await ava.goto('/hub-chat?type=group-chats');
  await expect(
    ava
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /^Referral circle/ }),
  ).toBeVisible();
  await checkScreen(ava, 'chat-group-list', { phone: true });
  await avaContext.close();
  await benContext.close();
});

test('a member opens a conversation from a connection’s profile', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/connections');
  await page.getByRole('link', { name: 'Ben Okafor' }).first().click();
  await page.getByRole('button', { name: 'Message Ben Okafor' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}\/message\/single\./);
  await expect(
    page
      .getByRole('log', { name: 'Messages' })
      .getByText('Perfect. I will bring the Ancoats lease details.'),
  ).toBeVisible();
  await checkScreen(page, 'chat-from-profile', { phone: true });
});
