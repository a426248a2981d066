// Blackjack, one seat per player: a pure state machine over a fresh 6-deck shoe per round. The state is plain data
// (JSON-safe), so the table server can store it between actions and a verifier can replay a round from its actions.
import { fairFloats, hmacSha256, type HmacFn } from '../engine/fair';
import { basicDecision, type BlackjackDecision } from './blackjack-strategy';
import { drawCard } from './cards';
import { assertAmount, DEFAULT_MAX_WIN, DEFAULT_MIN_BET } from './money';
import type { Card, FloatSource, Names, SpotLimit } from './types';

export const BLACKJACK_DECKS = 6;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';

export type BlackjackHand = {
  cards: Card[];
  /** The stake on this hand in minor units: the bet, twice it once doubled. */
  stake: number;
  doubled: boolean;
  /** Made by a split: 21 on two cards is then not a blackjack. */
  split: boolean;
  /** No more decisions: stood, busted, doubled, reached 21, or a split ace with its one card. */
  done: boolean;
};

/** 'insurance': the dealer shows an ace and the player decides on insurance; 'player': the player acts on hands. */
export type BlackjackPhase = 'insurance' | 'player' | 'done';

export type BlackjackState = {
  /** The initial bet in minor units. */
  bet: number;
  /** One hand, two after a split (played in order). */
  hands: BlackjackHand[];
  /** The hand the player acts on while phase is 'player'. */
  active: number;
  /** Up card, hole card, then the dealer's draws. The hole card is dealt at once; publicView hides it. */
  dealer: Card[];
  /** The insurance stake (half the bet, floored); 0 when not taken. */
  insurance: number;
  phase: BlackjackPhase;
};

export type BlackjackSettlement = {
  /** Total return of each hand, stake included (0 = lost, stake = push). */
  hands: number[];
  /** Total return of the insurance bet (3 × its stake when the dealer has blackjack, else 0). */
  insurance: number;
  total: number;
};

/** Value of a card in blackjack: ace 1 (or 11, see handTotal), pictures 10. */
export const blackjackValue = (card: Card): number => (card.rank >= 10 ? 10 : card.rank);

/** Best total of cards (an ace counts 11 when that does not bust) and whether an ace is counting 11. */
export const handTotal = (cards: readonly Card[]): { total: number; soft: boolean } => {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    hard += blackjackValue(card);
    if (card.rank === 1) ace = true;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
};

const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && handTotal(cards).total === 21;

/** A two-card 21 on the unsplit hand. */
export const isBlackjack = (state: BlackjackState, hand: BlackjackHand): boolean =>
  !hand.split && state.hands.length === 1 && isNatural(hand.cards);

const dealerHasBlackjack = (state: BlackjackState): boolean => isNatural(state.dealer.slice(0, 2));

// Reused list of the cards out: drawing never re-enters, and the list is rebuilt for every draw.
const out: Card[] = [];

const allCards = (state: BlackjackState): Card[] => {
  out.length = 0;
  for (const card of state.dealer) out.push(card);
  for (const hand of state.hands) for (const card of hand.cards) out.push(card);
  return out;
};

const drawInto = (state: BlackjackState, target: Card[], rng: FloatSource): void => {
  target.push(drawCard(rng, BLACKJACK_DECKS, allCards(state)));
};

const clone = (state: BlackjackState): BlackjackState => ({
  ...state,
  dealer: [...state.dealer],
  hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
});

/** The insurance stake a bet allows: half of it, floored (a 1-unit bet cannot be insured). */
export const insuranceStake = (bet: number): number => Math.floor(bet / 2);

/** After the insurance decision (or none): the dealer peeks with an ace or ten up; blackjacks end the round. */
const peek = (state: BlackjackState): void => {
  const hand = state.hands[0]!;
  const up = blackjackValue(state.dealer[0]!);
  if (((up === 1 || up === 10) && dealerHasBlackjack(state)) || isBlackjack(state, hand)) {
    hand.done = true;
    state.phase = 'done';
    return;
  }
  state.phase = 'player';
};

/** Marks a hand done when it has busted or reached 21 (21 stands by itself). */
const autoStand = (hand: BlackjackHand): void => {
  if (handTotal(hand.cards).total >= 21) hand.done = true;
};

