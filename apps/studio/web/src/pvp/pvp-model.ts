// What the PvP room page shows, worked out from the server's view: seat layout, each seat's state, the player's
// own controls and hints, the countdown, and the sound cues of a change. Pure, so every rule is unit-tested.
import type { Card } from '../../../src/pvp/cards';
import { MULTIPLIER_TABLE, type HandValue } from '../../../src/pvp/niuniu';
import { BOT_PREFIX, minimumBalance } from '../../../src/pvp/room';
import type { SettlementRow } from '../../../src/pvp/settle';
import type { PvpPhase } from '../../../src/pvp/types';
import type { PvpParticipantView, PvpView } from '../../../src/pvp/view';
import type { PvpTextKey } from './pvp-text';

/** A text to show: its key, plain values, and money values (minor units) the page formats in the currency. */
export type Label = { key: PvpTextKey; vars?: Record<string, string | number>; money?: Record<string, number> };

export type SeatSpot = { x: number; y: number; place: 'top' | 'bottom' | 'left' | 'right' };

const round1 = (n: number): number => Math.round(n * 10) / 10;

export type SeatGeometry = {
  /** The ellipse's radii, percent of the table box's width and height. */
  rx: number;
  ry: number;
  /** Degrees kept clear on each side of the bottom seat: the player's own seat is the widest. */
  gap: number;
};

export const WIDE_TABLE: SeatGeometry = { rx: 40, ry: 38, gap: 75 };
/** Narrow screens: the side seats come in so they stay on screen. */
export const NARROW_TABLE: SeatGeometry = { rx: 36, ry: 38, gap: 80 };

/**
 * Seat centres on the table's ellipse, in percent of the table box. The anchor seat (the player's own, else
 * seat 0) sits at the bottom; the others follow clockwise in seat order, spread evenly over the rest of the
 * ellipse, at least `gap` degrees from the bottom (even spacing when that is wider).
 */
export const seatPositions = (count: number, anchor: number, geometry: SeatGeometry = WIDE_TABLE): SeatSpot[] => {
  const { rx, ry } = geometry;
  const gap = Math.max(geometry.gap, 360 / count);
  const step = count > 2 ? (360 - 2 * gap) / (count - 2) : 0;
  return Array.from({ length: count }, (_, i) => {
    const k = (((i - anchor) % count) + count) % count;
    const degrees = k === 0 ? 90 : count === 2 ? 270 : 90 + gap + (k - 1) * step;
    const angle = (degrees * Math.PI) / 180;
    const x = round1(50 + rx * Math.cos(angle));
    const y = round1(50 + ry * Math.sin(angle));
    const place = y > 62 ? 'bottom' : y < 38 ? 'top' : x < 50 ? 'left' : 'right';
    return { x: x === 0 ? 0 : x, y, place };
  });
};

/** The turn length of a phase: the countdown ring shows the time left as a share of it. */
export const phaseTotalMs = (view: PvpView): number => {
  const turn = view.config.turnMs;
  return view.phase === 'betting' ? turn.bet : view.phase === 'revealing' ? turn.reveal : turn.ready;
};

export type Countdown = { ms: number; seconds: number; fraction: number };

/** Time left until deadline at server time now; null when nothing counts down. */
export const countdown = (deadline: number | null, now: number, totalMs: number): Countdown | null => {
  if (deadline === null) return null;
  const ms = Math.max(0, deadline - now);
  return { ms, seconds: Math.ceil(ms / 1000), fraction: totalMs > 0 ? Math.min(1, ms / totalMs) : 0 };
};

/** The room names its bots bot:<room>:<n>; n makes "Bot 3". */
export const botNumber = (player: string): number | null => {
  if (!player.startsWith(BOT_PREFIX)) return null;
  const m = /:(\d+)$/.exec(player);
  return m ? Number(m[1]) : null;
};

/**
 * The name to show for a room player id. The server keys members as nickname#id (unique, yet readable), so the
 * part before the last # is the nickname; an id without one is shown whole.
 */
export const playerName = (player: string): string => {
  const cut = player.lastIndexOf('#');
  return cut > 0 ? player.slice(0, cut) : player;
};

