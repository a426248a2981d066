import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, gameVendors, games } from '../src/db/schema.js';
import { createSimulatorClient, injectTransport, newId } from '../src/dev/vendor-simulator/simulator-client.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember, fund, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

// The per-category betting records and the lottery bets, read from rounds that vendors played
// through the seamless API (launch → bet → win), beside rounds written directly for breadth.

let t: TestContext;
const SECRET = 'history-test-secret-0123456789abcdef';
/** Seamless test vendors: two sportsbooks (IMES is on the demo brand's e-sports list) and a lottery. */
const VENDORS = [
  { code: 'SBO', category: 'SPORTS', displayName: 'SBO Sports', accountTypeId: 301, game: 'sbo-book' },
  { code: 'IMES', category: 'SPORTS', displayName: 'IM Esports', accountTypeId: 302, game: 'imes-book' },
  { code: 'TLOT', category: 'LOTT', displayName: 'Test Lotto', accountTypeId: 303, game: 'vn-north' },
  { code: 'TLOT', category: 'ELOTT', displayName: 'Test Lotto', accountTypeId: 303, game: 'quick-3' },
] as const;
const clients = new Map<string, ReturnType<typeof createSimulatorClient>>();

type Q = Record<string, string | number | undefined>;
const qs = (q: Q) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const get = (path: string, q: Q, token?: string) =>
  t.app.inject({ method: 'GET', url: `${path}?${qs(q)}`, headers: token ? asMember(token) : wps });
const history = (category: string, q: Q, token?: string) => get(`/wps/relay/getPersonal${category}History`, q, token);
const lottery = (q: Q, token?: string) => get('/wps/relay/ODSFE2_lottMemBet', q, token);

type Row = { roundId: string; category: string; vendor: string; status: string; settleTime: number | null };

/** Launches a catalogue game for the member and plays one round; a null win leaves it open. */
const playRound = async (
  member: { token: string; id: number },
  vendor: (typeof VENDORS)[number],
  bet: string,
  win: string | null,
) => {
  const launch = await get(
    '/wps/game/launchGame',
    { nodeId: `${vendor.code}_${vendor.game}`, accountType: 1, language: 'EN' },
    member.token,
  );
  expect(launch.statusCode, launch.body).toBe(200);
  const token = new URL(launch.json().value.content.game_url, 'http://x').searchParams.get('token')!;
  const client = clients.get(vendor.code)!;
  const roundId = newId('r');
  const placed = await client.bet({
    token,
    playerId: String(member.id),
    transactionId: newId('b'),
    roundId,
    gameCode: vendor.game,
    amount: bet,
    currency: 'PHP',
  });
  expect(placed.ok, JSON.stringify(placed)).toBe(true);
  if (win !== null) {
    const paid = await client.win({
      playerId: String(member.id),
      transactionId: newId('w'),
      roundId,
      gameCode: vendor.game,
      amount: win,
      currency: 'PHP',
      endRound: true,
    });
    expect(paid.ok, JSON.stringify(paid)).toBe(true);
  }
  return roundId;
};

