import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('a member explores, asks a member to connect, and the member accepts', async ({ browser }) => {
  const avaContext = await browser.newContext();
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/explore');
  await expect(ava.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await checkScreen(ava, 'explore', { phone: true });

  await expect(ava.getByRole('article').first()).toBeVisible();
  await ava
    .getByRole('button', { name: /^Connect with/ })
    .first()
    .click();
  await expect(ava.getByText('Your request to connect has been sent.')).toBeVisible();

  await ava.goto('/connections');
  await expect(ava.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await checkScreen(ava, 'connections', { phone: true });
  await ava.getByRole('tab', { name: /Pending/ }).click();
  const accept = ava.getByRole('button', { name: /^Accept request from/ }).first();
  await expect(accept).toBeVisible();
  await accept.click();
  await ava.getByRole('tab', { name: /^Connections/ }).click();
  await expect(ava.getByRole('button', { name: /^Disconnect/ }).first()).toBeVisible();
  await checkScreen(ava, 'connections-connected', { phone: true });
  await avaContext.close();
});

test('two members connect from two browsers: one asks from a profile, the other accepts', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const asker = await first.newPage();
  const answerer = await second.newPage();
  const login = await asker.request.post('/api/v1/auth/login', {
    data: { email: 'member.31@nethub.demo', password: DEMO.password },
  });
  type Session = { data: { user: { _id: string; firstName: string; lastName: string } } };
  const answererUser = ((await login.json()) as Session).data.user;
  const answererId = answererUser._id;
  const askerLogin = await asker.request.post('/api/v1/auth/login', {
    data: { email: 'member.30@nethub.demo', password: DEMO.password },
  });
  const askerUser = ((await askerLogin.json()) as Session).data.user;

  await signIn(asker, 'member.30@nethub.demo', DEMO.password);
  await asker.goto(`/profile/${answererId}`);
  await asker.getByRole('button', { name: /^Connect with/ }).click();
  await expect(asker.getByText('Your request to connect has been sent.')).toBeVisible();

  await signIn(answerer, 'member.31@nethub.demo', DEMO.password);
  await answerer.goto('/connections');
  await answerer.getByRole('tab', { name: /Pending/ }).click();
  await answerer
    .getByRole('button', {
      name: `Accept request from ${askerUser.firstName} ${askerUser.lastName}`,
    })
    .click();
  await answerer.getByRole('tab', { name: /^Connections/ }).click();
  await expect(
    answerer.getByRole('button', {
      name: `Disconnect from ${askerUser.firstName} ${askerUser.lastName}`,
    }),
  ).toBeVisible();

  await asker.goto('/connections');
  await expect(
    asker.getByRole('button', {
      name: `Disconnect from ${answererUser.firstName} ${answererUser.lastName}`,
    }),
  ).toBeVisible();
  await first.close();
  await second.close();
});

test('a member invites a non-member by e-mail', async ({ page }) => {
  const email = `invitee.${Date.now()}@example.com`;
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/explore');
  await page.getByRole('button', { name: /connect by e-mail/i }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/e-?mail/i)
    .fill(email);
  await page.getByRole('dialog').getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(new RegExp(email.replace(/[.]/g, '\\.'))).first()).toBeVisible();
  await page.goto('/dev/mailbox');
  await expect(page.getByText(`To ${email}`)).toBeVisible();
});
