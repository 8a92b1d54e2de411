import { expect, test } from '@playwright/test';
import { DEMO } from './support.js';

/**
 * The API reference (Swagger UI at /api/docs) works for a signed-in call: a token from sign-in,
 * "Authorize", then "Try it out" on GET /api/v1/users/profile answers 200 with the member's
 * profile. The CSP the server sends must not block the reference's scripts or styles.
 */
test('Authorize then Try it out answers a signed-in call', async ({ page, request }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });

  const signedIn = await request.post('/api/v1/auth/login', { data: DEMO });
  expect(signedIn.status()).toBe(200);
  const { accessToken } = (await signedIn.json()).data as { accessToken: string };

  // A deep link opens the operation (the reference renders operations as they scroll in).
  await page.goto('/api/docs#/profile/getMyProfile');
  await expect(page.getByRole('heading', { name: /Net Hub API/ })).toBeVisible();

  // Signed out, the call is refused: the reference sends what "Authorize" holds, nothing else.
  const operation = page.locator('#operations-profile-getMyProfile');
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const status = operation.locator('.live-responses-table .response .response-col_status');
  await expect(status).toHaveText('401');

  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const bearer = page.locator('.dialog-ux .auth-container', { hasText: '(http, Bearer)' });
  await bearer.locator('input').fill(accessToken);
  // The dialog's buttons carry aria-labels ("Apply credentials"…): found by their text.
  await bearer.locator('button', { hasText: /^Authorize$/ }).click();
  await expect(bearer.locator('button', { hasText: /^Logout$/ })).toBeVisible();
  await bearer.locator('button', { hasText: /^Close$/ }).click();

  // The dialog scrolled the page to the top, where operations far below are not rendered: open
  // the operation again (the token is kept across a reload: persistAuthorization).
  await page.reload();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(status).toHaveText('200');
  await expect(operation.locator('.curl-command')).toContainText(`Bearer ${accessToken}`);
  await expect(
    operation.locator('.live-responses-table .response .response-col_description'),
  ).toContainText(/"firstName":\s*"Ava"/);
  expect(blocked).toEqual([]);
});
