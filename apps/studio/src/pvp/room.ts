// The Niu Niu room as a pure state machine: step(state, event, now, deal) → new state, refusal, effects.
// The server owns the clock, the sockets and the wallet; this owns the rules. See docs/studio-pvp.md §3–§5.
import type { FloatSource } from '../engine/types';
import { dealHands, shuffleDeck } from './cards';
import { evaluateHand, MAX_HAND_MULTIPLIER } from './niuniu';
import { settleHand } from './settle';
import type {
  PvpEffect,
  PvpErrorCode,
  PvpEvent,
  PvpParticipant,
  PvpRoomConfig,
  PvpSeat,
  PvpState,
  PvpStepResult,
} from './types';

/** The float source of hand handNo: the server passes fairFloats(serverSeed, clientSeed, handNo). */
export type DealSource = (handNo: number) => FloatSource;

type Ctx = { now: number; deal: DealSource; effects: PvpEffect[] };

export const BOT_PREFIX = 'bot:';
const MAX_PLAYER_ID = 128;
// Each pass of the loops below moves the room one phase on; a room cannot cycle through more in one step.
const MAX_PASSES = 32;

const isMoney = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Configuration problems, empty when the room can run. */
export const checkRoomConfig = (config: PvpRoomConfig): string[] => {
  const problems: string[] = [];
  if (typeof config.id !== 'string' || config.id.length === 0) problems.push('id must be a non-empty string');
  if (!isPositiveInt(config.stake)) problems.push('stake must be a positive integer (minor units)');
  if (!Number.isInteger(config.seats) || config.seats < 2 || config.seats > 6) problems.push('seats must be 2–6');
  if (!Number.isInteger(config.rakePermille) || config.rakePermille < 0 || config.rakePermille > 1000)
    problems.push('rakePermille must be an integer 0–1000');
  const m = config.betMultiples;
  if (!Array.isArray(m) || m.length === 0 || !m.every(isPositiveInt) || m.some((v, i) => i > 0 && v <= m[i - 1]!))
    problems.push('betMultiples must be ascending positive integers');
  for (const key of ['ready', 'bet', 'reveal'] as const)
    if (!isPositiveInt(config.turnMs?.[key])) problems.push(`turnMs.${key} must be a positive integer`);
  if (config.botWaitMs !== undefined && !isPositiveInt(config.botWaitMs))
    problems.push('botWaitMs must be a positive integer');
  if (problems.length === 0 && !Number.isSafeInteger(botBalance(config)))
    problems.push('stake × largest multiple × 5 × seats exceeds safe integers');
  return problems;
};

/** The smallest balance that may play a hand: the worst loss at the smallest bet multiple. */
export const minimumBalance = (config: PvpRoomConfig): number =>
  config.stake * config.betMultiples[0]! * MAX_HAND_MULTIPLIER;

/** What a bot sits down with (from the house bot account): enough to bank a full table at the largest bets. */
export const botBalance = (config: PvpRoomConfig): number =>
  config.stake * config.betMultiples[config.betMultiples.length - 1]! * MAX_HAND_MULTIPLIER * (config.seats - 1);

/** The next time the room needs a tick, or null. */
export const nextWake = (state: PvpState): number | null => {
  const times = [state.deadline, state.botAt].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
};

/** A new, empty room. Throws RangeError for a configuration checkRoomConfig rejects (a deployment error). */
export const createRoom = (config: PvpRoomConfig): PvpState => {
  const problems = checkRoomConfig(config);
  if (problems.length > 0) throw new RangeError(`pvp room ${String(config.id)}: ${problems.join('; ')}`);
  return {
    config: { ...config, betMultiples: [...config.betMultiples], turnMs: { ...config.turnMs } },
    phase: 'waiting',
    handNo: 0,
    banker: null,
    seats: Array.from({ length: config.seats }, () => null),
    deadline: null,
    botAt: null,
    botsSeated: 0,
    hand: null,
    last: null,
  };
};

// Steps never mutate their input: the server may keep the old state (to diff, or to retry).
const cloneState = (s: PvpState): PvpState => ({
  ...s,
  seats: s.seats.map((seat) => (seat ? { ...seat } : null)),
  hand: s.hand ? { ...s.hand, participants: s.hand.participants.map((p) => ({ ...p, cards: [...p.cards] })) } : null,
});

const seatOf = (s: PvpState, player: string): number => s.seats.findIndex((seat) => seat?.player === player);
const participantOf = (s: PvpState, player: string): PvpParticipant | undefined =>
  s.hand?.participants.find((p) => p.player === player);
