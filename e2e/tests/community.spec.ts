import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('Ava posts to the community; Ben sees it and replies; Ava is told live and opens the reply', async ({
  browser,
}) => {
  const avaContext = await browser.newContext();
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/community');
  await expect(ava.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(
    ava.getByText('We have just taken on a 4,000 sq ft office in Ancoats.'),
  ).toBeVisible();
  await ava
    .getByRole('textbox', { name: 'Share something with the community' })
    .fill('Hosting a tax clinic for members next Tuesday.\nBring your questions.');
  await ava.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(ava.getByText('Your post has been published.')).toBeVisible();
  await expect(
    ava.getByText('Hosting a tax clinic for members next Tuesday.').first(),
  ).toBeVisible();
  await checkScreen(ava, 'community-feed', { phone: true });
  const unreadBefore = await ava
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');

  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/community');
  await ben.getByRole('searchbox', { name: 'Search posts' }).fill('tax clinic');
  const post = ben.getByRole('article', { name: 'Post by Ava Thompson' }).first();
  await expect(post.getByText('Hosting a tax clinic for members next Tuesday.')).toBeVisible();
  await post.getByRole('link', { name: /responses?/i }).click();
  await expect(ben.getByRole('heading', { level: 1, name: 'Post by Ava Thompson' })).toBeVisible();
  await ben
    .getByRole('textbox', { name: 'Your response' })
    .fill('Count me in — I will bring two clients.');
  await ben.getByRole('button', { name: 'Reply' }).click();
  await expect(ben.getByText('Count me in — I will bring two clients.')).toBeVisible();
  await checkScreen(ben, 'community-post', { phone: true });
  await benContext.close();

  // The count arrives over the socket: no reload.
  await expect(ava.getByRole('button', { name: /^Notifications/ })).not.toHaveAttribute(
    'aria-label',
    unreadBefore ?? '',
  );
  await ava.getByRole('button', { name: /^Notifications/ }).click();
  const panel = ava.getByRole('dialog', { name: 'Notifications' });
  await checkScreen(ava, 'notification-panel', { phone: true });
  await panel
    .getByRole('link', { name: /Ben Okafor responded to your post/ })
    .first()
    .click();
  await expect(ava.getByText('Count me in — I will bring two clients.')).toBeVisible();

  await ava.goto('/notifications');
  await expect(ava.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await ava.getByRole('tab', { name: /Group/ }).click();
  await expect(ava.getByText('Ben Okafor posted in Manchester Business Circle')).toBeVisible();
  await checkScreen(ava, 'notifications-group', { phone: true });
  await ava.getByRole('button', { name: 'Mark all as read' }).first().click();
  await expect(ava.getByText('All notifications marked as read')).toBeVisible();
  await expect(ava.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await avaContext.close();
});
