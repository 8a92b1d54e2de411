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

test('Ava and Ben reply with a quote, see what was seen, and search', async ({ browser }) => {
  const ben = await inConversation(browser, 'ben@nethub.demo', /^Ava Thompson/);
  const ava = await inConversation(browser, DEMO.email, /^Ben Okafor/);
  const word = `quokka${Date.now().toString(36)}`;
  const question = `Shall we review the ${word} budget on Friday?`;

  const avaBox = ava.page.getByRole('textbox', { name: 'Message' });
  await avaBox.fill(`${question}\nI can bring the figures.`);
  await avaBox.press('Enter');
  await expect(ben.log.getByText(/Shall we review the quokka/).last()).toBeVisible();
  // Ben has the conversation open: he read it, and Ava sees so.
  await expect(ava.log.getByText('Seen', { exact: true })).toBeVisible();

  // Ben replies from the message's menu; both see the quote.
  await actionsOf(ben.page, 'Ava Thompson').click();
  await ben.page.getByRole('menuitem', { name: 'Reply' }).click();
  const reply = ben.page.getByRole('textbox', { name: 'Reply to Ava Thompson' });
  await expect(reply).toBeFocused();
  await reply.fill('Friday works, 10:00.');
  await reply.press('Enter');
  await expect(
    ava.log.getByRole('button', { name: `Reply to You: ${question}. Show the original message` }),
  ).toBeVisible();
  await expect(
    ben.log.getByRole('button', { name: new RegExp(`^Reply to Ava Thompson: ${question}`) }),
  ).toBeVisible();
  // Ava read his reply: Ben sees it seen.
  await expect(ben.log.getByText('Seen', { exact: true })).toBeVisible();
  await checkScreen(ben.page, 'chat-live-reply-seen');

  // Ava edits the original: the quote follows.
  await actionsOf(ava.page, 'You').click();
  await ava.page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = ava.page.getByRole('textbox', { name: 'Edit message' });
  await edit.fill(`Shall we review the ${word} budget on Monday?`);
  await edit.press('Enter');
  await expect(
    ben.log.getByRole('button', {
      name: new RegExp(`^Reply to Ava Thompson: Shall we review the ${word} budget on Monday\\?`),
    }),
  ).toBeVisible();

  // Ben searches for the word: the match is marked, and the result opens at the message.
  const search = ben.page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill(word);
  const results = ben.page.getByRole('list', { name: 'Search results' });
  await expect(results.locator('mark', { hasText: word })).toBeVisible();
  await checkScreen(ben.page, 'chat-live-search');
  await results.getByRole('link').first().click();
  await expect(ben.page).toHaveURL(/message=/);
  await expect(ben.log.locator('li[data-highlighted]')).toContainText('budget on Monday');

  await ava.context.close();
  await ben.context.close();
});

test('a member outside a conversation finds nothing of it', async ({ page }) => {
  // Olivia (the organisation owner) is in neither direct chat of the demo members.
  await signIn(page, 'owner@nethub.demo', DEMO.password);
  await page.goto('/hub-chat?type=direct-messages');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('Ancoats lease');
  await expect(page.getByText('No messages match “Ancoats lease”.')).toBeVisible();
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

  // Filtered to sub-groups, the sub-group is listed on its own, its group is not.
  await page.locator('label', { hasText: 'Sub-groups' }).click();
  await expect(page.getByRole('radio', { name: 'Sub-groups' })).toBeChecked();
  const subgroups = page.getByRole('list', { name: 'Conversations' });
  await expect(subgroups.getByRole('link', { name: /^Finance Table/ })).toBeVisible();
  await expect(subgroups.getByRole('link', { name: /^Manchester Business Circle/ })).toBeHidden();
});