/**
 * Moves play on past finished hands: a split hand waiting with one card gets its second card when play reaches it;
 * when every hand is done the dealer draws to 17, standing on soft 17, unless every hand has busted.
 */
const advance = (state: BlackjackState, rng: FloatSource): void => {
  while (state.active < state.hands.length && state.hands[state.active]!.done) {
    state.active++;
    const hand = state.hands[state.active];
    if (hand && hand.cards.length === 1) {
      drawInto(state, hand.cards, rng);
      if (hand.cards[0]!.rank === 1) hand.done = true;
      autoStand(hand);
    }
  }
  if (state.active < state.hands.length) return;
  state.active = state.hands.length - 1;
  if (state.hands.some((h) => handTotal(h.cards).total <= 21)) {
    while (handTotal(state.dealer).total < 17) drawInto(state, state.dealer, rng);
  }
  state.phase = 'done';
};

/**
 * Deals a round: four floats, in order the player's first card, the dealer's up card, the player's second card and
 * the dealer's hole card. With an ace up the player is asked about insurance first; otherwise the dealer peeks at
 * once with a ten up.
 */
export const deal = (rng: FloatSource, bet: number): BlackjackState => {
  assertAmount(bet);
  const state: BlackjackState = {
    bet,
    hands: [{ cards: [], stake: bet, doubled: false, split: false, done: false }],
    active: 0,
    dealer: [],
    insurance: 0,
    phase: 'player',
  };
  const hand = state.hands[0]!;
  drawInto(state, hand.cards, rng);
  drawInto(state, state.dealer, rng);
  drawInto(state, hand.cards, rng);
  drawInto(state, state.dealer, rng);
  if (state.dealer[0]!.rank === 1 && insuranceStake(bet) > 0) state.phase = 'insurance';
  else peek(state);
  return state;
};

/** Whether an action is allowed now. */
export const isAllowed = (state: BlackjackState, action: BlackjackAction): boolean => {
  if (state.phase === 'insurance') return action === 'insurance' || action === 'no-insurance';
  if (state.phase === 'done') return false;
  const hand = state.hands[state.active]!;
  if (hand.done) return false;
  switch (action) {
    case 'hit':
    case 'stand':
      return true;
    case 'double':
      return hand.cards.length === 2;
    case 'split':
      return (
        state.hands.length === 1 &&
        hand.cards.length === 2 &&
        blackjackValue(hand.cards[0]!) === blackjackValue(hand.cards[1]!)
      );
    default:
      return false;
  }
};

const ALL_ACTIONS: readonly BlackjackAction[] = ['insurance', 'no-insurance', 'hit', 'stand', 'double', 'split'];

/** The actions allowed now. */
export const actions = (state: BlackjackState): BlackjackAction[] => ALL_ACTIONS.filter((a) => isAllowed(state, a));

/** The extra stake an action puts down (the table server debits it before applying the action). */
export const actionCost = (state: BlackjackState, action: BlackjackAction): number => {
  if (action === 'insurance') return insuranceStake(state.bet);
  if (action === 'double' || action === 'split') return state.hands[state.active]!.stake;
  return 0;
};

/**
 * The next state after an allowed action (throws on any other). Cards come from rng in the order play needs them:
 * hit and double take one card for the active hand; split gives the first new hand its second card at once and the
 * second hand its second card when play reaches it (split aces take one card each and stand); then the dealer's
 * draws. The state passed in is not changed.
 */
export const apply = (state: BlackjackState, action: BlackjackAction, rng: FloatSource): BlackjackState => {
  if (!isAllowed(state, action)) {
    throw new Error(`blackjack: "${action}" is not allowed now (phase ${state.phase})`);
  }
  const next = clone(state);
  if (action === 'insurance' || action === 'no-insurance') {
    if (action === 'insurance') next.insurance = insuranceStake(next.bet);
    peek(next);
    return next;
  }
  const hand = next.hands[next.active]!;
  switch (action) {
    case 'hit':
      drawInto(next, hand.cards, rng);
      autoStand(hand);
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stake *= 2;
      hand.doubled = true;
      drawInto(next, hand.cards, rng);
      hand.done = true;
      break;
    case 'split': {
      const [a, b] = hand.cards as [Card, Card];
      const first: BlackjackHand = { cards: [a], stake: hand.stake, doubled: false, split: true, done: false };
      const second: BlackjackHand = { cards: [b], stake: hand.stake, doubled: false, split: true, done: false };
      next.hands = [first, second];
      drawInto(next, first.cards, rng);
      if (a.rank === 1) first.done = true;
      autoStand(first);
      break;
    }
  }
  advance(next, rng);
  return next;
};

