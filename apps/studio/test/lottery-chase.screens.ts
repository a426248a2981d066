// Screenshots of the chase panel and the chases list (1366×900, light and dark) on a real studio and platform
// (in-process, PGlite), the built game pages (npm run build -w @pagoda/studio first) and Debian's Chromium.
// Run: node --import tsx apps/studio/test/lottery-chase.screens.ts [outDir]
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { fastDrawResult, lotteryGame, periodOnSale, STRUCTURES } from '../src/lottery';
import { createWorld, launchPlayer } from './helpers';

const out = path.resolve(process.argv[2] ?? '/tmp/lchase-shots');
const dist = path.resolve(import.meta.dirname, '../dist');

const w = await createWorld({
  LOTTERY_ENABLED: true,
  LOTTERY_TICK_MS: 3_600_000,
  RATE_LIMIT_PER_MINUTE: 100_000,
  STUDIO_WEB_DIST: dist,
});
const base = await w.studio.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

try {
  for (const scheme of ['dark', 'light'] as const) {
    const member = await launchPlayer(w, 'ELOTT1', 100_000);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, colorScheme: scheme });
    await page.goto(`${base}/play?token=${member.launchToken}&game=ELOTT1&lang=vi`);
    await page.getByRole('group', { name: /Kiểu cược|Bet types/ }).waitFor();
    // The session the page opened (the studio's node types carry no DOM: the page's storage is read by name).
    const session = await page.evaluate('sessionStorage.getItem("pagoda-studio-session")');
    const api = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      w.studio.inject({
        method,
        url,
        headers: { authorization: `Bearer ${String(session)}` },
        ...(payload ? { payload } : {}),
      });

    // A chase that wins its first draw (the number read from the committed seed) and stops: the runner draws it.
    const game = lotteryGame('ELOTT1');
    const first = periodOnSale(game, Date.now());
    await w.studio.lottery.generate();
    const seed = (
      (await w.studioDb.db.execute(
        sql`select server_seed from lottery_periods where game_code = 'ELOTT1' and period_id = ${first.periodId}`,
      )) as unknown as { rows: { server_seed: string }[] }
    ).rows[0]!.server_seed;
    const table = fastDrawResult(STRUCTURES.MB27, seed, 'ELOTT1', first.periodId).tables.ELOTT1!;
    const hit = table.G7![0]!.slice(-2);
    const chase = (payload: Record<string, unknown>) =>
      api('POST', '/api/lottery/chases', { gameCode: 'ELOTT1', betType: 'lo2', points: 1, ...payload });
    await chase({ numbers: [hit], periods: 5, stopOnWin: true });
    const cancelled = (await chase({ numbers: ['07', '70'], periods: 3, stopOnWin: false })).json().value.chase;
    await api('DELETE', `/api/lottery/chases/${cancelled.chaseId}`);
    // The runner steps at the draw, on the wall clock (the page buys on it too).
    await new Promise((r) => setTimeout(r, Math.max(0, first.drawAt - Date.now()) + 500));
    await w.studio.lotteryRunner.step();

    // The slip with a chase: two numbers, 10 draws, doubling, stop-on-win.
    await page.reload();
    await page.getByRole('group', { name: /Kiểu cược|Bet types/ }).waitFor();
    const grid = page.getByRole('group', { name: /Bảng số|grid/i });
    await grid.getByRole('button', { name: '27', exact: true }).click();
    await grid.getByRole('button', { name: '68', exact: true }).click();
    await page.getByLabel('Nuôi các số này qua nhiều kỳ').check();
    await page.getByLabel('Số kỳ').fill('10');
    await page.getByLabel(/Gấp thếp/).check();
    await page.getByRole('button', { name: /^Nuôi 10 kỳ$/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(out, `chase-panel-${scheme}.png`) });
    // Placed from the page: the chase list then shows it running beside the stopped and cancelled ones.
    await page.getByRole('button', { name: /^Nuôi 10 kỳ$/ }).click();
    await page.getByText(/Đã đặt nuôi 10 kỳ/).waitFor();
    await page.getByRole('button', { name: 'Vé của tôi' }).click();
    await page.getByRole('button', { name: 'Nuôi số', exact: true }).click();
    await page.locator('.lot-chases').waitFor();
    await page.screenshot({ path: path.join(out, `chases-list-${scheme}.png`) });
    // Cancel from the page: the running chase's remaining draws are refunded.
    await page.getByRole('button', { name: 'Hủy các kỳ còn lại' }).click();
    await page.getByText('Đã hủy và hoàn tiền các kỳ còn lại.').waitFor();
    await page.close();
  }
  console.log(`screens in ${out}`);
} finally {
  await browser.close();
  await w.close();
}
