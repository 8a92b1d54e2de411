import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Each screen at 1280 and 390 px, axe-checked; the viewport is left at desktop size. */
async function checkBothWidths(page: Page, name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await checkScreen(page, `${name}-${size.name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Ben passes Ava a lead; Ava moves it with the pills by keyboard, sees it on the board and in its history', async ({
  browser,
}) => {
  // Two members and six screens checked at two widths: longer than the default minute.
  test.setTimeout(180_000);
  const benContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ben = await benContext.newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/leads/new');
  await ben.getByRole('combobox', { name: 'Recipient' }).fill('Ava');
  await ben.getByRole('option', { name: /Ava Thompson/ }).click();
  await ben.getByRole('combobox', { name: 'Lead type' }).fill('Bookkeeping');
  await ben.getByRole('combobox', { name: 'Tags' }).click();
  await ben.getByRole('option', { name: 'Bookkeeping' }).click();
  await ben.keyboard.press('Escape');
  await ben.getByRole('button', { name: 'Next' }).click();
  await ben.getByRole('textbox', { name: 'First name' }).fill('Iris');
  await ben.getByRole('textbox', { name: 'Last name' }).fill('Pipeline');
  await ben.getByRole('textbox', { name: 'E-mail address' }).fill('iris@pipeline.example');
  await ben.getByRole('button', { name: 'Next' }).click();
  await ben.getByRole('textbox', { name: 'Estimated value' }).fill('3200');
  await ben.getByRole('button', { name: 'Send lead' }).click();
  await expect(ben).toHaveURL(/\/leads\/[0-9a-f-]{36}$/);
  const leadUrl = new URL(ben.url()).pathname;

  // The giver sees the stages read-only and the lead's creation in its history.
  await expect(ben.getByRole('list', { name: 'Pipeline stages' })).toBeVisible();
  await expect(ben.getByRole('radiogroup')).toHaveCount(0);
  await expect(ben.getByRole('list', { name: 'History' })).toContainText('Ben passed it to Ava');

  const avaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto(leadUrl);
  await expect(ava.getByRole('heading', { level: 1, name: 'Iris Pipeline' })).toBeVisible();

  // The pills are the control: focus the checked one and arrow to the next stage.
  const pills = ava.getByRole('radiogroup', { name: 'Move to stage' });
  const newPill = pills.getByRole('radio', { name: 'New' });
  await expect(newPill).toHaveAttribute('aria-checked', 'true');
  await newPill.focus();
  await ava.keyboard.press('ArrowRight');
  await expect(pills.getByRole('radio', { name: 'Contacted' })).toBeFocused();
  await expect(pills.getByRole('radio', { name: 'Contacted' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(ava.getByText('Updated')).toBeVisible();
  const history = ava.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('Ava moved it to Contacted');
  await checkBothWidths(ava, 'pipeline-lead-receiver');

  // The board: a column per stage, the lead under Contacted; moved on with its menu.
  await ava.goto('/leads');
  // The List/Board switch is a radio group too: arrow from List to Board.
  await ava.getByRole('radio', { name: 'List' }).focus();
  await ava.keyboard.press('ArrowRight');
  await expect(ava).toHaveURL(/view=board/);
  const board = ava.getByRole('region', { name: 'Leads by stage' });
  const contacted = board.getByRole('region', { name: /^Contacted \(/ });
  await expect(contacted.getByRole('link', { name: 'Iris Pipeline' })).toBeVisible();
  await checkBothWidths(ava, 'pipeline-board');

  const move = contacted.getByRole('button', { name: 'Move Iris Pipeline to another stage' });
  await move.focus();
  await ava.keyboard.press('Enter');
  const menu = ava.getByRole('menu');
  await expect(menu).toBeVisible();
  await checkScreen(ava, 'pipeline-board-move-menu');
  await menu.getByRole('menuitem', { name: 'Proposal' }).click();
  const proposal = board.getByRole('region', { name: /^Proposal \(/ });
  await expect(proposal.getByRole('link', { name: 'Iris Pipeline' })).toBeVisible();

  // The history, opened from the board card, tells each move.
  await proposal.getByRole('link', { name: 'Iris Pipeline' }).click();
  await expect(ava).toHaveURL(new RegExp(`${leadUrl}$`));
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Ben passed it to Ava');
  await expect(history.getByRole('listitem').nth(2)).toContainText('Ava moved it to Proposal');
  await checkBothWidths(ava, 'pipeline-history');

  // Ben watches it move.
  await ben.reload();
  await expect(ben.getByRole('list', { name: 'History' })).toContainText(
    'Ava moved it to Proposal',
  );
  await benContext.close();
  await avaContext.close();
});
