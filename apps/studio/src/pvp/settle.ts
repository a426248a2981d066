// Settlement of one Niu Niu hand: every player against the banker, the banker's cover cap, and the rake.
// Integer minor units throughout; the pro-rata share uses BigInt so no product can lose precision.
import type { Card } from './cards';
import { compareHands, type HandValue } from './niuniu';

/** One participant as settlement sees it: what was reserved (debited) at the start and the hand shown. */
export type SettleSeat = {
  player: string;
  seat: number;
  bot: boolean;
  /** Minor units debited at the start of the hand. */
  reserve: number;
  cards: Card[];
  hand: HandValue;
  /** The bet multiple (players); null for the banker. */
  multiple: number | null;
};

export type SettleInput = {
  handId: string;
  handNo: number;
  /** The room's base stake, minor units. */
  stake: number;
  rakePermille: number;
  banker: SettleSeat;
  /** The other participants, in dealing order. */
  players: SettleSeat[];
};

export type SettlementRow = {
  player: string;
  seat: number;
  bot: boolean;
  banker: boolean;
  cards: Card[];
  hand: HandValue;
  multiple: number | null;
  /** stake × multiple for a player, 0 for the banker. */
  bet: number;
  reserve: number;
  /** Players: 'win' or 'lose' against the banker. The banker: 'banker'. */
  outcome: 'win' | 'lose' | 'banker';
  /** Result before rake: + won, − lost (the banker's is the sum over all players, with the sign reversed). */
  net: number;
  /** The house's share of a positive net: ⌊net × rakePermille / 1000⌋; 0 otherwise. */
  rake: number;
  /** Paid back at the end of the hand: reserve + net − rake (never negative). */
  credit: number;
  /** What the hand did to this participant's balance: credit − reserve = net − rake. */
  change: number;
};

export type PvpSettlement = {
  handId: string;
  handNo: number;
  stake: number;
  rakePermille: number;
  /** The banker first, then the players in dealing order. */
  rows: SettlementRow[];
  /** Σ rows.rake, the house's take. Σ rows.change + rake = 0. */
  rake: number;
  /** What the banker could pay winners: its reserve plus everything collected from losing players. */
  bankerCover: number;
  /** True when winners were owed more than bankerCover and were paid pro rata. */
  capped: boolean;
};

/**
 * Pays a hand. A player beaten by the banker pays stake × multiple × the banker hand's multiplier; a player who
 * beats the banker is owed stake × multiple × their own hand's multiplier. The banker collects from the losers
 * first; if the winners are owed more than reserve + collected, that cover is shared pro rata (floored), and the
 * units the floors left go one each to the winners from the strongest hand down.
 */
export const settleHand = (input: SettleInput): PvpSettlement => {
  const { stake, rakePermille, banker, players } = input;
  const owed = players.map((p) => {
    const bet = stake * (p.multiple ?? 0);
    const playerWins = compareHands(p.hand, banker.hand) > 0;
    return { p, bet, playerWins, amount: bet * (playerWins ? p.hand.multiplier : banker.hand.multiplier) };
  });
  const collected = owed.reduce((sum, o) => sum + (o.playerWins ? 0 : o.amount), 0);
  const totalOwed = owed.reduce((sum, o) => sum + (o.playerWins ? o.amount : 0), 0);
  const bankerCover = banker.reserve + collected;
  const capped = totalOwed > bankerCover;

  const paid = owed.map((o) => (o.playerWins ? o.amount : 0));
  if (capped) {
    let left = bankerCover;
    owed.forEach((o, i) => {
      if (!o.playerWins) return;
      const share = Number((BigInt(o.amount) * BigInt(bankerCover)) / BigInt(totalOwed));
      paid[i] = share;
      left -= share;
    });
    const winners = owed
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => o.playerWins)
      .sort((a, b) => compareHands(b.o.p.hand, a.o.p.hand));
    // Σ floors is within one unit per winner of the cover, so one pass hands out the remainder.
    for (const { i } of winners) {
      if (left === 0) break;
      paid[i]! += 1;
      left -= 1;
    }
  }

  const rakeOf = (net: number): number => (net > 0 ? Math.floor((net * rakePermille) / 1000) : 0);
  const row = (s: SettleSeat, isBanker: boolean, bet: number, outcome: SettlementRow['outcome'], net: number) => {
    const rake = rakeOf(net);
    const credit = s.reserve + net - rake;
    return {
      player: s.player,
      seat: s.seat,
      bot: s.bot,
      banker: isBanker,
      cards: [...s.cards],
      hand: s.hand,
      multiple: s.multiple,
      bet,
      reserve: s.reserve,
      outcome,
      net,
      rake,
      credit,
      change: credit - s.reserve,
    } satisfies SettlementRow;
  };

  const playerRows = owed.map((o, i) =>
    row(o.p, false, o.bet, o.playerWins ? 'win' : 'lose', o.playerWins ? paid[i]! : -o.amount),
  );
  const bankerNet = collected - paid.reduce((a, b) => a + b, 0);
  const rows = [row(banker, true, 0, 'banker', bankerNet), ...playerRows];
  // Reserves are sized so this cannot happen; if a caller broke that, refuse to pay out negative money.
  const short = rows.find((r) => r.credit < 0);
  if (short)
    throw new RangeError(`${input.handId}: ${short.player}'s reserve ${short.reserve} does not cover ${-short.net}`);
  return {
    handId: input.handId,
    handNo: input.handNo,
    stake,
    rakePermille,
    rows,
    rake: rows.reduce((sum, r) => sum + r.rake, 0),
    bankerCover,
    capped,
  };
};
