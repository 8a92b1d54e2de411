import { expect, test, type Page } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

type Session = { data: { user: { _id: string; firstName: string; lastName: string } } };

/** Two demo members no journey connects: the asker and the one asked. */
const ASKER = 'member.36@nethub.demo';
const ASKED = 'member.37@nethub.demo';

async function userOf(page: Page, email: string) {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email, password: DEMO.password },
  });
  return ((await login.json()) as Session).data.user;
}

/** The screen at 1280 px, then at 390 px (a phone), back at 1280. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a request answered in the notifications: both profiles then say Connected', async ({
  browser,
}) => {
  // Two members, nine screens checked by axe: longer than one screen's journey.
  test.setTimeout(240_000);
  const askerContext = await browser.newContext();
  const askedContext = await browser.newContext();
  const asker = await askerContext.newPage();
  const asked = await askedContext.newPage();
  const askedUser = await userOf(asked, ASKED);
  const askerUser = await userOf(asker, ASKER);
  const askerName = `${askerUser.firstName} ${askerUser.lastName}`;
  const askedName = `${askedUser.firstName} ${askedUser.lastName}`;

  // The asker finds a stranger's profile: Connect, then Request sent with Withdraw.
  await signIn(asker, ASKER, DEMO.password);
  await asker.goto(`/profile/${askedUser._id}`);
  await expect(asker.getByRole('heading', { level: 1, name: askedName })).toBeVisible();
  await asker.getByRole('button', { name: `Connect with ${askedName}` }).click();
  await expect(asker.getByText('Your request to connect has been sent.')).toBeVisible();
  await expect(asker.getByText('Request sent', { exact: true })).toBeVisible();
  await expect(
    asker.getByRole('button', { name: `Withdraw request to ${askedName}` }),
  ).toBeVisible();
  await expect(asker.getByRole('button', { name: `Connect with ${askedName}` })).toHaveCount(0);
  await checkBothWidths(asker, 'relationship-request-sent');

  // The one asked sees it in the notifications, with the asker's face and Accept in the row.
  await signIn(asked, ASKED, DEMO.password);
  await asked.goto('/notifications');
  const main = asked.getByRole('main');
  await expect(main.getByText(`${askerName} would like to connect with you`)).toBeVisible();
  const accept = main.getByRole('button', { name: `Accept request from ${askerName}` });
  await expect(accept).toBeVisible();
  await expect(
    main.getByRole('button', { name: `Decline request from ${askerName}` }),
  ).toBeVisible();
  await checkBothWidths(asked, 'relationship-notification-request');

  await accept.click();
  await expect(asked.getByText(`You are now connected with ${askerName}.`)).toBeVisible();
  await expect(main.getByText('Connected', { exact: true })).toBeVisible();
  await expect(accept).toHaveCount(0);
  await expect(asked).toHaveURL(/\/notifications/);

  // The one asked, on the asker's profile: Connected, Message, Pass a lead; Disconnect in a menu.
  await asked.goto(`/profile/${askerUser._id}`);
  await expect(asked.getByText('Connected', { exact: true })).toBeVisible();
  await expect(asked.getByRole('button', { name: `Message ${askerName}` })).toBeVisible();
  await expect(asked.getByRole('link', { name: 'Pass a lead' })).toHaveAttribute(
    'href',
    `/leads/new?recipient=${askerUser._id}`,
  );
  await expect(asked.getByRole('button', { name: `Connect with ${askerName}` })).toHaveCount(0);
  await checkBothWidths(asked, 'relationship-profile-connected');
  await asked.getByRole('button', { name: `More actions for ${askerName}` }).click();
  await expect(asked.getByRole('menuitem', { name: 'Disconnect' })).toBeVisible();
  await checkScreen(asked, 'relationship-profile-menu-1280');
  await asked.keyboard.press('Escape');

  // The asker's side says so too, and Message opens their direct conversation.
  await asker.reload();
  await expect(asker.getByText('Connected', { exact: true })).toBeVisible();
  await expect(asker.getByRole('link', { name: 'Pass a lead' })).toBeVisible();
  await asker.getByRole('button', { name: `Message ${askedName}` }).click();
  await expect(asker).toHaveURL(new RegExp(`/profile/${askedUser._id}/message/`));
  await expect(asker.getByRole('textbox', { name: 'Message' })).toBeVisible();

  // A connection card offers Message as well.
  await asker.goto('/connections');
  const card = asker.getByRole('article', { name: askedName });
  await expect(card.getByRole('button', { name: `Message ${askedName}` })).toBeVisible();
  await checkBothWidths(asker, 'relationship-connections-card');

  await askerContext.close();
  await askedContext.close();
});
