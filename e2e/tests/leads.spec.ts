import { expect, test } from '@playwright/test';
import { checkScreen, DEMO, signIn } from './support.js';

test('Ben passes Ava a lead with one of her tags; Ava moves it along the pipeline', async ({
  browser,
}) => {
  // Two members, the wizard and four axe-checked screens: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signIn(ben, 'ben@nethub.demo', DEMO.password);
  await ben.goto('/leads/new');
  await expect(ben.getByRole('heading', { level: 1 })).toBeVisible();

  // Step 1: Ava keeps lead tags, so a tag is required and there is no source of lead.
  await ben.getByRole('button', { name: 'Next' }).click();
  await expect(ben.getByText('Please fill out this field.').first()).toBeVisible();
  await ben.getByRole('combobox', { name: 'Recipient' }).fill('Ava');
  await ben.getByRole('option', { name: /Ava Thompson/ }).click();
  await ben.getByRole('combobox', { name: 'Lead type' }).fill('Payroll services');
  const tags = ben.getByRole('combobox', { name: 'Tags' });
  await expect(tags).toBeVisible();
  await expect(ben.getByRole('combobox', { name: 'Source of lead' })).toHaveCount(0);
  await tags.click();
  await ben.getByRole('option', { name: 'Payroll' }).click();
  await ben.keyboard.press('Escape');
  await checkScreen(ben, 'lead-wizard-general', { phone: true });
  await ben.getByRole('button', { name: 'Next' }).click();

  // Step 2: the prospect.
  await ben.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await ben.getByRole('textbox', { name: 'Last name' }).fill('Quinn');
  await ben.getByRole('textbox', { name: 'E-mail address' }).fill('nora@quinn-bakery.example');
  await ben.getByRole('textbox', { name: 'Company' }).fill('Quinn Bakery');
  await ben.getByRole('button', { name: 'Next' }).click();

  // Step 3: the value.
  await ben.getByRole('textbox', { name: 'Estimated value' }).fill('4800');
  await checkScreen(ben, 'lead-wizard-details', { phone: true });
  await ben.getByRole('button', { name: 'Send lead' }).click();
  await expect(ben.getByText('The lead has been sent to your connection.')).toBeVisible();
  await expect(ben).toHaveURL(/\/leads\/[0-9a-f-]{36}$/);
  const leadUrl = new URL(ben.url()).pathname;
  await expect(ben.getByText('Nora Quinn').first()).toBeVisible();
  await expect(ben.getByRole('radiogroup', { name: 'Move to stage' })).toHaveCount(0);
  await checkScreen(ben, 'lead-detail-giver', { phone: true });

  const avaContext = await browser.newContext();
  const ava = await avaContext.newPage();
  await signIn(ava, DEMO.email, DEMO.password);
  await ava.goto('/leads');
  await expect(ava.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await ava.getByRole('tab', { name: /Incoming/ }).click();
  await ava.getByRole('link', { name: 'Nora Quinn' }).first().click();
  await expect(ava).toHaveURL(new RegExp(`${leadUrl}$`));
  await ava
    .getByRole('radiogroup', { name: 'Move to stage' })
    .getByRole('radio', { name: 'Meeting' })
    .click();
  await expect(ava.getByText('Updated')).toBeVisible();
  await checkScreen(ava, 'lead-detail-receiver', { phone: true });

  await ben.reload();
  await expect(ben.getByText('Meeting').first()).toBeVisible();
  await benContext.close();
  await avaContext.close();
});

test('the leads list filters by stage and keeps my lead tags', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await checkScreen(page, 'leads', { phone: true });
  await expect(page.getByRole('link', { name: 'Hannah Reid' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pipeline stages' }).click();
  await page.getByRole('option', { name: /Lost/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Sofia Romano' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hannah Reid' })).toHaveCount(0);
  await checkScreen(page, 'leads-filtered', { phone: true });
});
