import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

const PHONE = { width: 390, height: 844 };

/** A signed-in member in a browser of their own, in their conversation with `other`. */
async function inConversation(browser: Browser, email: string, other: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, DEMO.password);
  await page.goto('/hub-chat?type=direct-messages');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: other })
    .click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Perfect. I will bring the Ancoats lease details.')).toBeVisible();
  return { context, page, log };
}

const actionsOf = (page: Page, who: string) =>
  page.getByRole('button', { name: new RegExp(`^Actions for message from ${who} at`) }).last();

test('Ava and Ben see each other type, edit, react and delete live', async ({ browser }) => {
  const ben = await inConversation(browser, 'ben@nethub.demo', /^Ava Thompson/);
  const ava = await inConversation(browser, DEMO.email, /^Ben Okafor/);
  const text = `Table for two at 7:30 (${Date.now().toString(36)})`;

  const avaBox = ava.page.getByRole('textbox', { name: 'Message' });
  await avaBox.fill(text);
  await avaBox.press('Enter');
  await expect(ben.log.getByText(text)).toBeVisible();

  // Typing: Ava sees it while Ben writes, and it lapses when he stops.
  await ben.page.getByRole('textbox', { name: 'Message' }).pressSequentially('Sounds', {
    delay: 50,
  });
  await expect(ava.page.getByText('Ben Okafor is typing…')).toBeVisible();
  await expect(ava.page.getByText('Ben Okafor is typing…')).toBeHidden({ timeout: 10_000 });

  // Edit by keyboard: the actions button, Enter, then Edit.
  await actionsOf(ava.page, 'You').focus();
  await ava.page.keyboard.press('Enter');
  await ava.page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = ava.page.getByRole('textbox', { name: 'Edit message' });
  await edit.fill(`${text} — make it 8`);
  await edit.press('Enter');
  await expect(ben.log.getByText(`${text} — make it 8`)).toBeVisible();
  await expect(ben.log.getByText(/· edited/).last()).toBeVisible();

  // Ben reacts; Ava sees who did.
  await actionsOf(ben.page, 'Ava Thompson').click();
  await ben.page.getByRole('menuitem', { name: 'React with thumbs up' }).click();
  await expect(ava.log.getByRole('button', { name: 'thumbs up: 1, Ben Okafor' })).toBeVisible();
  await expect(ben.log.getByRole('button', { name: 'thumbs up: 1, You' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkScreen(ava.page, 'chat-live-reacted');
  await actionsOf(ben.page, 'Ava Thompson').click();
  await expect(ben.page.getByRole('menu')).toBeVisible();
  await checkScreen(ben.page, 'chat-live-actions-menu');
  await ben.page.keyboard.press('Escape');

  // Ava deletes it; Ben sees the place it held.
  await actionsOf(ava.page, 'You').click();
  await ava.page.getByRole('menuitem', { name: 'Delete' }).click();
  await ava.page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(ben.log.getByText(`${text} — make it 8`)).toBeHidden();
  await expect(ben.log.getByText('This message was deleted').last()).toBeVisible();
  await expect(ava.log.getByText('This message was deleted').last()).toBeVisible();

  await ben.page.setViewportSize(PHONE);
  await expect(ben.log.getByText('This message was deleted').last()).toBeVisible();
  await checkScreen(ben.page, 'chat-live-phone');

  await ava.context.close();
  await ben.context.close();
});

test('a sub-group channel is listed under its group and opens', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/hub-chat?type=group-chats');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: /^Manchester Business Circle/ })).toBeVisible();
  await list.getByRole('link', { name: /^Finance Table/ }).click();
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText(/^Finance Table chat was created/),
  ).toBeVisible();
  await checkScreen(page, 'chat-subgroup');
});