const inPlay = (s: PvpState): boolean => s.phase === 'betting' || s.phase === 'revealing';

/** Seated, staying, online and able to cover the smallest bet's worst loss. */
const eligible = (s: PvpState, seat: PvpSeat | null): seat is PvpSeat =>
  seat !== null && !seat.leaving && seat.connected && seat.balance >= minimumBalance(s.config);

/** Humans who are seated, staying and online: the bot policy and the ready check count these. */
const presentHumans = (s: PvpState): PvpSeat[] =>
  s.seats.filter((seat): seat is PvpSeat => seat !== null && !seat.bot && !seat.leaving && seat.connected);

const canStart = (s: PvpState): boolean => {
  const ready = s.seats.filter((seat) => eligible(s, seat));
  return ready.length >= 2 && ready.some((seat) => !seat.bot);
};

const removeSeat = (s: PvpState, index: number, ctx: Ctx): void => {
  const seat = s.seats[index];
  if (!seat) return;
  s.seats[index] = null;
  ctx.effects.push({ type: 'left', player: seat.player, seat: index, bot: seat.bot });
};

/** Bots stand in for one missing human: they go when two humans are present, no human is, or they are broke. */
const dismissBots = (s: PvpState, ctx: Ctx): void => {
  const humans = presentHumans(s).length;
  s.seats.forEach((seat, i) => {
    if (seat?.bot && (humans !== 1 || seat.leaving || seat.balance < minimumBalance(s.config))) removeSeat(s, i, ctx);
  });
};

const wantsBot = (s: PvpState): boolean => {
  if (!s.config.botsAllowed || inPlay(s) || presentHumans(s).length !== 1) return false;
  const taken = s.seats.filter((seat) => seat !== null).length;
  return taken < Math.max(2, s.config.seats - 1);
};

const seatBot = (s: PvpState, ctx: Ctx): void => {
  const index = s.seats.indexOf(null);
  if (index < 0) return;
  s.botsSeated += 1;
  const player = `${BOT_PREFIX}${s.config.id}:${s.botsSeated}`;
  s.seats[index] = { player, bot: true, connected: true, ready: true, leaving: false, balance: botBalance(s.config) };
  ctx.effects.push({ type: 'sat', player, seat: index, bot: true });
};

const placeBet = (s: PvpState, p: PvpParticipant, multiple: number, auto: boolean, ctx: Ctx): void => {
  p.multiple = multiple;
  p.autoBet = auto;
  ctx.effects.push({ type: 'bet', handId: s.hand!.id, player: p.player, multiple, auto });
};

const reveal = (s: PvpState, p: PvpParticipant, auto: boolean, ctx: Ctx): void => {
  p.revealed = true;
  p.autoReveal = auto;
  ctx.effects.push({ type: 'reveal', handId: s.hand!.id, player: p.player, cards: [...p.cards], hand: p.hand, auto });
};

const startHand = (s: PvpState, ctx: Ctx): void => {
  const { config } = s;
  const n = config.seats;
  const from = s.banker === null ? 0 : s.banker + 1;
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const index = (from + k) % n;
    if (eligible(s, s.seats[index]!)) order.push(index);
  }
  const handNo = s.handNo + 1;
  const handId = `${config.id}-${handNo}`;
  const rng = ctx.deal(handNo);
  const hands = dealHands(shuffleDeck(rng), order.length);
  const perUnit = config.stake * MAX_HAND_MULTIPLIER;

  const participants: PvpParticipant[] = order.map((index, k) => {
    const seat = s.seats[index]!;
    const cards = hands[k]!;
    const cap = k === 0 ? 0 : config.betMultiples.filter((m) => m * perUnit <= seat.balance).pop()!;
    return {
      player: seat.player,
      seat: index,
      bot: seat.bot,
      banker: k === 0,
      reserve: cap * perUnit,
      cap,
      multiple: null,
      autoBet: false,
      cards,
      hand: evaluateHand(cards),
      revealed: false,
      autoReveal: false,
    };
  });
  const banker = participants[0]!;
  const bankerSeat = s.seats[banker.seat]!;
  // The banker can never owe more than every player's worst loss, so it reserves no more than that.
  banker.reserve = Math.min(
    bankerSeat.balance,
    participants.reduce((sum, p) => sum + p.reserve, 0),
  );
  for (const p of participants) s.seats[p.seat]!.balance -= p.reserve;
  for (const seat of s.seats) if (seat && !seat.bot) seat.ready = false;

  s.handNo = handNo;
  s.banker = banker.seat;
  s.hand = { id: handId, no: handNo, startedAt: ctx.now, participants };
  s.phase = 'betting';
  s.deadline = ctx.now + config.turnMs.bet;
  s.botAt = null;
  ctx.effects.push({
    type: 'hand',
    handId,
    handNo,
    banker: banker.player,
    players: participants.map((p) => p.player),
  });
  for (const p of participants)
    ctx.effects.push({ type: 'debit', player: p.player, bot: p.bot, amount: p.reserve, handId });
  // Bots bet at random from the hand's own float stream (after the shuffle), never from their cards.
  for (const p of participants) {
    if (p.banker || !p.bot) continue;
    const options = config.betMultiples.filter((m) => m <= p.cap);
    const pick = Math.min(options.length - 1, Math.floor(rng.next() * options.length));
    placeBet(s, p, options[pick]!, false, ctx);
  }
};

