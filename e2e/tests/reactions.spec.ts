import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

// Two demo members no other journey signs in as.
const WRITER = 'member.27@nethub.demo';
const READER = 'member.28@nethub.demo';

test('two members react to a post and to a response; each sees the other live', async ({
  browser,
}) => {
  // Two members' browsers, several pushes and an accessibility scan.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await signIn(writer, WRITER, DEMO.password);
  await writer.goto('/community');
  const composer = writer.getByRole('textbox', { name: 'Share something with the community' });
  await composer.fill(`Round-up ${stamp}: who needs an introduction this week?`);
  await writer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(writer.getByText('Your post has been published.')).toBeVisible();
  const onWriterFeed = writer.getByRole('article').filter({ hasText: `Round-up ${stamp}` });
  await expect(onWriterFeed).toBeVisible();

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signIn(reader, READER, DEMO.password);
  await reader.goto('/community');
  const onReaderFeed = reader.getByRole('article').filter({ hasText: `Round-up ${stamp}` });
  await onReaderFeed.getByRole('button', { name: /^Like .*'s post$/ }).click();
  await expect(
    onReaderFeed.getByRole('button', { name: /^Take back your Like reaction/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Pushed to the writer's open feed: no reload, no poll.
  await expect(onWriterFeed.getByRole('img', { name: '1 reaction: 1 Like' })).toBeVisible();
  // Not the writer's own reaction: theirs is still to give.
  await expect(onWriterFeed.getByRole('button', { name: /^Like .*'s post$/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The writer answers on the post's page; the reader finds the answer and finds it insightful.
  await onWriterFeed.getByRole('link', { name: /responses?$/ }).click();
  await writer.getByRole('textbox', { name: 'Your response' }).fill(`Count me in ${stamp}`);
  await writer.getByRole('button', { name: 'Reply' }).click();
  const responses = writer.getByRole('region', { name: /^Responses/ });
  await expect(responses.getByText(`Count me in ${stamp}`)).toBeVisible();

  await onReaderFeed.getByRole('link', { name: /responses?$/ }).click();
  const readerResponses = reader.getByRole('region', { name: /^Responses/ });
  await readerResponses.getByRole('button', { name: /^More reactions to .*'s response$/ }).click();
  await reader
    .getByRole('group', { name: /^React to .*'s response$/ })
    .getByRole('button', { name: 'Insightful' })
    .click();
  await expect(
    readerResponses.getByRole('img', { name: '1 reaction: 1 Insightful' }),
  ).toBeVisible();

  await expect(responses.getByRole('img', { name: '1 reaction: 1 Insightful' })).toBeVisible();
  // The reader takes the Like back: the writer's count goes with it.
  await reader
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Take back your Like reaction/ })
    .click();
  await expect(
    writer
      .getByRole('article')
      .first()
      .getByRole('img', { name: /reactions?:/ }),
  ).toHaveCount(0);
  await checkScreen(writer, 'live-reactions', { phone: true });
  await readerContext.close();
  await writerContext.close();
});
