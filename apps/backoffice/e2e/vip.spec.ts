import { expect, test } from '@playwright/test';
import { createOperator, type E2eOperator, signIn } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const SHOTS = 'test-results/vip-bo-shots';
let admin: E2eOperator;
test.beforeAll(() => {
  admin = createOperator('ADMIN');
});

test('VIP levels: the table editor refuses a level that does not rise, then saves', async ({ page }) => {
  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'VIP levels' }).click();
  await expect(page.getByRole('table', { name: 'Level table' })).toBeVisible();
  await expect(page.getByLabel('Name (en) 7')).toHaveValue('Legend');
  await page.getByLabel('Deposits 2').fill('1000');
  await expect(page.getByRole('alert')).toContainText('Level 2');
  await expect(page.getByRole('button', { name: 'Save levels' })).toBeDisabled();
  await page.getByLabel('Deposits 2').fill('20000');
  await page.getByLabel('Level-up bonus 1').fill('60');
  await page.getByRole('button', { name: 'Save levels' }).click();
  await expect(page.getByText('VIP levels saved.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/vip-levels.png` });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Referral rule' }).click();
  await expect(page.getByLabel('First deposit at least')).toHaveValue('500');
  await page.screenshot({ path: `${SHOTS}/referral-rule.png` });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'VIP members' }).click();
  await expect(page.getByRole('table', { name: 'Members by VIP level' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/vip-members.png` });
});
