import { expect, type Page, test } from '@playwright/test';
import { createOperator, shot, signIn } from './support';

// Signing in (a CLI process, argon2 on the server) and the editor's chunks take a while on a busy machine.
test.describe.configure({ timeout: 240_000 });
const wait = { timeout: 20_000 };

const openMenu = async (page: Page, label: string, heading: string) => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(wait);
};

test('a CONTENT operator creates a fixed-bonus promotion, publishes it, and /promotions shows it', async ({ page }) => {
  const title = `Flash bonus ${Date.now().toString(36)}`;
  await signIn(page, createOperator('CONTENT'));
  await openMenu(page, 'Promotions', 'Promotions');
  await expect(page.getByRole('table', { name: 'Promotions' })).toBeVisible(wait);
  await shot(page, 'promotions-grid');

  await page.getByRole('link', { name: 'New promotion' }).click();
  await expect(page.getByRole('heading', { name: 'New promotion', level: 1 })).toBeVisible(wait);
  await page.getByLabel('Type').selectOption('LIMITED');
  await page.getByLabel('Mechanic').selectOption('FIXED');
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('Budget cap').fill('5000');
  await page.getByLabel('Title (EN)').fill(title);
  await page.getByLabel('Summary (EN)').fill('A quick 25 for everyone');
  await page.getByRole('tab', { name: 'TH' }).click();
  await page.getByLabel('Title (TH)').fill('โบนัสด่วน');
  await page.getByRole('tab', { name: 'EN' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Preview' }).getByRole('heading', { name: title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Promotion #\d+/, level: 1 })).toBeVisible(wait);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await shot(page, 'promotions-editor');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible(wait);

  // The portal lists it under Limited for visitors.
  await page.goto('/promotions?type=LIMITED');
  await expect(page.getByRole('article', { name: title })).toBeVisible(wait);
  await expect(page.getByRole('article', { name: title }).getByText('A quick 25 for everyone')).toBeVisible();

  await page.goto('/backoffice/promotions-reports');
  await expect(page.getByRole('heading', { name: 'Promotion reports', level: 1 })).toBeVisible(wait);
  await expect(page.getByRole('table', { name: 'Per promotion' }).getByRole('rowheader', { name: title })).toBeVisible(
    wait,
  );
  await shot(page, 'promotions-reports');
});