/** 50 permille → "5%", 25 → "2.5%" (integer arithmetic, no float rounding in a figure shown as a rate). */
export const permilleText = (permille: number): string =>
  `${Math.floor(permille / 10)}${permille % 10 === 0 ? '' : `.${permille % 10}`}%`;

const participantAt = (view: PvpView, seat: number): PvpParticipantView | null =>
  view.hand?.participants.find((p) => p.seat === seat) ?? null;

/** Seats not in the current hand while one is in play. */
const sittingOut = (view: PvpView, index: number): boolean =>
  (view.phase === 'betting' || view.phase === 'revealing') && participantAt(view, index) === null;

/** The settlement of the hand on the table (only while its result is shown). */
export const currentSettlement = (view: PvpView) =>
  view.phase === 'settling' && view.hand && view.last?.handId === view.hand.id ? view.last : null;

export type SeatModel = {
  index: number;
  empty: boolean;
  you: boolean;
  bot: boolean;
  /** A human's player name as the room knows it; bots are named by their number (nameLabel). */
  player: string;
  nameLabel: Label | null;
  connected: boolean;
  banker: boolean;
  leaving: boolean;
  inHand: boolean;
  /** The bet multiple once chosen (auto when the timer chose it). */
  bet: Label | null;
  status: Label | null;
  /** The five cards of a participant; null for a card still face down. Empty when not in the hand. */
  cards: (Card | null)[];
  hand: HandValue | null;
  result: Pick<SettlementRow, 'outcome' | 'change' | 'rake'> | null;
};

/** Everything one seat shows. */
export const seatModel = (view: PvpView, index: number): SeatModel => {
  const seat = view.seats[index] ?? null;
  const base: SeatModel = {
    index,
    empty: seat === null,
    you: view.you === index,
    bot: seat?.bot ?? false,
    player: seat?.player ?? '',
    nameLabel: null,
    connected: seat?.connected ?? false,
    banker: false,
    leaving: seat?.leaving ?? false,
    inHand: false,
    bet: null,
    status: null,
    cards: [],
    hand: null,
    result: null,
  };
  if (!seat) return { ...base, status: { key: 'pvp.seat.empty' } };
  const n = seat.bot ? botNumber(seat.player) : null;
  const nameLabel: Label | null = seat.bot ? { key: 'pvp.seat.botName', vars: { n: n ?? index + 1 } } : null;
  const readyLabel: Label = { key: seat.bot || seat.ready ? 'pvp.seat.ready' : 'pvp.seat.notReady' };
  const p = participantAt(view, index);
  if (!p) return { ...base, nameLabel, status: sittingOut(view, index) ? { key: 'pvp.seat.sittingOut' } : readyLabel };
  if (view.phase === 'waiting') return { ...base, nameLabel, status: readyLabel };

  const settled = currentSettlement(view);
  const row = settled?.rows.find((r) => r.seat === index && r.player === p.player) ?? null;
  const bet: Label | null =
    p.multiple === null ? null : { key: p.autoBet ? 'pvp.seat.autoBet' : 'pvp.seat.bet', vars: { m: p.multiple } };
  let status: Label | null = null;
  if (view.phase === 'betting') status = p.banker ? null : p.multiple === null ? { key: 'pvp.seat.betting' } : null;
  else if (view.phase === 'revealing')
    status = { key: p.revealed ? (p.autoReveal ? 'pvp.seat.autoRevealed' : 'pvp.seat.revealed') : 'pvp.seat.hidden' };
  return {
    ...base,
    nameLabel,
    banker: p.banker,
    inHand: true,
    bet,
    status,
    cards: p.cards ?? [null, null, null, null, null],
    hand: p.hand,
    result: row && { outcome: row.outcome, change: row.change, rake: row.rake },
  };
};

export type BetOption = { multiple: number; amount: number; enabled: boolean; chosen: boolean };

