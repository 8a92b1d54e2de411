import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('Ben mentions Ava in a post; her feed and bell tell her live; she follows the link', async ({
  browser,
}) => {
  // Two members' browsers and two accessibility scans.
  test.setTimeout(120_000);
  const avaContext = await browser.newContext();
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/community');
  await expect(ava.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  // The seeded thank-you shows her name as a link to her profile.
  const seeded = ava.getByRole('article').filter({ hasText: 'Fit-out contract signed' });
  await expect(seeded.getByRole('link', { name: '@Ava Thompson' })).toBeVisible();
  const unreadBefore = await ava
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');

  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/community');
  const composer = ben.getByRole('textbox', { name: 'Share something with the community' });
  await composer.click();
  await composer.pressSequentially('Great panel today, thanks @ava');
  const list = ben.getByRole('listbox', { name: 'Members to mention' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // The demo has more than one Ava: the surname's letters narrow the list to her.
  await composer.pressSequentially(' th');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { name: /Ava Thompson/ })).toBeVisible();
  await checkScreen(ben, 'mention-suggestions');
  // On a phone the list sits under the field, full width.
  await ben.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole('option', { name: /Ava Thompson/ })).toBeInViewport();
  await ben.screenshot({
    path: new URL('../artifacts/mention-suggestions-390.png', import.meta.url).pathname,
  });
  await ben.setViewportSize({ width: 1280, height: 720 });
  await composer.press('Enter');
  await expect(list).toBeHidden();
  await composer.pressSequentially('for chairing.');
  await expect(composer).toHaveValue('Great panel today, thanks @Ava Thompson for chairing.');
  await ben.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(ben.getByText('Your post has been published.')).toBeVisible();
  const mine = ben.getByRole('article').filter({ hasText: 'Great panel today' }).first();
  await expect(mine.getByRole('link', { name: '@Ava Thompson' })).toBeVisible();
  await benContext.close();

  // Pushed over the socket: the banner and the count arrive without a reload or a poll.
  await expect(ava.getByRole('button', { name: /new posts? — show/ })).toBeVisible();
  await expect(ava.getByRole('button', { name: /^Notifications/ })).not.toHaveAttribute(
    'aria-label',
    unreadBefore ?? '',
  );
  await ava.getByRole('button', { name: /^Notifications/ }).click();
  const panel = ava.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByRole('link', { name: /Ben Okafor mentioned you in a post/ })
    .first()
    .click();
  await expect(ava.getByRole('heading', { level: 1, name: 'Post by Ben Okafor' })).toBeVisible();
  const post = ava.getByRole('article');
  await expect(post).toContainText('Great panel today, thanks @Ava Thompson for chairing.');
  await checkScreen(ava, 'mentioned-post');
  await post.getByRole('link', { name: '@Ava Thompson' }).click();
  await expect(ava).toHaveURL(/\/profile/);
  // Her own profile, under its own title.
  await expect(ava.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(ava.getByRole('heading', { name: 'Ava Thompson' })).toBeVisible();
  await avaContext.close();
});