let op: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  op = await operatorToken(t);
  await t.database.db.insert(gameVendors).values(
    VENDORS.map((v, i) => ({
      merchantCode: TEST_MERCHANT,
      code: v.code,
      category: v.category,
      displayName: v.displayName,
      accountTypeId: v.accountTypeId,
      isGame: 'game',
      sort: 40 + i,
    })),
  );
  await t.database.db.insert(games).values(
    VENDORS.map((v) => ({
      merchantCode: TEST_MERCHANT,
      vendorCode: v.code,
      nodeId: `${v.code}_${v.game}`,
      gameId: `${v.code}-${v.game}`,
      gameCode: v.game,
      gameType: v.category,
      names: { EN: `${v.displayName} ${v.game}`, CN: `${v.game} 中文` },
    })),
  );
  for (const code of new Set(VENDORS.map((v) => v.code))) {
    await t.app.services.vendors.setIntegration({
      merchantCode: TEST_MERCHANT,
      vendorCode: code,
      adapter: 'seamless',
      secret: SECRET,
      launchUrl: `https://${code.toLowerCase()}.vendor.example/play`,
    });
    clients.set(
      code,
      createSimulatorClient({
        merchant: TEST_MERCHANT,
        vendor: code,
        secret: SECRET,
        transport: injectTransport(t.app),
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

const CATEGORIES = ['ELOTT', 'FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS'] as const;
const day = Date.parse('2026-10-01T00:00:00Z');
const window = () => ({ startTime: Date.now() - 3_600_000, endTime: Date.now() + 60_000 });

describe('GET /wps/relay/getPersonal{ELOTT,FISH,LIVE,PVP,RNG,SPORTS}History', () => {
  let member: { token: string; id: number; username: string };
  let played: { sbo: string; imes: string };
  beforeAll(async () => {
    member = await registerMember(t);
    await fund(t, op, member.username, 500);
    played = {
      sbo: await playRound(member, VENDORS[0], '20.00', '45.50'),
      imes: await playRound(member, VENDORS[1], '10.00', '0'),
    };
    // Rounds of the other categories, written as the vendor layer stores them, in October.
    const rows = (['RNG', 'RNG', 'FISH', 'LIVE', 'PVP', 'LOTT'] as const).map((category, i) => ({
      merchantCode: TEST_MERCHANT,
      memberId: member.id,
      vendorCode: { RNG: 'SIM', FISH: 'PGF', LIVE: 'PGL', PVP: 'PGP', LOTT: 'TLOT' }[category],
      gameCode: category === 'RNG' ? 'lucky-koi' : `game-${i}`,
      category,
      roundId: `ch-${i}`,
      betAmount: 1000n,
      validBet: 1000n,
      winAmount: i === 0 ? 2500n : 0n,
      status: i === 0 ? ('win' as const) : ('lose' as const),
      openedAt: new Date(day + i * 3_600_000),
      closedAt: new Date(day + i * 3_600_000 + 1000),
    }));
    await t.database.db.insert(betRounds).values(rows);
  });

  it('needs a session on every category', async () => {
    for (const c of CATEGORIES) {
      const res = await history(c, { startTime: day, endTime: day + 1 });
      expect(res.statusCode, c).toBe(401);
      expect(res.json().errorCode, c).toBe('CUSTOMER_NOT_LOGIN');
    }
  });

  it('refuses a reversed, over-long or missing window, bad vendor and paging', async () => {
    for (const c of CATEGORIES) {
      for (const q of [
        { startTime: day, endTime: day - 1 },
        { startTime: day, endTime: day + 94 * 86_400_000 },
        { endTime: day },
        { startTime: day, endTime: day + 1, vendor: 'a b' },
        { startTime: day, endTime: day + 1, page: 0 },
        { startTime: day, endTime: day + 1, size: 101 },
      ]) {
        const res = await history(c, q, member.token);
        expect(res.statusCode, `${c} ${JSON.stringify(q)}`).toBe(400);
        expect(res.json().errorCode).toBe('validation.failed');
      }
    }
  });

  it('answers sports rounds played through the seamless API, e-sports included, with totals', async () => {
    const v = (await history('SPORTS', { ...window(), language: 'CN' }, member.token)).json().value;
    expect(v).toMatchObject({ total: 2, totalPages: 1 });
    expect(v.list.map((r: Row) => r.roundId)).toEqual([played.imes, played.sbo]);
    expect(v.list[1]).toMatchObject({
      vendor: 'SBO',
      vendorName: 'SBO Sports',
      gameCode: 'sbo-book',
      gameName: 'sbo-book 中文',
      category: 'SPORTS',
      betAmount: 20,
      validBet: 20,
      winAmount: 45.5,
      profit: 25.5,
      status: 'win',
      trial: false,
    });
    expect(v.list[0]).toMatchObject({ vendor: 'IMES', category: 'SPORTS', winAmount: 0, profit: -10, status: 'lose' });
    expect(v.footer).toEqual({ betAmount: 30, validBet: 30, winAmount: 45.5, profit: 15.5 });
    // The vendor filter narrows within the category.
    const imes = (await history('SPORTS', { ...window(), vendor: 'IMES' }, member.token)).json().value;
    expect(imes.list.map((r: Row) => r.roundId)).toEqual([played.imes]);
    // The betting record's ESPORTS lane is the e-sports vendors' part of it.
    const lane = (
      await get('/wps/relay/ODSFE2_getPersonalHistory', { ...window(), category: 'ESPORTS' }, member.token)
    ).json().value;
    expect(lane.list.map((r: Row) => r.roundId)).toEqual([played.imes]);
  });

  it('answers each category its own rounds only', async () => {
    const oct = { startTime: day, endTime: day + 86_400_000 };
    const ids = async (c: string) =>
      (await history(c, oct, member.token)).json().value.list.map((r: Row) => `${r.category}:${r.roundId}`);
    expect(await ids('RNG')).toEqual(['RNG:ch-1', 'RNG:ch-0']);
    expect(await ids('FISH')).toEqual(['FISH:ch-2']);
    expect(await ids('LIVE')).toEqual(['LIVE:ch-3']);
    expect(await ids('PVP')).toEqual(['PVP:ch-4']);
    // There is no LOTT history call (PERSONAL_HISTORY_CATEGORIES); ELOTT does not show LOTT's rounds.
    expect(await ids('ELOTT')).toEqual([]);
    expect(await ids('SPORTS')).toEqual([]);
    const rng = (await history('RNG', oct, member.token)).json().value;
    expect(rng.footer).toEqual({ betAmount: 20, validBet: 20, winAmount: 25, profit: 5 });
  });

  it('pages 13 by default, with totalPages = ceil(total / size), and shows nobody else’s rounds', async () => {
    const other = await registerMember(t);
    const rows = Array.from({ length: 15 }, (_, i) => ({
      merchantCode: TEST_MERCHANT,
      memberId: other.id,
      vendorCode: 'PGL',
      gameCode: 'baccarat-a',
      category: 'LIVE',
      roundId: `pl-${i}`,
      betAmount: 500n,
      validBet: 500n,
      status: 'lose' as const,
      openedAt: new Date(day + i * 60_000),
      closedAt: new Date(day + i * 60_000 + 1000),
    }));
    await t.database.db.insert(betRounds).values(rows);
    const oct = { startTime: day, endTime: day + 86_400_000 };
    const p1 = (await history('LIVE', oct, other.token)).json().value;
    expect(p1).toMatchObject({ total: 15, totalPages: 2 });
    expect(p1.list).toHaveLength(13);
    expect(p1.list[0].roundId).toBe('pl-14');
    expect(p1.footer).toEqual({ betAmount: 75, validBet: 75, winAmount: 0, profit: -75 });
    const p2 = (await history('LIVE', { ...oct, page: 2 }, other.token)).json().value;
    expect(p2.list.map((r: Row) => r.roundId)).toEqual(['pl-1', 'pl-0']);
    const small = (await history('LIVE', { ...oct, size: 4, page: 4 }, other.token)).json().value;
    expect(small).toMatchObject({ total: 15, totalPages: 4 });
    expect(small.list.map((r: Row) => r.roundId)).toEqual(['pl-2', 'pl-1', 'pl-0']);
    expect((await history('LIVE', { ...oct, page: 3 }, other.token)).json().value.list).toEqual([]);
    expect((await history('RNG', oct, other.token)).json().value.total).toBe(0);
    expect((await history('LIVE', window(), member.token)).json().value.total).toBe(0);
  });
});

describe('GET /wps/relay/ODSFE2_lottMemBet', () => {
  let member: { token: string; id: number; username: string };
  let rounds: { won: string; lost: string; open: string; elott: string };
  beforeAll(async () => {
    member = await registerMember(t);
    await fund(t, op, member.username, 300);
    rounds = {
      won: await playRound(member, VENDORS[2], '5.00', '90.00'),
      lost: await playRound(member, VENDORS[2], '7.50', '0'),
      // Bet, no draw yet.
      open: await playRound(member, VENDORS[2], '12.25', null),
      elott: await playRound(member, VENDORS[3], '3.00', '6.00'),
    };
    await playRound(member, VENDORS[0], '1.00', '0');
  });

  it('needs a session', async () => {
    expect((await lottery({ startTime: day, endTime: day + 1 })).statusCode).toBe(401);
  });

  it('refuses a bad category, state, game code, window or paging', async () => {
    for (const q of [
      { category: 'RNG' },
      { category: 'SPORTS' },
      { state: 'pending' },
      { gameCode: 'a b' },
      { gameCode: 'x'.repeat(65) },
      { vendor: 'TL-OT' },
      { endTime: 0 },
      { page: 0 },
      { size: 0 },
    ]) {
      const res = await lottery({ ...window(), ...q }, member.token);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    expect((await lottery({ startTime: day, endTime: day + 94 * 86_400_000 }, member.token)).statusCode).toBe(400);
  });

  it('lists LOTT and ELOTT bets newest first, open ones without a settle time, with totals', async () => {
    const v = (await lottery(window(), member.token)).json().value;
    expect(v).toMatchObject({ total: 4, totalPages: 1, pageNum: 1 });
    expect(v.list.map((r: Row) => r.roundId)).toEqual([rounds.elott, rounds.open, rounds.lost, rounds.won]);
    expect(v.list[1]).toMatchObject({
      vendor: 'TLOT',
      vendorName: 'Test Lotto',
      gameCode: 'vn-north',
      gameName: 'Test Lotto vn-north',
      category: 'LOTT',
      nodeId: 'TLOT_vn-north',
      betAmount: 12.25,
      status: 'initial',
      settleTime: null,
    });
    expect(v.list[3]).toMatchObject({ status: 'win', winAmount: 90, profit: 85 });
    expect(v.list[3].settleTime).toBeGreaterThanOrEqual(v.list[3].betTime);
    // Profit counts drawn bets only: (90 − 5) + (0 − 7.5) + (6 − 3); the open stake is apart.
    expect(v.footer).toEqual({
      betAmount: 27.75,
      validBet: 27.75,
      winAmount: 96,
      profit: 80.5,
      openBetAmount: 12.25,
    });
  });

  it('filters by category, state, game code and vendor, and pages', async () => {
    const ids = async (q: Q) =>
      (await lottery({ ...window(), ...q }, member.token)).json().value.list.map((r: Row) => r.roundId);
    expect(await ids({ category: 'ELOTT' })).toEqual([rounds.elott]);
    expect(await ids({ category: 'LOTT' })).toEqual([rounds.open, rounds.lost, rounds.won]);
    expect(await ids({ state: 'open' })).toEqual([rounds.open]);
    expect(await ids({ state: 'settled', category: 'LOTT' })).toEqual([rounds.lost, rounds.won]);
    expect(await ids({ gameCode: 'quick-3' })).toEqual([rounds.elott]);
    expect(await ids({ vendor: 'SBO' })).toEqual([]);
    const open = (await lottery({ ...window(), state: 'open' }, member.token)).json().value;
    expect(open.footer).toEqual({ betAmount: 12.25, validBet: 12.25, winAmount: 0, profit: 0, openBetAmount: 12.25 });
    const page2 = (await lottery({ ...window(), size: 3, page: 2 }, member.token)).json().value;
    expect(page2).toMatchObject({ total: 4, totalPages: 2, pageNum: 2 });
    expect(page2.list.map((r: Row) => r.roundId)).toEqual([rounds.won]);
    const other = await registerMember(t);
    expect((await lottery(window(), other.token)).json().value).toMatchObject({ total: 0, list: [] });
  });
});

describe('GET /wps/relay/GCSGAME_gameVendor maintenance', () => {
  it('shows a current or coming window on the vendor card, and none once it is over', async () => {
    const lanes = async () =>
      (await get('/wps/relay/GCSGAME_gameVendor', {})).json().value.data.lanes as {
        title: string;
        cards: { accountTypeName: string; maintenance?: { maintainTime: number; endTime: number | null } }[];
      }[];
    const card = async (title: string, code: string) =>
      (await lanes()).find((l) => l.title === title)?.cards.find((c) => c.accountTypeName === code);
    expect((await card('SPORTS', 'SBO'))?.maintenance).toBeUndefined();
    const from = new Date(Date.now() - 60_000);
    const to = new Date(Date.now() + 3_600_000);
    const set = (maintenanceFrom: Date | null, maintenanceTo: Date | null) =>
      t.app.services.vendors.setIntegration({
        merchantCode: TEST_MERCHANT,
        vendorCode: 'SBO',
        adapter: 'seamless',
        secret: SECRET,
        launchUrl: 'https://sbo.vendor.example/play',
        maintenanceFrom,
        maintenanceTo,
      });
    await set(from, to);
    expect((await card('SPORTS', 'SBO'))?.maintenance).toEqual({ maintainTime: from.getTime(), endTime: to.getTime() });
    // The e-sports lane's vendor is not affected.
    expect((await card('ESPORTS', 'IMES'))?.maintenance).toBeUndefined();
    await set(from, null);
    expect((await card('SPORTS', 'SBO'))?.maintenance).toEqual({ maintainTime: from.getTime(), endTime: null });
    await set(new Date(Date.now() - 7_200_000), new Date(Date.now() - 3_600_000));
    expect((await card('SPORTS', 'SBO'))?.maintenance).toBeUndefined();
    await set(null, null);
  });
});
