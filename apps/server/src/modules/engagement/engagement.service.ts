import {
  ErrorCode,
  MemberType,
  minorToNumber,
  MONEY_MISSION_METRICS,
  parseMinor,
  type MissionState,
  type OperationParsedBody,
  type operatorCreateRaffle,
  type operatorSaveLeaderboard,
  type operatorSaveMission,
  type operatorSaveRainSchedule,
  type RainState,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import type { DepositPaidEvent } from '../rewards/domain-hooks.js';
import type { RewardsService } from '../rewards/rewards.service.js';
import {
  maskAccount,
  metricValue,
  presentOperatorBoard,
  presentOperatorMission,
  presentOperatorRaffle,
  presentOperatorSchedule,
  prizesOf,
  raffleState,
  scoreValue,
  titleIn,
  wageringOf,
} from './engagement.presenter.js';
import {
  engagementRepository as repo,
  type MissionRow,
  type RaffleRow,
  type RainRow,
  type RainScheduleRow,
} from './engagement.repository.js';
import { splitBudget, splitProblem } from './envelope-split.js';
import { periodOf, previousPeriod } from './periods.js';
import {
  drawWinners,
  newServerSeed,
  sha256Hex,
  ticketListHash,
  ticketListText,
  type TicketEntry,
} from './raffle-draw.js';

export type Actor = { actor: string; ip: string };

/**
 * Credits a reward-centre item at once (the bonus engine's claim), inside the caller's transaction.
 * Missing until the bonus engine is composed: items then stay claimable in the reward centre.
 */
export type ClaimItem = (tx: DbOrTx, memberId: number, itemId: number) => Promise<void>;

export type EngagementDeps = {
  rewards: Pick<RewardsService, 'offer' | 'notify'>;
  audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
  /** The brand's time zone (missions and leaderboards count calendar days and weeks in it). */
  timeZoneOf: (merchantCode: string) => Promise<string>;
  claimItem?: ClaimItem | undefined;
  now?: () => Date;
};

const MINUTE = 60_000;
const LEADERBOARD_SIZE = 20;

/** The occurrence of a schedule running at `now` (null: none), and the next start after `now`. */
export const occurrences = (s: Pick<RainScheduleRow, 'startAt' | 'everyMinutes' | 'durationMinutes'>, now: Date) => {
  const start = s.startAt.getTime();
  const dur = s.durationMinutes * MINUTE;
  const t = now.getTime();
  if (s.everyMinutes <= 0) {
    return {
      active: t >= start && t < start + dur ? new Date(start) : null,
      next: t < start ? new Date(start) : null,
    };
  }
  const every = s.everyMinutes * MINUTE;
  if (t < start) return { active: null, next: new Date(start) };
  const k = Math.floor((t - start) / every);
  const current = start + k * every;
  return { active: t < current + dur ? new Date(current) : null, next: new Date(current + every) };
};

const missionKey = (missionId: number, memberId: number, periodKey: string) =>
  `mission:${missionId}:${memberId}:${periodKey}`;

/** A count target ('3' or '3.00') or a money target, as stored (count, or minor units). */
const targetOf = (metric: MissionRow['metric'], text: string) => {
  const minor = parseMinor(text)!;
  if (MONEY_MISSION_METRICS.includes(metric)) return minor;
  if (minor % 100n !== 0n)
    throw new AppError(ErrorCode.ValidationFailed, 'target: a whole number of rounds or deposits');
  return minor / 100n;
};

const x100 = (wagering: number) => Math.round(wagering * 100);
const money = (text: string) => parseMinor(text)!;

export type EngagementService = ReturnType<typeof createEngagementService>;

/**
 * Missions, leaderboards, red-envelope rains and raffles. Progress and standings are always read
 * from the records; everything a member wins is offered to the reward centre under a key, so a
 * repeated job or a double click offers nothing twice.
 */
export const createEngagementService = (db: Db, deps: EngagementDeps) => {
  const now = deps.now ?? (() => new Date());
  const { rewards, audit } = deps;

  /** Offers and, when the bonus engine is there, credits at once: the caller's transaction. */
  const offerAndClaim = async (
    tx: DbOrTx,
    offer: Parameters<RewardsService['offer']>[1],
    claimNow: boolean,
  ): Promise<{ itemId: number; credited: boolean; alreadyClaimed: boolean }> => {
    const { item } = await rewards.offer(tx, offer);
    if (item.status !== 'CLAIMABLE') return { itemId: item.id, credited: false, alreadyClaimed: true };
    if (claimNow && deps.claimItem) {
      await deps.claimItem(tx, offer.memberId, item.id);
      return { itemId: item.id, credited: true, alreadyClaimed: false };
    }
    return { itemId: item.id, credited: false, alreadyClaimed: false };
  };

  // ---------------------------------------------------------------- red envelopes

  /** Creates a rain and splits its budget into envelopes, once per occurrence (null: it existed). */
  const createRain = async (tx: DbOrTx, s: RainScheduleRow, startsAt: Date, endsAt: Date) => {
    const rain = await repo.insertRain(tx, {
      merchantCode: s.merchantCode,
      scheduleId: s.id,
      startsAt,
      endsAt,
      budget: s.budget,
      envelopeCount: s.envelopeCount,
    });
    if (!rain) return null;
    await repo.insertEnvelopes(
      tx,
      rain.id,
      splitBudget({ budget: s.budget, count: s.envelopeCount, min: s.minAmount, max: s.maxAmount }),
    );
    return rain;
  };

  /** The job: every schedule whose occurrence is running gets its rain (idempotent per occurrence). */
  const startDueRains = async () => {
    const at = now();
    let started = 0;
    for (const s of await repo.enabledSchedules(db)) {
      const { active } = occurrences(s, at);
      if (!active) continue;
      const rain = await db.transaction((tx) =>
        createRain(tx, s, active, new Date(active.getTime() + s.durationMinutes * MINUTE)),
      );
      if (rain) started++;
    }
    return started;
  };

  const eligibility = async (tx: DbOrTx, s: RainScheduleRow, memberId: number) => {
    const m = await repo.memberProfile(tx, memberId);
    if (!m || m.type === MemberType.Trial) return false;
    if (s.vipLevels && s.vipLevels.length > 0 && !s.vipLevels.includes(m.rankLevel)) return false;
    if (s.mustHaveDeposited && !(await repo.hasPaidDeposit(tx, memberId))) return false;
    return true;
  };

  const rainStatus = async (merchantCode: string, memberId: number, language: string) => {
    const at = now();
    const schedules = await repo.schedules(db, merchantCode);
    const byId = new Map(schedules.map((s) => [s.id, s]));
    const base = { now: at.getTime(), remainingForMe: 0, envelopesLeft: 0, eligible: false, opened: [] as number[] };
    const activeView = async (rain: RainRow, s: RainScheduleRow) => {
      const opened = await repo.openedBy(db, rain.id, memberId);
      const left = await repo.envelopesLeft(db, rain.id);
      const eligible = await eligibility(db, s, memberId);
      return {
        ...base,
        state: 'ACTIVE' as RainState,
        rainId: rain.id as number | null,
        title: titleIn(s.title, language),
        startsAt: rain.startsAt.getTime() as number | null,
        endsAt: rain.endsAt.getTime() as number | null,
        envelopesLeft: left,
        eligible,
        remainingForMe: eligible && left > 0 ? Math.max(0, s.perMemberCap - opened.length) : 0,
        opened: opened.map((o) => minorToNumber(o.amount)),
      };
    };
    // Several rains may overlap: the member sees the first one still open to them, else the first.
    let shown: Awaited<ReturnType<typeof activeView>> | null = null;
    for (const rain of await repo.activeRains(db, merchantCode, at)) {
      const s = byId.get(rain.scheduleId);
      if (!s) continue;
      const view = await activeView(rain, s);
      if (view.remainingForMe > 0) return view;
      shown ??= view;
    }
    if (shown) return shown;
    let next: { s: RainScheduleRow; at: Date } | null = null;
    for (const s of schedules) {
      if (!s.enabled) continue;
      const o = occurrences(s, at);
      // A running occurrence whose rain the job has not created yet counts as starting now.
      const when = o.active ?? o.next;
      if (when && (!next || when < next.at)) next = { s, at: when };
    }
    if (!next) return { ...base, state: 'NONE' as RainState, rainId: null, title: '', startsAt: null, endsAt: null };
    return {
      ...base,
      state: 'UPCOMING' as RainState,
      rainId: null,
      title: titleIn(next.s.title, language),
      startsAt: next.at.getTime(),
      endsAt: next.at.getTime() + next.s.durationMinutes * MINUTE,
    };
  };

  /**
   * Opens one envelope: in one transaction the member's claims in this rain are serialised (an
   * advisory lock, and the unique (rain, member, slot) index behind it), one free envelope is taken
   * with SKIP LOCKED, offered to the reward centre and credited.
   */
  const claimEnvelope = async (merchantCode: string, memberId: number, rainId: number) => {
    const result = await db.transaction(async (tx) => {
      const rain = await repo.rain(tx, rainId);
      if (!rain || rain.merchantCode !== merchantCode) throw new AppError(ErrorCode.NotFound);
      const at = now();
      if (at < rain.startsAt || at >= rain.endsAt) throw new AppError(ErrorCode.RedEnvelopeRainOver);
      const s = (await repo.schedule(tx, merchantCode, rain.scheduleId))!;
      if (!(await eligibility(tx, s, memberId))) throw new AppError(ErrorCode.RedEnvelopeNotEligible);
      await repo.lockMemberInRain(tx, rain.id, memberId);
      const opened = (await repo.openedBy(tx, rain.id, memberId)).length;
      if (opened >= s.perMemberCap) throw new AppError(ErrorCode.RedEnvelopeLimit);
      const env = await repo.takeEnvelope(tx, rain.id, memberId, opened + 1);
      if (!env) throw new AppError(ErrorCode.RedEnvelopeEmpty);
      const r = await offerAndClaim(
        tx,
        {
          merchantCode,
          memberId,
          source: 'RED_ENVELOPE',
          sourceRef: String(rain.id),
          key: `red-envelope:${rain.id}:${env.id}`,
          title: { ...s.title, en: s.title.en ?? 'Red envelope' },
          amount: env.amount,
          wagering: { x100: s.wageringX100, base: 'BONUS' },
          meta: { rainId: rain.id, envelopeId: env.id },
        },
        true,
      );
      await repo.setEnvelopeItem(tx, env.id, r.itemId);
      return {
        rainId: rain.id,
        amount: minorToNumber(env.amount),
        rewardItemId: r.itemId,
        credited: r.credited,
        remainingForMe: s.perMemberCap - opened - 1,
      };
    });
    rewards.notify(memberId);
    return result;
  };

  // ---------------------------------------------------------------- missions

  const progressOf = async (tx: DbOrTx, m: MissionRow, memberId: number, start: Date, end: Date) =>
    (
      await repo.metricByMember(tx, m.metric, {
        merchantCode: m.merchantCode,
        start,
        end,
        category: m.category,
        memberId,
      })
    ).get(memberId) ?? 0n;

  const missionSummary = async (merchantCode: string, memberId: number, language: string) => {
    const tz = await deps.timeZoneOf(merchantCode);
    const at = now();
    const list = await repo.missions(db, merchantCode, true);
    const periods = list.map((m) => periodOf(m.period, tz, at));
    const items = new Map(
      (
        await repo.rewardKeys(
          db,
          merchantCode,
          list.map((m, i) => missionKey(m.id, memberId, periods[i]!.key)),
        )
      ).map((r) => [r.key, r]),
    );
    const out = [];
    for (const [i, m] of list.entries()) {
      const p = periods[i]!;
      const progress = await progressOf(db, m, memberId, p.start, p.end);
      const item = items.get(missionKey(m.id, memberId, p.key));
      const state: MissionState =
        item && item.status !== 'CLAIMABLE' ? 'CLAIMED' : progress >= m.target ? 'CLAIMABLE' : 'IN_PROGRESS';
      out.push({
        id: m.id,
        title: titleIn(m.title, language),
        period: m.period,
        periodKey: p.key,
        endsAt: p.end.getTime(),
        metric: m.metric,
        category: m.category,
        progress: metricValue(m.metric, progress < m.target ? progress : m.target),
        target: metricValue(m.metric, m.target),
        rewardAmount: minorToNumber(m.rewardAmount),
        wagering: wageringOf(m.wageringX100),
        state,
      });
    }
    return { list: out, claimableCount: out.filter((m) => m.state === 'CLAIMABLE').length };
  };

  const missionOffer = (m: MissionRow, memberId: number, periodKey: string) => ({
    merchantCode: m.merchantCode,
    memberId,
    source: 'MISSION' as const,
    sourceRef: String(m.id),
    key: missionKey(m.id, memberId, periodKey),
    title: { ...m.title, en: m.title.en ?? 'Mission' },
    amount: m.rewardAmount,
    wagering: { x100: m.wageringX100, base: 'BONUS' as const },
    meta: { missionId: m.id, period: periodKey },
  });

  /** Claims a completed mission of the current period: offered (once per key) and credited. */
  const claimMission = async (merchantCode: string, memberId: number, missionId: number) => {
    const tz = await deps.timeZoneOf(merchantCode);
    const result = await db.transaction(async (tx) => {
      const m = await repo.mission(tx, merchantCode, missionId);
      if (!m || !m.enabled) throw new AppError(ErrorCode.NotFound);
      const p = periodOf(m.period, tz, now());
      if ((await progressOf(tx, m, memberId, p.start, p.end)) < m.target)
        throw new AppError(ErrorCode.MissionNotComplete);
      const r = await offerAndClaim(tx, missionOffer(m, memberId, p.key), true);
      if (r.alreadyClaimed) throw new AppError(ErrorCode.MissionClaimed);
      return { missionId: m.id, amount: minorToNumber(m.rewardAmount), rewardItemId: r.itemId, credited: r.credited };
    });
    rewards.notify(memberId);
    return result;
  };

  /** The job: completed missions of the current period appear in the reward centre without a visit. */
  const offerCompletedMissions = async () => {
    const at = now();
    const touched = new Set<number>();
    for (const m of await repo.allEnabledMissions(db)) {
      const p = periodOf(m.period, await deps.timeZoneOf(m.merchantCode), at);
      const done = await repo.membersReaching(
        db,
        m.metric,
        { merchantCode: m.merchantCode, start: p.start, end: p.end, category: m.category },
        m.target,
      );
      for (const memberId of done) {
        const { created } = await db.transaction((tx) => rewards.offer(tx, missionOffer(m, memberId, p.key)));
        if (created) touched.add(memberId);
      }
    }
    for (const id of touched) rewards.notify(id);
    return touched.size;
  };

  // ---------------------------------------------------------------- leaderboards

  const boards = async (merchantCode: string, memberId: number, language: string, back: number) => {
    const tz = await deps.timeZoneOf(merchantCode);
    const at = now();
    const out = [];
    for (const b of await repo.boards(db, merchantCode, true)) {
      const p = back ? previousPeriod(b.period, tz, at) : periodOf(b.period, tz, at);
      const prizes = prizesOf(b.prizes);
      const st = await repo.standings(
        db,
        b,
        { merchantCode, start: p.start, end: p.end, category: b.category },
        Math.max(LEADERBOARD_SIZE, prizes.length),
        memberId,
      );
      out.push({
        id: b.id,
        title: titleIn(b.title, language),
        period: b.period,
        periodKey: p.key,
        endsAt: p.end.getTime(),
        metric: b.metric,
        category: b.category,
        list: st.top.map((r, i) => ({
          rank: r.rank,
          name: maskAccount(r.account),
          score: scoreValue(b.metric, r.score),
          prize: minorToNumber(prizes[i] ?? 0n),
        })),
        me: st.me ? { rank: st.me.rank, score: scoreValue(b.metric, st.me.score) } : null,
      });
    }
    return { boards: out };
  };

  /**
   * The job: each board's last ended period is paid once. The payout row (unique per board and
   * period) and the prize offers commit together, so a second run, or a second instance, pays nothing.
   */
  const payLeaderboards = async () => {
    const at = now();
    let paid = 0;
    for (const b of await repo.allEnabledBoards(db)) {
      const p = previousPeriod(b.period, await deps.timeZoneOf(b.merchantCode), at);
      if (p.end <= b.createdAt) continue;
      const prizes = prizesOf(b.prizes);
      const winners: number[] = await db.transaction(async (tx) => {
        const st = await repo.standings(
          tx,
          b,
          { merchantCode: b.merchantCode, start: p.start, end: p.end, category: b.category },
          prizes.length,
        );
        const rows = st.top.map((r, i) => ({
          rank: i + 1,
          memberId: r.memberId,
          score: r.score.toString(),
          prize: prizes[i]!.toString(),
        }));
        if (!(await repo.insertPayout(tx, { boardId: b.id, periodKey: p.key, winners: rows }))) return [];
        for (const w of rows)
          await rewards.offer(tx, {
            merchantCode: b.merchantCode,
            memberId: w.memberId,
            source: 'LEADERBOARD',
            sourceRef: String(b.id),
            key: `leaderboard:${b.id}:${p.key}:${w.rank}`,
            title: { ...b.title, en: b.title.en ?? 'Leaderboard' },
            amount: BigInt(w.prize),
            wagering: { x100: b.wageringX100, base: 'BONUS' },
            meta: { boardId: b.id, period: p.key, rank: w.rank, score: w.score },
          });
        return rows.map((r) => r.memberId);
      });
      winners.forEach((id) => rewards.notify(id));
      paid += winners.length;
    }
    return paid;
  };

  // ---------------------------------------------------------------- raffles

  /** The published owner of a ticket: the masked account and a per-raffle tag (two ab***9 differ). */
  const ownerOf = (r: RaffleRow, memberId: number, account: string) =>
    `${maskAccount(account)}#${sha256Hex(`${r.id}:${memberId}:${r.seedHash}`).slice(0, 10)}`;

  const ticketList = async (tx: DbOrTx, r: RaffleRow) => {
    const entries = await repo.entries(tx, r.id);
    const accounts = await repo.accountsOf(tx, [...new Set(entries.map((e) => e.memberId))]);
    const list: TicketEntry[] = entries.map((e) => ({
      entryId: e.id,
      owner: ownerOf(r, e.memberId, accounts.get(e.memberId) ?? ''),
      tickets: e.tickets,
    }));
    return { entries, list, accounts };
  };

  const turnoverTickets = async (tx: DbOrTx, r: RaffleRow, memberId: number, at: Date) => {
    const end = at < r.closesAt ? at : r.closesAt;
    const turnover =
      (
        await repo.metricByMember(tx, 'VALID_BET', { merchantCode: r.merchantCode, start: r.opensAt, end, memberId })
      ).get(memberId) ?? 0n;
    return Number(turnover / r.ticketUnit);
  };

  /** Deposit raffles: one ticket per unit of each paid deposit, in the deposit's own transaction. */
  const onDepositPaid = async (tx: DbOrTx, e: DepositPaidEvent) => {
    for (const r of await repo.openRaffles(tx, e.merchantCode, 'DEPOSIT', e.paidAt)) {
      const tickets = Number(e.amount / r.ticketUnit);
      if (tickets > 0)
        await repo.insertEntry(tx, {
          raffleId: r.id,
          memberId: e.memberId,
          sourceRef: `deposit:${e.orderNo}`,
          tickets,
        });
    }
  };

  const presentWinners = (r: RaffleRow, list: TicketEntry[]) => {
    const owners = new Map(list.map((e) => [e.entryId, e.owner]));
    return (r.winners ?? []).map((w) => ({
      prize: w.prize,
      amount: minorToNumber(BigInt(w.amount)),
      ticket: w.ticket,
      entryId: w.entryId,
      owner: owners.get(w.entryId) ?? '',
    }));
  };

  const raffleList = async (merchantCode: string, memberId: number, language: string) => {
    const at = now();
    const recent = new Date(at.getTime() - 7 * 86_400_000);
    const out = [];
    for (const r of await repo.raffles(db, merchantCode)) {
      if (r.drawnAt && r.drawnAt < recent) continue;
      const state = raffleState(r, at);
      const myTickets = await repo.ticketsOf(db, r.id, memberId);
      const claimable =
        r.ticketMode === 'TURNOVER' && state === 'OPEN'
          ? Math.max(0, (await turnoverTickets(db, r, memberId, at)) - myTickets)
          : 0;
      const totals = await repo.raffleTotals(db, r.id);
      const { list } = r.drawnAt ? await ticketList(db, r) : { list: [] };
      const mine = (r.winners ?? []).find((w) => w.memberId === memberId);
      out.push({
        id: r.id,
        title: titleIn(r.title, language),
        state,
        ticketMode: r.ticketMode,
        ticketUnit: minorToNumber(r.ticketUnit),
        opensAt: r.opensAt.getTime(),
        closesAt: r.closesAt.getTime(),
        drawAt: r.drawAt.getTime(),
        prizes: prizesOf(r.prizes).map(minorToNumber),
        seedHash: r.seedHash,
        serverSeed: r.drawnAt ? r.serverSeed : null,
        myTickets,
        claimableTickets: claimable,
        totalTickets: r.totalTickets ?? totals.tickets,
        winners: presentWinners(r, list),
        myPrize: mine ? minorToNumber(BigInt(mine.amount)) : null,
      });
    }
    return { list: out };
  };

  /**
   * MCS2_claimRafflePromotion: a turnover raffle's earned tickets enter the draw (the tickets the
   * valid turnover since the opening pays for, minus those already claimed). A deposit raffle's
   * tickets come with each deposit; claiming it answers the count and adds nothing.
   */
  const claimRaffle = async (merchantCode: string, memberId: number, raffleId: number) =>
    db.transaction(async (tx) => {
      const r = await repo.raffle(tx, merchantCode, raffleId);
      if (!r) throw new AppError(ErrorCode.NotFound);
      const at = now();
      if (raffleState(r, at) !== 'OPEN') throw new AppError(ErrorCode.RaffleNotOpen);
      const have = await repo.ticketsOf(tx, r.id, memberId);
      if (r.ticketMode === 'DEPOSIT') return { raffleId: r.id, added: 0, myTickets: have };
      const earned = await turnoverTickets(tx, r, memberId, at);
      const add = earned - have;
      // The key is the running total: two concurrent claims of the same tickets insert one entry.
      const entry =
        add > 0
          ? await repo.insertEntry(tx, {
              raffleId: r.id,
              memberId,
              sourceRef: `turnover:${memberId}:${earned}`,
              tickets: add,
            })
          : null;
      return { raffleId: r.id, added: entry ? add : 0, myTickets: have + (entry ? add : 0) };
    });

  /** Draws a raffle (row-locked, once): the winners follow from the revealed seed and the ticket list. */
  const draw = async (raffleId: number, opts: { merchantCode?: string; by?: Actor } = {}) => {
    const winners: number[] = [];
    const r = await db.transaction(async (tx) => {
      const r = await repo.raffleForUpdate(tx, raffleId);
      if (!r || (opts.merchantCode && r.merchantCode !== opts.merchantCode)) throw new AppError(ErrorCode.NotFound);
      if (r.drawnAt) {
        if (opts.by) throw new AppError(ErrorCode.RaffleNotClosed);
        return r;
      }
      if (now() < r.closesAt) throw new AppError(ErrorCode.RaffleNotClosed);
      const { entries, list } = await ticketList(tx, r);
      const prizes = prizesOf(r.prizes);
      const drawn = drawWinners(r.serverSeed, list, prizes.length);
      const byEntry = new Map(entries.map((e) => [e.id, e.memberId]));
      const rows = drawn.map((w) => ({ ...w, memberId: byEntry.get(w.entryId)!, amount: prizes[w.prize]!.toString() }));
      for (const w of rows) {
        await rewards.offer(tx, {
          merchantCode: r.merchantCode,
          memberId: w.memberId,
          source: 'RAFFLE',
          sourceRef: String(r.id),
          key: `raffle:${r.id}:prize:${w.prize}`,
          title: { ...r.title, en: r.title.en ?? 'Raffle' },
          amount: BigInt(w.amount),
          wagering: { x100: r.wageringX100, base: 'BONUS' },
          meta: { raffleId: r.id, prize: w.prize + 1, ticket: w.ticket },
        });
        winners.push(w.memberId);
      }
      const done = await repo.setDrawn(tx, r.id, {
        ticketListHash: ticketListHash(list),
        totalTickets: list.reduce((s, e) => s + e.tickets, 0),
        winners: rows,
        drawnAt: now(),
      });
      if (opts.by)
        await audit(
          {
            merchantCode: r.merchantCode,
            actor: opts.by.actor,
            action: 'raffle.draw',
            target: `raffle:${r.id}`,
            detail: { winners: rows.length },
            ip: opts.by.ip,
          },
          tx,
        );
      return done;
    });
    winners.forEach((id) => rewards.notify(id));
    return r;
  };

  const drawDueRaffles = async () => {
    let n = 0;
    for (const r of await repo.dueRaffles(db, now())) {
      await draw(r.id);
      n++;
    }
    return n;
  };

  const ALGORITHM =
    'ticketList = one "entryId,owner,tickets\\n" line per entry in entry order; listHash = SHA-256(ticketList); ' +
    'for prize i and attempt a = 0,1,...: h = HMAC-SHA256(key = serverSeed, "listHash:i:a"); r = first 8 bytes big-endian; ' +
    'skip when r >= floor(2^64 / T) * T (T = total tickets); ticket = r mod T (0-based over the expanded list); ' +
    'skip an owner who already won; commitment = SHA-256(serverSeed).';

  /** Everything needed to check a draw, recomputed now: anyone can run the same steps (docs/promotions.md). */
  const verify = async (merchantCode: string, raffleId: number) => {
    const r = await repo.raffle(db, merchantCode, raffleId);
    if (!r) throw new AppError(ErrorCode.NotFound);
    if (!r.drawnAt)
      return {
        raffleId: r.id,
        seedHash: r.seedHash,
        serverSeed: null,
        ticketList: null,
        ticketListHash: null,
        totalTickets: 0,
        winners: [],
        verified: false,
        algorithm: ALGORITHM,
      };
    const { list } = await ticketList(db, r);
    const again = drawWinners(r.serverSeed, list, prizesOf(r.prizes).length);
    const stored = (r.winners ?? []).map((w) => `${w.prize}:${w.ticket}:${w.entryId}`).join(',');
    const verified =
      sha256Hex(r.serverSeed) === r.seedHash &&
      ticketListHash(list) === r.ticketListHash &&
      again.map((w) => `${w.prize}:${w.ticket}:${w.entryId}`).join(',') === stored;
    return {
      raffleId: r.id,
      seedHash: r.seedHash,
      serverSeed: r.serverSeed,
      ticketList: ticketListText(list),
      ticketListHash: r.ticketListHash,
      totalTickets: r.totalTickets ?? 0,
      winners: presentWinners(r, list),
      verified,
      algorithm: ALGORITHM,
    };
  };

  // ---------------------------------------------------------------- back office

  type MissionBody = OperationParsedBody<typeof operatorSaveMission>;
  type BoardBody = OperationParsedBody<typeof operatorSaveLeaderboard>;
  type ScheduleBody = OperationParsedBody<typeof operatorSaveRainSchedule>;
  type RaffleBody = OperationParsedBody<typeof operatorCreateRaffle>;

  const audited = async (
    tx: DbOrTx,
    merchantCode: string,
    by: Actor,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ) => audit({ merchantCode, actor: by.actor, action, target, detail, ip: by.ip }, tx);

  const adminMission = async (m: MissionRow) => {
    const p = periodOf(m.period, await deps.timeZoneOf(m.merchantCode), now());
    return presentOperatorMission(
      m,
      await repo.countRewardsBySourceRef(db, m.merchantCode, 'MISSION', String(m.id), `mission:${m.id}:%:${p.key}`),
    );
  };

  const adminBoard = async (b: Awaited<ReturnType<typeof repo.boards>>[number]) => {
    const p = periodOf(b.period, await deps.timeZoneOf(b.merchantCode), now());
    const st = await repo.standings(
      db,
      b,
      { merchantCode: b.merchantCode, start: p.start, end: p.end, category: b.category },
      LEADERBOARD_SIZE,
    );
    return presentOperatorBoard(b, p.key, st.top, await repo.payouts(db, b.id, 10));
  };

  const adminSchedule = async (s: RainScheduleRow) =>
    presentOperatorSchedule(s, s.enabled ? occurrences(s, now()).next : null, await repo.recentRains(db, s.id, 10));

  const adminRaffle = async (r: RaffleRow) =>
    presentOperatorRaffle(
      r,
      now(),
      await repo.raffleTotals(db, r.id),
      await repo.accountsOf(
        db,
        (r.winners ?? []).map((w) => w.memberId),
      ),
    );

  const admin = {
    missions: async (merchantCode: string) => ({
      list: await Promise.all((await repo.missions(db, merchantCode, false)).map(adminMission)),
    }),
    saveMission: async (merchantCode: string, by: Actor, b: MissionBody) => {
      const row = {
        title: b.title as Record<string, string>,
        period: b.period,
        metric: b.metric,
        category: b.metric === 'VALID_BET' || b.metric === 'ROUNDS' ? b.category : null,
        target: targetOf(b.metric, b.target),
        rewardAmount: money(b.rewardAmount),
        wageringX100: x100(b.wagering),
        enabled: b.enabled,
        sort: b.sort,
      };
      const saved = await db.transaction(async (tx) => {
        const before = b.id ? await repo.mission(tx, merchantCode, b.id) : null;
        if (b.id && !before) throw new AppError(ErrorCode.NotFound);
        const m = before
          ? await repo.updateMission(tx, before.id, row)
          : await repo.insertMission(tx, { merchantCode, ...row });
        await audited(tx, merchantCode, by, before ? 'mission.update' : 'mission.create', `mission:${m.id}`, {
          before: before
            ? { ...before, target: before.target.toString(), rewardAmount: before.rewardAmount.toString() }
            : null,
          after: { ...row, target: row.target.toString(), rewardAmount: row.rewardAmount.toString() },
        });
        return m;
      });
      return adminMission(saved);
    },
    boards: async (merchantCode: string) => ({
      list: await Promise.all((await repo.boards(db, merchantCode, false)).map(adminBoard)),
    }),
    saveBoard: async (merchantCode: string, by: Actor, b: BoardBody) => {
      const row = {
        title: b.title as Record<string, string>,
        period: b.period,
        metric: b.metric,
        category: b.category,
        minBet: b.minBet ? money(b.minBet) : 0n,
        prizes: b.prizes.map((p) => money(p).toString()),
        wageringX100: x100(b.wagering),
        enabled: b.enabled,
      };
      const saved = await db.transaction(async (tx) => {
        const before = b.id ? await repo.board(tx, merchantCode, b.id) : null;
        if (b.id && !before) throw new AppError(ErrorCode.NotFound);
        const x = before
          ? await repo.updateBoard(tx, before.id, row)
          : await repo.insertBoard(tx, { merchantCode, ...row });
        await audited(
          tx,
          merchantCode,
          by,
          before ? 'leaderboard.update' : 'leaderboard.create',
          `leaderboard:${x.id}`,
          {
            before: before ? { ...before, minBet: before.minBet.toString() } : null,
            after: { ...row, minBet: row.minBet.toString() },
          },
        );
        return x;
      });
      return adminBoard(saved);
    },
    schedules: async (merchantCode: string) => ({
      list: await Promise.all((await repo.schedules(db, merchantCode)).map(adminSchedule)),
    }),
    saveSchedule: async (merchantCode: string, by: Actor, b: ScheduleBody) => {
      const row = {
        title: b.title as Record<string, string>,
        enabled: b.enabled,
        startAt: new Date(b.startAt),
        everyMinutes: b.everyMinutes,
        durationMinutes: b.durationMinutes,
        budget: money(b.budget),
        envelopeCount: b.envelopeCount,
        minAmount: money(b.minAmount),
        maxAmount: money(b.maxAmount),
        perMemberCap: b.perMemberCap,
        vipLevels: b.vipLevels && b.vipLevels.length > 0 ? b.vipLevels : null,
        mustHaveDeposited: b.mustHaveDeposited,
        wageringX100: x100(b.wagering),
      };
      const problem = splitProblem({
        budget: row.budget,
        count: row.envelopeCount,
        min: row.minAmount,
        max: row.maxAmount,
      });
      if (problem) throw new AppError(ErrorCode.ValidationFailed, problem);
      const plain = (r: typeof row) => ({
        ...r,
        budget: r.budget.toString(),
        minAmount: r.minAmount.toString(),
        maxAmount: r.maxAmount.toString(),
      });
      const saved = await db.transaction(async (tx) => {
        const before = b.id ? await repo.schedule(tx, merchantCode, b.id) : null;
        if (b.id && !before) throw new AppError(ErrorCode.NotFound);
        const s = before
          ? await repo.updateSchedule(tx, before.id, row)
          : await repo.insertSchedule(tx, { merchantCode, ...row });
        await audited(
          tx,
          merchantCode,
          by,
          before ? 'red-envelope.schedule.update' : 'red-envelope.schedule.create',
          `red-envelope-schedule:${s.id}`,
          {
            before: before ? plain(before) : null,
            after: plain(row),
          },
        );
        return s;
      });
      return adminSchedule(saved);
    },
    /** "Start now": a rain of the schedule from this second, for its duration, split at once. */
    startNow: async (merchantCode: string, by: Actor, scheduleId?: number) =>
      db.transaction(async (tx) => {
        const s = scheduleId
          ? await repo.schedule(tx, merchantCode, scheduleId)
          : ((await repo.schedules(tx, merchantCode)).find((x) => x.enabled) ?? null);
        if (!s) throw new AppError(ErrorCode.NotFound);
        const startsAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
        const endsAt = new Date(startsAt.getTime() + s.durationMinutes * MINUTE);
        const rain = await createRain(tx, s, startsAt, endsAt);
        if (!rain) throw new AppError(ErrorCode.ValidationFailed, 'a rain of this schedule started this second');
        await audited(tx, merchantCode, by, 'red-envelope.start', `red-envelope-rain:${rain.id}`, {
          scheduleId: s.id,
          budget: s.budget.toString(),
        });
        return { rainId: rain.id, startsAt: startsAt.getTime(), endsAt: endsAt.getTime() };
      }),
    raffles: async (merchantCode: string) => ({
      list: await Promise.all((await repo.raffles(db, merchantCode)).map(adminRaffle)),
    }),
    createRaffle: async (merchantCode: string, by: Actor, b: RaffleBody) => {
      const seed = newServerSeed();
      const r = await db.transaction(async (tx) => {
        const r = await repo.insertRaffle(tx, {
          merchantCode,
          title: b.title,
          ticketMode: b.ticketMode,
          ticketUnit: money(b.ticketUnit),
          opensAt: new Date(b.opensAt),
          closesAt: new Date(b.closesAt),
          drawAt: new Date(b.drawAt),
          prizes: b.prizes.map((p) => money(p).toString()),
          wageringX100: x100(b.wagering),
          serverSeed: seed,
          seedHash: sha256Hex(seed),
        });
        // The commitment goes to the audit log too: a seed changed later would not match it.
        await audited(tx, merchantCode, by, 'raffle.create', `raffle:${r.id}`, {
          seedHash: r.seedHash,
          prizes: r.prizes,
          ticketMode: r.ticketMode,
        });
        return r;
      });
      return adminRaffle(r);
    },
    drawNow: async (merchantCode: string, by: Actor, raffleId: number) =>
      adminRaffle(await draw(raffleId, { merchantCode, by })),
  };

  return {
    rainStatus,
    claimEnvelope,
    startDueRains,
    createRain,
    missionSummary,
    claimMission,
    offerCompletedMissions,
    boards,
    payLeaderboards,
    raffleList,
    claimRaffle,
    onDepositPaid,
    draw,
    drawDueRaffles,
    verify,
    admin,
    /** The minute job: rains that start, missions completed, periods to pay, raffles to draw. */
    tick: async () => ({
      rains: await startDueRains(),
      missions: await offerCompletedMissions(),
      leaderboards: await payLeaderboards(),
      raffles: await drawDueRaffles(),
    }),
  };
};