const enterRevealing = (s: PvpState, ctx: Ctx): void => {
  const hand = s.hand!;
  s.phase = 'revealing';
  s.deadline = ctx.now + s.config.turnMs.reveal;
  ctx.effects.push({
    type: 'deal',
    handId: hand.id,
    hands: hand.participants.map((p) => ({ player: p.player, seat: p.seat, cards: [...p.cards] })),
  });
};

const settle = (s: PvpState, ctx: Ctx): void => {
  const hand = s.hand!;
  const [banker, ...players] = hand.participants;
  const settlement = settleHand({
    handId: hand.id,
    handNo: hand.no,
    stake: s.config.stake,
    rakePermille: s.config.rakePermille,
    banker: banker!,
    players,
  });
  for (const row of settlement.rows) {
    s.seats[row.seat]!.balance += row.credit;
    ctx.effects.push({ type: 'credit', player: row.player, bot: row.bot, amount: row.credit, handId: hand.id });
  }
  if (settlement.rake > 0) ctx.effects.push({ type: 'rake', amount: settlement.rake, handId: hand.id });
  ctx.effects.push({ type: 'settled', settlement });
  s.last = settlement;
  s.phase = 'settling';
  s.deadline = ctx.now + s.config.turnMs.ready;
};

const voidHand = (s: PvpState, reason: 'banker_debit_failed' | 'no_players', ctx: Ctx): void => {
  const hand = s.hand!;
  for (const p of hand.participants) {
    s.seats[p.seat]!.balance += p.reserve;
    ctx.effects.push({ type: 'credit', player: p.player, bot: p.bot, amount: p.reserve, handId: hand.id });
  }
  ctx.effects.push({ type: 'void', handId: hand.id, reason });
  s.hand = null;
  s.phase = 'waiting';
  s.deadline = null;
};

/** The pause after a hand is over: leavers go, bots follow the policy, and the next hand starts if it can. */
const endSettling = (s: PvpState, ctx: Ctx): void => {
  s.seats.forEach((seat, i) => {
    if (seat?.leaving) removeSeat(s, i, ctx);
  });
  dismissBots(s, ctx);
  s.hand = null;
  s.phase = 'waiting';
  s.deadline = null;
  if (canStart(s)) startHand(s, ctx);
};

/** Waiting: every human who would be dealt in has said ready. Settling: every human watching has. */
const allHumansReady = (s: PvpState): boolean =>
  s.phase === 'waiting'
    ? s.seats.every((seat) => !eligible(s, seat) || seat.bot || seat.ready)
    : presentHumans(s).every((seat) => seat.ready);

/** Moves the room on as far as it can go without the clock; true when the phase changed (run it again). */
const settleDown = (s: PvpState, ctx: Ctx): boolean => {
  switch (s.phase) {
    case 'waiting': {
      dismissBots(s, ctx);
      if (!canStart(s)) {
        s.deadline = null;
        return false;
      }
      if (allHumansReady(s)) {
        startHand(s, ctx);
        return true;
      }
      s.deadline ??= ctx.now + s.config.turnMs.ready;
      return false;
    }
    case 'settling': {
      if (!allHumansReady(s)) return false;
      endSettling(s, ctx);
      return true;
    }
    case 'betting': {
      const players = s.hand!.participants.filter((p) => !p.banker);
      for (const p of players) {
        // A player who left has no one to decide for them: the timeout's default is applied at once.
        if (p.multiple === null && s.seats[p.seat]!.leaving) placeBet(s, p, s.config.betMultiples[0]!, true, ctx);
      }
      if (players.some((p) => p.multiple === null)) return false;
      enterRevealing(s, ctx);
      return true;
    }
    case 'revealing': {
      const [banker, ...players] = s.hand!.participants;
      for (const p of players) if (!p.revealed && (p.bot || s.seats[p.seat]!.leaving)) reveal(s, p, true, ctx);
      if (players.some((p) => !p.revealed)) return false;
      if (!banker!.revealed && (banker!.bot || s.seats[banker!.seat]!.leaving)) reveal(s, banker!, true, ctx);
      if (!banker!.revealed) return false;
      settle(s, ctx);
      return true;
    }
  }
};

