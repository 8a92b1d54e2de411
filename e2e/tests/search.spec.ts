import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn, closeContexts } from './support.js';

const OWNER = { email: 'owner@nethub.demo', password: DEMO.password };

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const results = (page: Page) => searchDialog(page).getByRole('listbox', { name: 'Search results' });

test.afterEach(closeContexts);

test('two members search from the header: each finds only what they may open', async ({
  browser,
}) => {
  const ava = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signIn(ava, DEMO.email, DEMO.password);

  // "/" opens the search; a name's start finds the member, Enter opens the profile.
  await ava.getByRole('main').click();
  await ava.keyboard.press('/');
  const box = searchDialog(ava).getByRole('combobox', { name: /search people/i });
  await expect(box).toBeFocused();
  await box.fill('ben oka');
  const people = results(ava).getByRole('group', { name: 'People' });
  await expect(people.getByRole('option', { name: /Ben Okafor/ })).toBeVisible();
  await checkScreen(ava, 'search-dialog');
  await ava.keyboard.press('Enter');
  await expect(ava.getByRole('heading', { level: 1, name: 'Ben Okafor' })).toBeVisible();
  await expect(searchDialog(ava)).toHaveCount(0);

  // Ctrl+K: a word of a direct message with Ben, and of Ben's community post, grouped.
  await ava.keyboard.press('Control+k');
  await box.fill('ancoa');
  const messages = results(ava).getByRole('group', { name: 'Messages' });
  await expect(messages.getByRole('option', { name: /Ancoats lease/ })).toBeVisible();
  await expect(
    results(ava)
      .getByRole('group', { name: 'Posts' })
      .getByRole('option', { name: /Ancoats/ }),
  ).toBeVisible();
  // Arrow keys reach "See all messages": the chat screen opens searching the same word.
  const seeAll = messages.getByRole('option', { name: 'See all messages' });
  for (let i = 0; i < 10; i++) {
    if ((await seeAll.getAttribute('aria-selected')) === 'true') break;
    await ava.keyboard.press('ArrowDown');
  }
  await ava.keyboard.press('Enter');
  await expect(ava).toHaveURL(/\/hub-chat\?q=ancoa/);
  await expect(ava.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('ancoa');

  // Another member, not in that conversation, finds the post but never the message.
  const olivia = await (
    await browser.newContext({ viewport: { width: 390, height: 800 } })
  ).newPage();
  await signIn(olivia, OWNER.email, OWNER.password);
  await olivia.getByRole('button', { name: 'Search', exact: true }).click();
  await searchDialog(olivia).getByRole('combobox').fill('ancoats lease');
  await expect(searchDialog(olivia).getByText('Nothing matches “ancoats lease”.')).toBeVisible();
  await olivia.keyboard.press('Escape');
  await expect(searchDialog(olivia)).toHaveCount(0);
});