export type Controls = {
  sit: 'hidden' | 'enabled' | 'full';
  /** Leaving after this hand: sitting again takes the leave back. */
  stay: boolean;
  ready: 'hidden' | 'enabled' | 'done';
  leave: boolean;
  /** The multiples to choose from, or null when the player has no bet to make. */
  bets: BetOption[] | null;
  reveal: 'hidden' | 'enabled' | 'wait';
  hints: Label[];
  /** The player's own action is due: the last seconds tick audibly. */
  due: boolean;
};

/**
 * The player's controls and what to tell them. wallet: the wallet balance (minor units) from the last message;
 * readySupported: whether the protocol has a ready message.
 */
export const controls = (view: PvpView, wallet: number | null, readySupported: boolean): Controls => {
  const c: Controls = {
    sit: 'hidden',
    stay: false,
    ready: 'hidden',
    leave: false,
    bets: null,
    reveal: 'hidden',
    hints: [],
    due: false,
  };
  const min = minimumBalance(view.config);
  const lowBalance: Label = { key: 'pvp.hint.minBalance', money: { amount: min } };
  const you = view.you;
  const seat = you === null ? null : (view.seats[you] ?? null);
  if (you === null || !seat) {
    // A bot gives its seat up to a human, so a table of bots still has room.
    const room = view.seats.some((s) => s === null || s.bot);
    c.sit = room ? 'enabled' : 'full';
    c.hints.push({ key: room ? 'pvp.hint.spectator' : 'pvp.hint.full' });
    if (wallet !== null && wallet < min) c.hints.push(lowBalance);
    return c;
  }

  c.leave = !seat.leaving;
  c.stay = seat.leaving;
  if (seat.leaving) c.hints.push({ key: 'pvp.hint.leaving' });
  const p = participantAt(view, you);
  const between = view.phase === 'waiting' || view.phase === 'settling';
  if (between && readySupported && !seat.leaving) c.ready = seat.ready ? 'done' : 'enabled';

  switch (view.phase) {
    case 'waiting': {
      const seated = view.seats.filter((s) => s !== null).length;
      if (seated < 2) c.hints.push({ key: 'pvp.hint.needPlayers' });
      else if (c.ready === 'done') c.hints.push({ key: 'pvp.hint.isReady' });
      else c.hints.push({ key: 'pvp.hint.ready' });
      break;
    }
    case 'betting':
      if (!p) c.hints.push({ key: 'pvp.hint.sittingOut' });
      else if (p.banker) c.hints.push({ key: 'pvp.hint.bankerBetting' });
      else {
        // Once the bet is in, the choices stay in view, all disabled, the chosen one marked.
        const open = p.multiple === null;
        c.bets = view.config.betMultiples.map((m) => ({
          multiple: m,
          amount: view.config.stake * m,
          enabled: open && m <= p.cap,
          chosen: p.multiple === m,
        }));
        c.due = open;
        if (open) c.hints.push({ key: 'pvp.hint.bet' }, { key: 'pvp.hint.autoBet' });
        else c.hints.push({ key: 'pvp.hint.betPlaced', vars: { m: p.multiple! } });
      }
      break;
    case 'revealing':
      if (!p) c.hints.push({ key: 'pvp.hint.sittingOut' });
      else if (p.revealed) c.hints.push({ key: 'pvp.hint.revealed' });
      else if (p.banker && view.hand!.participants.some((o) => !o.banker && !o.revealed)) {
        c.reveal = 'wait';
        c.hints.push({ key: 'pvp.hint.bankerLast' }, { key: 'pvp.hint.autoReveal' });
      } else {
        c.reveal = 'enabled';
        c.due = true;
        c.hints.push({ key: 'pvp.hint.reveal' }, { key: 'pvp.hint.autoReveal' });
      }
      break;
    case 'settling': {
      const row = currentSettlement(view)?.rows.find((r) => r.seat === you && r.player === seat.player);
      if (row) {
        const change = row.change;
        c.hints.push(
          change > 0
            ? { key: 'pvp.hint.won', money: { amount: change } }
            : change < 0
              ? { key: 'pvp.hint.lost', money: { amount: -change } }
              : { key: 'pvp.hint.even' },
        );
      }
      if (!seat.leaving) c.hints.push({ key: c.ready === 'done' ? 'pvp.hint.isReady' : 'pvp.hint.ready' });
      break;
    }
  }
  // Mid-hand a participant's balance is net of the reserve, so only a seat that is not playing is judged by it.
  if (seat.balance !== null && seat.balance < min && (between || sittingOut(view, you))) c.hints.push(lowBalance);
  return c;
};