const settleAll = (s: PvpState, ctx: Ctx): void => {
  for (let pass = 0; pass < MAX_PASSES && settleDown(s, ctx); pass++);
  if (!wantsBot(s)) s.botAt = null;
  else s.botAt ??= ctx.now + (s.config.botWaitMs ?? 2 * s.config.turnMs.ready);
};

/** Fires every deadline due by now, in time order (a bot due with a deadline sits first, so it is dealt in). */
const advance = (s: PvpState, ctx: Ctx): void => {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const wake = nextWake(s);
    if (wake === null || wake > ctx.now) return;
    if (s.botAt !== null && s.botAt === wake) {
      s.botAt = null;
      seatBot(s, ctx);
    } else {
      s.deadline = null;
      const hand = s.hand;
      switch (s.phase) {
        case 'waiting':
          if (canStart(s)) startHand(s, ctx);
          break;
        case 'betting':
          for (const p of hand!.participants)
            if (!p.banker && p.multiple === null) placeBet(s, p, s.config.betMultiples[0]!, true, ctx);
          enterRevealing(s, ctx);
          break;
        case 'revealing': {
          const [banker, ...players] = hand!.participants;
          for (const p of [...players, banker!]) if (!p.revealed) reveal(s, p, true, ctx);
          settle(s, ctx);
          break;
        }
        case 'settling':
          endSettling(s, ctx);
          break;
      }
    }
    settleAll(s, ctx);
  }
};

const isPlayerId = (player: unknown): player is string =>
  typeof player === 'string' && player.length > 0 && player.length <= MAX_PLAYER_ID;

const sit = (s: PvpState, e: Extract<PvpEvent, { type: 'sit' }>, ctx: Ctx): PvpErrorCode | undefined => {
  if (e.player.startsWith(BOT_PREFIX)) return 'pvp.bad_player';
  if (!isMoney(e.balance)) return 'pvp.bad_amount';
  const existing = seatOf(s, e.player);
  if (existing >= 0) {
    const seat = s.seats[existing]!;
    if (!seat.leaving) return 'pvp.already_seated';
    // Sitting again before the seat was freed takes the leave back.
    seat.leaving = false;
    seat.connected = true;
    if (!participantOf(s, e.player) || !inPlay(s)) seat.balance = e.balance;
    return undefined;
  }
  if (e.seat !== undefined && (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= s.config.seats))
    return 'pvp.bad_seat';
  // A bot gives its seat up to a human unless it is holding cards in a hand in play.
  const yields = (index: number): boolean => {
    const seat = s.seats[index];
    return !!seat?.bot && !(inPlay(s) && participantOf(s, seat.player));
  };
  let index = e.seat ?? s.seats.indexOf(null);
  if (index < 0) index = s.seats.findIndex((_, i) => yields(i));
  if (index < 0) {
    // Full of bots still in the hand: the first leaves when it ends, so a retry then will find a seat.
    const bot = s.seats.find((seat) => seat?.bot && !seat.leaving);
    if (bot) bot.leaving = true;
    return 'pvp.room_full';
  }
  if (s.seats[index] !== null) {
    if (!yields(index)) return 'pvp.seat_taken';
    removeSeat(s, index, ctx);
  }
  s.seats[index] = { player: e.player, bot: false, connected: true, ready: false, leaving: false, balance: e.balance };
  ctx.effects.push({ type: 'sat', player: e.player, seat: index, bot: false });
  return undefined;
};

/** Takes every participant whose reserve the wallet refused out of the hand, all at once (see PvpEvent). */
const debitFailed = (
  s: PvpState,
  e: Extract<PvpEvent, { type: 'debit_failed' }>,
  ctx: Ctx,
): PvpErrorCode | undefined => {
  if (!Array.isArray(e.players) || e.players.length === 0 || !e.players.every(isPlayerId)) return 'pvp.bad_player';
  const hand = s.hand;
  if (!hand || e.handId !== hand.id) return 'pvp.wrong_hand';
  if (!inPlay(s)) return 'pvp.wrong_phase';
  const failed = hand.participants.filter((p) => e.players.includes(p.player));
  if (failed.length !== new Set(e.players).size) return 'pvp.not_in_hand';
  hand.participants = hand.participants.filter((p) => !failed.includes(p));
  // The wallet said no: the real balance is unknown until the server sends a fresh one.
  for (const p of failed) s.seats[p.seat]!.balance = 0;
  if (failed.some((p) => p.banker)) voidHand(s, 'banker_debit_failed', ctx);
  else if (hand.participants.length < 2) voidHand(s, 'no_players', ctx);
  return undefined;
};