/** Everything staked so far: every hand's stake plus insurance. */
export const staked = (state: BlackjackState): number =>
  state.hands.reduce((sum, h) => sum + h.stake, 0) + state.insurance;

/**
 * Settles a finished round. Blackjack pays 3:2 with the half unit floored (so an odd bet loses the half unit to the
 * house); a dealer blackjack beats everything but a player blackjack (push), and pays insurance 2:1.
 */
export const settle = (state: BlackjackState): BlackjackSettlement => {
  if (state.phase !== 'done') throw new Error('blackjack: the round is not finished');
  const dealerBlackjack = dealerHasBlackjack(state);
  const dealerTotal = handTotal(state.dealer).total;
  const hands = state.hands.map((hand) => {
    const blackjack = isBlackjack(state, hand);
    if (dealerBlackjack) return blackjack ? hand.stake : 0;
    if (blackjack) return hand.stake + Math.floor((hand.stake * 3) / 2);
    const total = handTotal(hand.cards).total;
    if (total > 21) return 0;
    if (dealerTotal > 21 || total > dealerTotal) return 2 * hand.stake;
    return total === dealerTotal ? hand.stake : 0;
  });
  const insurance = dealerBlackjack ? 3 * state.insurance : 0;
  return { hands, insurance, total: hands.reduce((s, r) => s + r, 0) + insurance };
};

export type BlackjackView = Omit<BlackjackState, 'dealer'> & { dealer: Card[]; holeHidden: boolean };

/** The state as players may see it: the hole card stays hidden until the round is done. */
export const publicView = (state: BlackjackState): BlackjackView =>
  state.phase === 'done'
    ? { ...state, holeHidden: false }
    : { ...state, dealer: state.dealer.slice(0, 1), holeHidden: true };

/** Basic strategy's action in this state (never insurance); for the simulations, the bench and hints. */
export const basicStrategy = (state: BlackjackState): BlackjackAction => {
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = state.hands[state.active]!;
  const { total, soft } = handTotal(hand.cards);
  const decision: BlackjackDecision = basicDecision({
    total,
    soft,
    pairValue: isAllowed(state, 'split') ? blackjackValue(hand.cards[0]!) : null,
    canDouble: isAllowed(state, 'double'),
    up: blackjackValue(state.dealer[0]!),
  });
  return decision;
};

/**
 * Replays a round from its seeds, bet and actions (the verification of a blackjack round). Throws if an action was
 * not allowed at its turn.
 */
export const blackjackRound = (
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  bet: number,
  played: readonly BlackjackAction[],
  hmac: HmacFn = hmacSha256,
): BlackjackState => {
  const rng = fairFloats(serverSeed, clientSeed, nonce, hmac);
  let state = deal(rng, bet);
  for (const action of played) state = apply(state, action, rng);
  return state;
};

/**
 * The edge of basic strategy under these rules, blackjackTheory(6) rounded to 6 places (see docs/studio-tables.md):
 * the player loses this share of the initial bet per round.
 */
export const BLACKJACK_HOUSE_EDGE = 0.004599;

/** The bet's limits: the most one round can win is 4 × the bet (a split with both hands doubled and won). */
const BET_LIMIT: SpotLimit = {
  spot: 'bet',
  min: DEFAULT_MIN_BET,
  max: Math.floor(DEFAULT_MAX_WIN / 4),
  pays: '1:1, blackjack 3:2, insurance 2:1',
};

const NAMES: Names = {
  EN: 'Blackjack',
  CN: '二十一点',
  VI: 'Xì Dách',
  JA: 'ブラックジャック',
  TH: 'แบล็คแจ็ค',
  TY: 'Blackjack',
  ID: 'Blackjack',
};

export const blackjack = {
  game: 'blackjack' as const,
  names: NAMES,
  limits: BET_LIMIT,
  houseEdge: BLACKJACK_HOUSE_EDGE,
  deal,
  actions,
  isAllowed,
  actionCost,
  apply,
  settle,
  staked,
  publicView,
  basicStrategy,
};
