import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+5jMGWwAAAABJRU5ErkJggg==',
  'base64',
);

test('a member uploads an image to the media library, previews it and deletes it', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  const imagesTab = page.getByRole('tab', { name: /Images/ });
  await imagesTab.click();
  await checkScreen(page, 'media-empty', { phone: true });
  // The seed stores Ava's face in her library like an upload (ADR 026): count from what is there.
  await expect(imagesTab).toHaveAccessibleName(/^Images \d+$/);
  const imagesBefore = Number((await imagesTab.textContent())?.match(/\d+/)?.[0] ?? 0);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'team-photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded team-photo.png')).toBeVisible();
  await expect(page.getByText('team-photo.png').first()).toBeVisible();
  await expect(imagesTab).toHaveAccessibleName(`Images ${imagesBefore + 1}`);
  await checkScreen(page, 'media-with-image', { phone: true });

  await page.reload();
  await page.getByRole('tab', { name: /Images/ }).click();
  await expect(page.getByText('team-photo.png').first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete team-photo.png' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('Deleted team-photo.png')).toBeVisible();
  await expect(page.getByText('team-photo.png', { exact: true })).toHaveCount(0);
});

test('an oversize or wrong-type file is refused before any upload', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/media');
  await page.getByRole('tab', { name: /Images/ }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(/notes\.txt/).first()).toBeVisible();
  await expect(page.getByText(/not accepted/i).first()).toBeVisible();
});