const apply = (s: PvpState, e: PvpEvent, ctx: Ctx): PvpErrorCode | undefined => {
  if (e.type === 'tick') return undefined;
  if (e.type === 'debit_failed') return debitFailed(s, e, ctx);
  if (!isPlayerId(e.player)) return 'pvp.bad_player';
  if (e.type === 'sit') return sit(s, e, ctx);

  const index = seatOf(s, e.player);
  const seat = s.seats[index];
  if (!seat) return 'pvp.not_seated';
  // Bots act inside the room.
  if (seat.bot) return 'pvp.bad_player';
  const p = participantOf(s, e.player);

  switch (e.type) {
    case 'leave':
      if (p && inPlay(s)) seat.leaving = true;
      else removeSeat(s, index, ctx);
      return undefined;
    case 'ready':
      if (inPlay(s)) return 'pvp.wrong_phase';
      seat.ready = true;
      return undefined;
    case 'disconnect':
      seat.connected = false;
      return undefined;
    case 'reconnect':
      seat.connected = true;
      ctx.effects.push({ type: 'resume', player: e.player, handId: s.hand?.id ?? null });
      return undefined;
    case 'balance':
      if (!isMoney(e.balance)) return 'pvp.bad_amount';
      seat.balance = e.balance;
      return undefined;
    case 'bet':
      if (s.phase !== 'betting') return 'pvp.wrong_phase';
      if (!p) return 'pvp.not_in_hand';
      if (p.banker) return 'pvp.not_your_turn';
      if (p.multiple !== null) return 'pvp.already_bet';
      if (!s.config.betMultiples.includes(e.multiple)) return 'pvp.bad_multiple';
      if (e.multiple > p.cap) return 'pvp.insufficient_funds';
      placeBet(s, p, e.multiple, false, ctx);
      return undefined;
    case 'reveal': {
      if (s.phase !== 'revealing') return 'pvp.wrong_phase';
      if (!p) return 'pvp.not_in_hand';
      if (p.revealed) return 'pvp.already_revealed';
      // The banker opens last, once every player's hand is on the table.
      if (p.banker && s.hand!.participants.some((o) => !o.banker && !o.revealed)) return 'pvp.not_your_turn';
      reveal(s, p, false, ctx);
      return undefined;
    }
    default:
      return 'pvp.bad_event';
  }
};

const KNOWN_EVENTS = new Set<string>([
  'sit',
  'leave',
  'ready',
  'bet',
  'reveal',
  'tick',
  'disconnect',
  'reconnect',
  'balance',
  'debit_failed',
]);

/**
 * Applies one event at time now (ticks use their own now). Due deadlines fire first, so an action that arrives after
 * its window closed meets the auto-action's result and is refused (sit and balance, which carry a wallet reading,
 * go in before them). Never throws for a bad action or a malformed
 * event: it answers refused with an error code and the state as the clock left it. Effects are in the order the
 * server must carry them out.
 */
export const step = (state: PvpState, event: PvpEvent, now: number, deal: DealSource): PvpStepResult => {
  const s = cloneState(state);
  const known = typeof event === 'object' && event !== null && KNOWN_EVENTS.has(event.type);
  const time = known && event.type === 'tick' && Number.isFinite(event.now) ? event.now : now;
  const ctx: Ctx = { now: time, deal, effects: [] };
  const wakeBefore = nextWake(state);
  // A wallet reading (sit, balance) was taken before the credits of deadlines that are due but not yet fired, so it
  // goes in first; a player's action goes in after them, so one that comes too late meets the auto-action.
  const reading = known && (event.type === 'sit' || event.type === 'balance');
  if (!reading) advance(s, ctx);
  const refused = known ? apply(s, event, ctx) : 'pvp.bad_event';
  if (!refused) settleAll(s, ctx);
  // An accepted action can make a deadline due at once (a bot's wait elapsed while nothing ticked).
  advance(s, ctx);
  const wakeAfter = nextWake(s);
  if (wakeAfter !== wakeBefore) ctx.effects.push({ type: 'timer', deadline: wakeAfter });
  return refused ? { state: s, refused, effects: ctx.effects } : { state: s, effects: ctx.effects };
};
