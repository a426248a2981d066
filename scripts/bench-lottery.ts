// The studio lottery on PostgreSQL (prints figures, asserts nothing; target in docs/lottery.md: ≥ 2,000 tickets/s):
//   N tickets bought on one fast draw through the purchase path (ticket, exposure upsert under the cap and the
//   bet call in one transaction, then the bet answered and the ticket opened), then the draw settled (each
//   ticket's outcome and win call in one transaction, then the win sent). The platform is an in-process fake
//   that answers at once, so the figures are the studio's and its database's. TEST_DATABASE_URL; a database of
//   its own, dropped after. LOTTERY_BENCH_TICKETS (default 10,000) and LOTTERY_BENCH_CONCURRENCY (default 32).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { lotteryGame, periodOnSale } from '../apps/studio/src/lottery/index.js';
import { loadStudioConfig } from '../apps/studio/src/server/config.js';
import { openStudioDatabase } from '../apps/studio/src/server/db/client.js';
import { players, sessions } from '../apps/studio/src/server/db/schema.js';
import { createLotteryService } from '../apps/studio/src/server/modules/lottery/lottery.service.js';
import type { PlatformClient } from '../apps/studio/src/server/modules/platform/platform-client.js';
import type { StudioSession } from '../apps/studio/src/server/modules/sessions/sessions.service.js';

const GAME = 'ELOTT5';
const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
const PLAYERS = 200;

/** A platform that takes every wallet call at once (the platform's own rates are benched by bench-vendors). */
const instantPlatform = {
  authenticate: async () => ({ kind: 'unknown', error: 'not in this bench' }),
  balance: async () => ({ kind: 'unknown', error: 'not in this bench' }),
  wallet: async (_call: string, body: Record<string, unknown>) => ({
    kind: 'ok',
    value: { balance: 1_000_000, currency: 'VND', transactionId: String(body.transactionId) },
  }),
} as unknown as PlatformClient;

export const benchLottery = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('lottery tickets/s: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const total = Number(process.env.LOTTERY_BENCH_TICKETS ?? 10_000);
  const concurrency = Number(process.env.LOTTERY_BENCH_CONCURRENCY ?? 32);
  const name = `studio_lottery_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openStudioDatabase({ databaseUrl: url.toString() });
  try {
    const db = database.db;
    const config = loadStudioConfig(
      {},
      {
        STUDIO_SECRET: 'bench-secret-0123456789-abcdefghijkl',
        LOG_LEVEL: 'silent',
        LOTTERY_ENABLED: true,
        // Caps out of the way: the bench measures the path, not refusals.
        LOTTERY_NUMBER_CAP_MINOR: 1_000_000_000_000n,
      },
    );
    // Early in a 5-minute period, so every purchase of the run falls in the same draw.
    let clock = Math.ceil(Date.now() / 300_000) * 300_000 + 5_000;
    const lottery = createLotteryService(db, { platform: instantPlatform, config, now: () => clock });
    const period = periodOnSale(lotteryGame(GAME), clock);

    const playerRows = await db
      .insert(players)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => ({
          platformPlayerId: `bench-${i}`,
          nickname: `bench${i}`,
          currency: 'VND',
          trial: false,
        })),
      )
      .returning();
    const sessionRows = await db
      .insert(sessions)
      .values(
        playerRows.map((p) => ({
          tokenHash: `bench-${p.id}`,
          playerId: p.id,
          game: GAME,
          launchToken: `launch-${p.id}`,
          language: 'EN',
          lobbyUrl: 'http://bench.test',
          expiresAt: new Date(Date.now() + 3_600_000),
        })),
      )
      .returning();
    const studioSessions: StudioSession[] = sessionRows.map((s, i) => ({ session: s, player: playerRows[i]! }));

    // Warm the pool and the period row.
    await lottery.generate(clock);
    let next = 0;
    let refused = 0;
    const worker = async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const betType = i % 5 === 0 ? 'de' : 'lo2';
        const numbers = [String(i % 100).padStart(2, '0'), String((i * 7 + 3) % 100).padStart(2, '0')];
        await lottery
          .purchase(studioSessions[i % PLAYERS]!, { gameCode: GAME, betType, numbers, points: 1 + (i % 3) })
          .catch(() => {
            refused += 1;
          });
      }
    };
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const buySeconds = (performance.now() - t0) / 1000;
    const buyCpu = cpuSeconds(process.cpuUsage(cpu0));
    const sold = total - refused;
    console.log(
      `lottery purchase on PostgreSQL: ${sold} tickets on one draw in ${buySeconds.toFixed(2)} s = ` +
        `${(sold / buySeconds).toFixed(0)} tickets/s (${concurrency} in flight; ${refused} refused; ` +
        `this process used ${buyCpu.toFixed(1)} s of CPU)   target ≥ 2,000`,
    );

    clock = period.drawAt;
    await lottery.drawDue(clock);
    const t1 = performance.now();
    const cpu1 = process.cpuUsage();
    await lottery.settlePeriod(GAME, period.periodId);
    const settleSeconds = (performance.now() - t1) / 1000;
    const settleCpu = cpuSeconds(process.cpuUsage(cpu1));
    const settled = (await lottery.period(GAME, period.periodId)).status;
    console.log(
      `lottery settlement on PostgreSQL: ${sold} tickets in ${settleSeconds.toFixed(2)} s = ` +
        `${(sold / settleSeconds).toFixed(0)} tickets/s (draw ${settled}; this process used ${settleCpu.toFixed(1)} s of CPU)   target ≥ 2,000`,
    );
  } finally {
    await database.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
};

// Run alone: node --import tsx scripts/bench-lottery.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchLottery();
