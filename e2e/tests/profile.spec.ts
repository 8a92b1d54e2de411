import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

async function memberId(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/auth/login', {
    data: { email, password: DEMO.password },
  });
  return ((await res.json()) as { data: { user: { _id: string } } }).data.user._id;
}

test('a member edits their profile, then sets preferences and notification settings', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Thompson & Co Accountants').first()).toBeVisible();
  await checkScreen(page, 'profile-me-filled', { phone: true });

  await page.getByRole('button', { name: /edit profile/i }).click();
  const headline = page.getByLabel(/^Headline/);
  await headline.fill('Helping growing firms get their numbers right, fast');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(
    page.getByText('Helping growing firms get their numbers right, fast').first(),
  ).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'settings', { phone: true });
  const connectionRequests = page.getByRole('switch', { name: 'Connection requests', exact: true });
  await expect(connectionRequests).toBeChecked();
  await connectionRequests.click();
  await expect(page.getByText('Updated').first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Connection requests', exact: true }),
  ).not.toBeChecked();
  await page.getByRole('switch', { name: 'Connection requests', exact: true }).click();
});

test("a member reads another member's profile and keeps a private note", async ({ page }) => {
  const benId = await memberId(page.request, 'ben@nethub.demo');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/profile/${benId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Ben Okafor/ })).toBeVisible();
  const note = page.getByLabel(/^Your note/);
  await note.fill('Introduce to the Dublin breakfast group.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Your note/)).toHaveValue(
    'Introduce to the Dublin breakfast group.',
  );
  await checkScreen(page, 'member-profile', { phone: true });
});

test('a visitor sends the contact form without an account', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'contact', { phone: true });
  await page.getByLabel(/^Subject/).fill('Partnership');
  await page.getByLabel(/^Email/).fill('visitor@example.com');
  await page.getByLabel(/^Message/).fill('Do you run events in Cork?');
  await page.getByLabel('I agree that Net Hub may use these details to answer me').check();
  await page.getByRole('button', { name: /send/i }).click();
  await expect(
    page.getByText('Thank you for your message. We will get back to you within two working days.'),
  ).toBeVisible();
});