/** The phase headline: waiting splits into "waiting for players" and "next hand starting" (a countdown runs). */
export const phaseKey = (view: PvpView | null): PvpTextKey => {
  if (!view) return 'pvp.phase.connecting';
  const byPhase: Record<PvpPhase, PvpTextKey> = {
    waiting: view.deadline === null ? 'pvp.phase.waiting' : 'pvp.phase.starting',
    betting: 'pvp.phase.betting',
    revealing: 'pvp.phase.revealing',
    settling: 'pvp.phase.settling',
  };
  return byPhase[view.phase];
};

/** A shown hand split for display: the three cards that make the bull, then the two that score. */
export const arrangeCards = <T extends Card | null>(cards: readonly T[], hand: HandValue | null): T[][] => {
  const bull = hand?.bull;
  if (!bull || cards.some((c) => c === null) || !bull.every((b) => cards.includes(b as T))) return [[...cards]];
  return [bull as T[], cards.filter((c) => !bull.includes(c as Card))];
};

export type SoundCue = 'deal' | 'chip' | 'flip' | 'turn' | 'win' | 'lose' | 'settle';

/** The sounds a change of view calls for, each at most once, in play order. The first view is silent. */
export const soundCues = (prev: PvpView | null, next: PvpView): SoundCue[] => {
  if (!prev) return [];
  const cues = new Set<SoundCue>();
  const sameHand = !!next.hand && prev.hand?.id === next.hand.id;
  if (next.hand && !sameHand) cues.add('deal');
  for (const p of next.hand?.participants ?? []) {
    const before = sameHand ? prev.hand!.participants.find((o) => o.player === p.player) : undefined;
    if (p.multiple !== null && !p.banker && (before?.multiple ?? null) === null) cues.add('chip');
    if (p.revealed && !before?.revealed) cues.add('flip');
  }
  const you = next.you;
  const mine = you === null ? undefined : next.hand?.participants.find((p) => p.seat === you);
  if (
    mine &&
    !mine.banker &&
    next.phase === 'betting' &&
    mine.multiple === null &&
    (!sameHand || prev.phase !== 'betting')
  )
    cues.add('turn');
  if (mine && next.phase === 'revealing' && !mine.revealed && prev.phase !== 'revealing') cues.add('turn');
  if (next.last && next.last.handId !== prev.last?.handId) {
    const player = you === null ? null : (next.seats[you]?.player ?? null);
    const row = next.last.rows.find((r) => r.player === player);
    cues.add(!row || row.change === 0 ? 'settle' : row.change > 0 ? 'win' : 'lose');
  }
  return [...cues];
};

export type RankingRow = { label: Label; multiplier: number };

/**
 * The hand ranking for the rules panel, strongest first, from the engine's own multiplier table: niu values
 * that pay alike are grouped ("Niu 7–8 ×2").
 */
export const rankingRows = (): RankingRow[] => {
  const mult = (rank: number): number => MULTIPLIER_TABLE[rank] ?? 1;
  const rows: RankingRow[] = [
    { label: { key: 'pvp.kind.five-small' }, multiplier: mult(13) },
    { label: { key: 'pvp.kind.bomb' }, multiplier: mult(12) },
    { label: { key: 'pvp.kind.five-face' }, multiplier: mult(11) },
    { label: { key: 'pvp.kind.niu-niu' }, multiplier: mult(10) },
  ];
  let to = 9;
  while (to >= 1) {
    let from = to;
    while (from > 1 && mult(from - 1) === mult(to)) from -= 1;
    rows.push({
      label: from === to ? { key: 'pvp.kind.niu', vars: { n: to } } : { key: 'pvp.kind.niu-range', vars: { from, to } },
      multiplier: mult(to),
    });
    to = from - 1;
  }
  rows.push({ label: { key: 'pvp.kind.no-niu' }, multiplier: mult(0) });
  return rows;
};
