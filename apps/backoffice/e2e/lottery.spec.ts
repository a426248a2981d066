import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { type LotteryAdminVendor, startLotteryAdminVendor } from '../../server/test/helpers/lottery-admin-vendor';
import { createOperator, type E2eOperator, ops, signIn } from './support';

// The back office's Lottery pages against a lottery vendor's operations API. The vendor here is the contract
// double of the platform's API test (apps/server/test/helpers/lottery-admin-vendor.ts: it checks every
// signature and body), registered from a manifest with the ops CLI like any vendor, with a regional draw of
// today that is closed and waiting for its result. Registering a vendor changes the brand's catalogue, so the
// spec runs alone (@brand-wide).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const SHOTS = 'test-results/lottery-shots';
const SECRET = 'e2e-lottery-admin-secret-0123456789abcdef';
const VENDOR = 'LBOE2E';
const today = new Date().toISOString().slice(0, 10);
const numero = today.replaceAll('-', '');
const RESULT = { DB: ['12345'], G1: ['54321'], G7: ['01', '23', '45', '67'] };

let vendor: LotteryAdminVendor;

test.beforeAll(async () => {
  vendor = await startLotteryAdminVendor(SECRET, today);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-e2e-')), 'manifest.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      code: VENDOR,
      displayName: 'E2E Lottery',
      adapter: 'seamless',
      launchUrl: 'https://lottery.example/play',
      lotteryAdminUrl: vendor.base,
      categories: ['LOTT'],
      games: [],
    }),
  );
  ops('vendor:register', file, '--secret', SECRET);
});
test.afterAll(async () => {
  // Every call the platform made was signed as the contract says.
  expect(vendor.badSignatures).toBe(0);
  await vendor.close();
});

