import { expect, test, type Page } from '@playwright/test';
import { createOperator, expectAccessible, shot, signIn } from './support';

// Each test signs in (a CLI process, argon2, TOTP) and runs axe: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 20_000 };

/** The portal's game list of a category, as the portal reads it (the relay call the web app makes). */
const portalNodes = async (page: Page, gameType: string) => {
  const res = await page.request.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=100`, {
    headers: { 'X-Gateway-Version': '3', Device: 'web' },
  });
  const body = (await res.json()) as { value?: { games?: { nodeId: string }[] } };
  return (body.value?.games ?? []).map((g) => g.nodeId);
};

test(
  'a content operator disables a game, it leaves the portal list, and re-enables it',
  { tag: '@brand-wide' },
  async ({ page }) => {
    await signIn(page, createOperator('CONTENT'));
    await page.getByRole('link', { name: 'Game catalogue' }).click();
    await expect(page.getByRole('heading', { name: 'Game catalogue', level: 1 })).toBeVisible(slow);
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Category').selectOption('RNG');
    const grid = page.getByRole('table', { name: 'Game catalogue' });
    const firstSwitch = grid.getByRole('switch', { name: / enabled$/ }).first();
    await expect(firstSwitch).toBeChecked(slow);
    const label = (await firstSwitch.getAttribute('aria-label')) ?? '';
    const name = label.replace(/ enabled$/, '');
    await expectAccessible(page, 'games catalogue');
    await shot(page, 'games-catalogue');

    const before = await portalNodes(page, 'RNG');
    await firstSwitch.click();
    await expect(page.getByText(`${name} is disabled`)).toBeVisible(slow);
    await expect(grid.getByRole('switch', { name: label })).not.toBeChecked(slow);
    await expect.poll(async () => (await portalNodes(page, 'RNG')).length, slow).toBe(before.length - 1);

    await grid.getByRole('switch', { name: label }).click();
    await expect(page.getByText(`${name} is enabled`)).toBeVisible(slow);
    await expect.poll(async () => (await portalNodes(page, 'RNG')).length, slow).toBe(before.length);

    // The edit drawer: names per language, category and type, icon with preview.
    await grid.getByRole('button', { name: `Edit ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(drawer.getByLabel('Name (English)')).toHaveValue(name, slow);
    await expectAccessible(page, 'games edit drawer');
    await shot(page, 'games-edit-drawer');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
  },
);

test('a CSV import with one bad row reports it and imports nothing', async ({ page }) => {
  await signIn(page, createOperator('CONTENT'));
  await page.getByRole('link', { name: 'Game catalogue' }).click();
  await page.getByRole('button', { name: 'Import games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import games' });
  const csv = [
    'vendor,gameCode,gameType,name_EN,minBet',
    'SIM,e2e-import-ok,RNG,E2E import ok,1',
    'SIM,e2e-import-bad,NOPE,E2E import bad,1',
  ].join('\n');
  await dialog.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'games.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Nothing imported')).toBeVisible(slow);
  const errors = dialog.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row')).toHaveCount(2, slow);
  await expect(errors.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expectAccessible(page, 'games import dialog');
  await shot(page, 'games-import-report');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox').first().fill('E2E import ok');
  await expect(page.getByText('E2E import ok')).toHaveCount(0, slow);
});

test('an admin requests a vendor secret rotation, which waits for a second operator', async ({ page }) => {
  await signIn(page, createOperator('ADMIN'));
  await page.getByRole('link', { name: 'Vendors' }).click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible(slow);
  const rotate = page.getByRole('button', { name: /^Rotate the secret of / }).first();
  await expect(rotate).toBeVisible(slow);
  await expectAccessible(page, 'games vendors');
  await shot(page, 'games-vendors');
  await rotate.click();
  const dialog = page.getByRole('dialog', { name: /^Rotate the secret of / });
  await dialog.getByLabel('Reason').fill('e2e: yearly rotation');
  await dialog.getByRole('button', { name: 'Request rotation' }).click();
  await expect(page.getByText('Pending approval')).toBeVisible(slow);
  await expect(page.getByText(/waits for a second operator to approve it/)).toBeVisible(slow);
  await shot(page, 'games-vendors-pending');

  await page.getByRole('link', { name: 'Tables and rooms' }).click();
  await expect(page.getByRole('heading', { name: 'Live tables and PvP rooms', level: 1 })).toBeVisible(slow);
  await expect(page.getByText(/^Read at /)).toBeVisible(slow);
  await expectAccessible(page, 'games rooms');
  await shot(page, 'games-rooms');
});
