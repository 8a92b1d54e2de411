import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

/** ADR 029: members no other journey signs in as, and the demo's platform administrator. */
const WRITER = 'member.33@nethub.demo';
const REPORTER = 'member.34@nethub.demo';
const ADMIN = 'admin@nethub.demo';

test('a member reports a post; an administrator removes it; it is gone for everyone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const text = `Cheap followers, message me now ${Date.now().toString(36)}`;
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await signIn(writer, WRITER, DEMO.password);
  await writer.goto('/community');
  await writer.getByRole('textbox', { name: 'Share something with the community' }).fill(text);
  await writer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(writer.getByText('Your post has been published.')).toBeVisible();
  await writerContext.close();

  // The reporter finds it, and reports it from the post's menu.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signIn(reporter, REPORTER, DEMO.password);
  await reporter.goto('/community');
  await reporter.getByRole('searchbox', { name: 'Search posts' }).fill(text);
  const post = reporter.getByRole('article').filter({ hasText: text });
  await expect(post).toHaveCount(1);
  await post.getByRole('button', { name: 'Post options' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: /Details/ }).fill('Selling followers to members');
  await checkScreen(reporter, 'report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText(/Your report was sent/)).toBeVisible();

  // The administrator sees it waiting, with the text as reported, and removes the post.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN, DEMO.password);
  await admin.goto('/admin');
  await expect(admin.getByText(/open reports? waiting for an administrator/)).toBeVisible();
  await admin.getByRole('tab', { name: /Reports/ }).click();
  const card = admin.getByRole('article').filter({ hasText: text });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Selling followers to members');
  await expect(card).toContainText(WRITER);
  await checkScreen(admin, 'admin-reports-1280');
  await card.getByRole('button', { name: 'Remove content' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Remove the reported content?' });
  await confirm.getByRole('button', { name: 'Remove content' }).click();
  await expect(admin.getByText('The content is removed.')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    admin.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first(),
  ).toContainText('removed, on a report,');

  // Gone from the feed for the reporter, and from its own page.
  await reporter.goto('/community');
  await reporter.getByRole('searchbox', { name: 'Search posts' }).fill(text);
  await expect(reporter.getByText('No posts match these filters.')).toBeVisible();
  await expect(reporter.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  // On a phone: the queue and its closed reports.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin?tab=reports');
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('Content removed');
  await expect(admin.getByRole('article').filter({ hasText: text })).toBeVisible();
  await checkScreen(admin, 'admin-reports-390');
  await adminContext.close();
  await reporterContext.close();
});