const open = async (page: Page, link: string, heading: string) => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  const picker = page.getByLabel('Lottery vendor');
  if ((await picker.inputValue()) !== VENDOR) await picker.selectOption(VENDOR);
};
const newPage = async (browser: Browser, operator: E2eOperator) => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, operator);
  return page;
};
/** A screenshot in the light theme and in the dark one (the topbar's toggle), then back to light. */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png` });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
};
const openDraw = async (page: Page) => {
  await open(page, 'Draws', 'Draws');
  await page.getByRole('link', { name: `Open draw Xổ số Miền Bắc ${numero}` }).click();
  await expect(page.getByRole('heading', { name: `Xổ số Miền Bắc · ${numero}`, level: 1 })).toBeVisible();
};

test.describe('lottery back office', { tag: '@brand-wide' }, () => {
  test('liability of the open draw, refreshed; a role without lottery sees no Lottery menu', async ({ browser }) => {
    const risk = await newPage(browser, createOperator('RISK'));
    await open(risk, 'Liability', 'Liability');
    await expect(risk.getByLabel('Open draw')).toHaveValue(`MB/${numero}`);
    const row = risk.getByRole('row').filter({ hasText: '68' });
    await expect(row.getByText('Sold out')).toBeVisible();
    await expect(row.getByRole('cell', { name: '100 %' })).toBeVisible();
    await shots(risk, 'liability');
    // The page reads again every 10 seconds.
    const before = vendor.calls.filter((c) => c.path.startsWith('/liability')).length;
    await expect
      .poll(() => vendor.calls.filter((c) => c.path.startsWith('/liability')).length, { timeout: 15_000 })
      .toBeGreaterThan(before);
    // RISK reads but does not enter results.
    await openDraw(risk);
    await expect(risk.getByRole('button', { name: 'Submit the result' })).toHaveCount(0);

    const support = await newPage(browser, createOperator('SUPPORT'));
    await expect(
      support.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Draws' }),
    ).toHaveCount(0);
  });

  test('operator A enters a regional result, A cannot confirm it, operator B confirms: the draw is settled', async ({
    browser,
  }) => {
    const a = await newPage(browser, createOperator('FINANCE'));
    await open(a, 'Draws', 'Draws');
    const drawRow = a.getByRole('row').filter({ hasText: numero });
    await expect(drawRow.getByText('Closed')).toBeVisible();
    await shots(a, 'draws');
    await a.getByRole('link', { name: `Open draw Xổ số Miền Bắc ${numero}` }).click();
    await expect(a.getByRole('heading', { name: `Xổ số Miền Bắc · ${numero}`, level: 1 })).toBeVisible();
    // A number without its prize's digits is refused on the page.
    await a.getByLabel('Miền Bắc DB number 1').fill('1234');
    await a.getByRole('button', { name: 'Submit the result' }).click();
    await expect(a.getByText('Each DB number has exactly 5 digits.')).toBeVisible();
    await shots(a, 'draw-entry');
    await a.getByLabel('Miền Bắc DB number 1').fill(RESULT.DB[0]!);
    await a.getByLabel('Miền Bắc G1 number 1').fill(RESULT.G1[0]!);
    for (const [i, n] of RESULT.G7.entries()) await a.getByLabel(`Miền Bắc G7 number ${i + 1}`).fill(n);
    await a.getByRole('button', { name: 'Submit the result' }).click();
    await expect(a.getByText('Result sent. Another operator must confirm it.')).toBeVisible();
    const confirmA = a.getByRole('button', { name: 'Confirm the result' });
    await expect(confirmA).toBeDisabled();
    await expect(a.getByText('You entered this result: another operator must confirm it.')).toBeVisible();
    await shots(a, 'draw-awaiting');

    const b = await newPage(browser, createOperator('FINANCE'));
    await openDraw(b);
    await expect(b.getByText('Awaiting confirmation').first()).toBeVisible();
    // B previews an import with a wrong number first: refused before anything is sent.
    await b.getByRole('button', { name: 'Import a file' }).click();
    await b
      .getByLabel('Or paste it here')
      .fill('station,prize,number\nMB,DB,12345\nMB,G1,54321\nMB,G7,01\nMB,G7,23\nMB,G7,45\nMB,G7,6');
    await b.getByRole('button', { name: 'Preview' }).click();
    await expect(b.getByText('MB G7: 6 does not have 2 digits.')).toBeVisible();
    await shots(b, 'draw-import');
    await b.getByRole('button', { name: 'Confirm the result' }).click();
    await b.getByRole('dialog').getByRole('button', { name: 'Confirm the result' }).click();
    await expect(b.getByText('Result confirmed.')).toBeVisible();
    await expect(b.getByLabel('Draw summary').getByText('Settled')).toBeVisible();
    await expect(b.getByRole('table', { name: 'Result · Miền Bắc (MB)' })).toContainText('12345');
    await expect(b.getByRole('table', { name: 'History' })).toContainText('Result confirmed');
    await shots(b, 'draw-settled');
    expect(vendor.calls.find((c) => c.path.endsWith('/confirm'))?.body).toMatchObject({ operator: expect.any(String) });
  });

  test('odds: an RTP outside 90–97 % is refused with the vendor’s reason; a valid payout is saved', async ({
    browser,
  }) => {
    const admin = await newPage(browser, createOperator('ADMIN'));
    await open(admin, 'Odds & limits', 'Odds & limits');
    const payout = admin.getByLabel('Payout of Đề (de)');
    await expect(payout).toHaveValue('95');
    await payout.fill('99');
    const row = admin.getByRole('row').filter({ has: payout });
    await expect(row.getByText('99.00 %')).toBeVisible();
    await admin.getByRole('button', { name: 'Save Đề (de)' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'RTP 99.00 % is outside 90–97 %.' })).toBeVisible();
    await shots(admin, 'odds-refused');
    await payout.fill('96');
    await admin.getByRole('button', { name: 'Save Đề (de)' }).click();
    await expect(admin.getByText('Đề (de) saved.')).toBeVisible();
    await expect(row.getByText('96.00 %')).toBeVisible();
  });

  test('reports: rows per game and bet type, the total, and the CSV', async ({ browser }) => {
    const risk = await newPage(browser, createOperator('RISK'));
    await open(risk, 'Lottery report', 'Lottery report');
    const table = risk.getByRole('table', { name: 'Lottery report' });
    await expect(table.getByRole('row').filter({ hasText: 'Lô 2 số' })).toContainText('54.20');
    await expect(table.getByRole('row').filter({ hasText: 'Total' })).toContainText('84.30');
    await shots(risk, 'report');
    const download = risk.waitForEvent('download');
    await risk.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lottery-report-LBOE2E-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('MB,Xổ số Miền Bắc,lo2,Lô 2 số,2,54.20,0.00,54.20');
  });
});
