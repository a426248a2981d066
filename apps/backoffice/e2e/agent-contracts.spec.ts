import { expect, type Page, test } from '@playwright/test';
import { createOperator, type E2eOperator, expectAccessible, shot, signIn } from './support';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
let admin: E2eOperator;
test.beforeAll(() => {
  admin = createOperator('ADMIN');
});

/** A product type of this run only: a retry (or another run on the same data) never meets its own pending offer. */
const PRODUCT = `E${Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();

/** Light, then dark (set on <html> as the theme toggle does: a modal dialog keeps the toggle out of reach). */
const shots = async (page: Page, name: string) => {
  const theme = (t: string) => page.evaluate((x) => (document.documentElement.dataset.theme = x), t);
  await shot(page, `${name}-light`);
  await theme('dark');
  await shot(page, `${name}-dark`);
  await theme('light');
};

test('agent contracts: edit a template, the seeded contracts by kind, an operator offer', async ({ page }) => {
  await signIn(page, admin);

  await test.step('templates: type 2 hourly salary, rate edited and saved', async () => {
    await menu(page, 'Contract templates');
    const table = page.getByRole('table', { name: 'Templates by agent type and kind' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Type 2', exact: true }) });
    const hourly = row.filter({ hasText: 'Hourly salary' });
    await expect(hourly).toContainText('0.8 %');
    await expect(hourly).toContainText('1 tier, 0.2 %');
    await hourly.getByRole('button', { name: 'Edit: Type 2, Hourly salary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Template: type 2, Hourly salary' });
    await dialog.getByRole('button', { name: 'Add tier' }).click();
    await expect(dialog.getByLabel('Rate (%) 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove tier 2' }).click();
    // The contract's schema refuses a rate that is not a percent; the error names the tier and the column.
    await dialog.getByLabel('Rate (%) 1').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Tier 1, Rate (%): Invalid value');
    await expectAccessible(page, 'template dialog', 'dialog');
    await dialog.getByLabel('Rate (%) 1').fill('0.35');
    await shots(page, 'template-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(hourly).toContainText('1 tier, 0.35 %');
    await shots(page, 'templates');
    await expectAccessible(page, 'templates');
  });

  await test.step('contracts grid: daily salaries, demoagent’s from the platform and those it offered', async () => {
    await menu(page, 'Agent contracts');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Daily salary' });
    const grid = page.getByRole('table', { name: 'Agent contracts' });
    const rows = grid.getByRole('row');
    const fromPlatform = rows
      .filter({ has: page.getByRole('cell', { name: 'Platform', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'demoagent', exact: true }) });
    await expect(fromPlatform).toHaveCount(1);
    await expect(fromPlatform).toContainText('Active');
    await expect(fromPlatform).toContainText('2 %');
    const lanFromDemo = rows
      .filter({ has: page.getByRole('cell', { name: 'agent_lan', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'demoagent', exact: true }) });
    await expect(lanFromDemo).toContainText('Active');
    await expect(rows.filter({ has: page.getByRole('cell', { name: 'agent_minh', exact: true }) })).toContainText(
      'Offered',
    );
    await expect(rows.filter({ hasText: 'Hourly salary' })).toHaveCount(0);
    await fromPlatform.getByRole('button', { name: /^Details of contract/ }).click();
    const detail = page.getByRole('dialog', { name: /^Contract \d+: Daily salary$/ });
    await expect(detail.getByRole('table', { name: 'Tiers' })).toContainText('1.5 %');
    await shots(page, 'contract-detail');
    await expectAccessible(page, 'contract detail', 'dialog');
    await detail.getByRole('button', { name: 'Close' }).click();
    await shots(page, 'contracts');
  });

  await test.step('operator offer: above the limit refused with the translated code, then sent and listed as offered', async () => {
    await page.getByRole('button', { name: 'Offer a contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offer a contract to a top-level agent' });
    await dialog.getByLabel('Agent account').fill('demoagent');
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Hourly salary' });
    await dialog.getByLabel('Product type').fill(PRODUCT);
    // Started from type 1's hourly template (0.3 %, 0.5 %); 2 % is above type 1's hourly limit (1 %).
    await expect(dialog.getByLabel('Rate (%) 2')).toHaveValue('0.5');
    await dialog.getByLabel('Rate (%) 2').fill('2');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(
      page.getByText('These rates are higher than what the upline holds or the limit allows.'),
    ).toBeVisible();
    await dialog.getByLabel('Rate (%) 2').fill('0.6');
    await shots(page, 'offer-dialog');
    await expectAccessible(page, 'offer dialog', 'dialog');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Offer sent to demoagent.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Hourly salary' });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Offered' });
    const offered = page
      .getByRole('table', { name: 'Agent contracts' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: PRODUCT, exact: true }) });
    await expect(offered).toContainText('demoagent');
    await expect(offered).toContainText('Platform');
    await expect(offered).toContainText('Offered');
    await expect(offered).toContainText('0.6 %');
  });
});
