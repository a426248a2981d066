// The PvP room's data: configuration, events in, effects out, and the state the server keeps between steps.
// Everything is plain JSON (no Map, no class) so the server can store a room and send views of it.
import type { Card } from './cards';
import type { HandValue } from './niuniu';
import type { PvpSettlement } from './settle';

export type PvpRoomConfig = {
  /** Unique for the room's lifetime: hand ids are `${id}-${handNo}` and must never repeat. */
  id: string;
  /** Base stake, minor units: a player's bet is stake × the chosen multiple. */
  stake: number;
  /** 2–6. */
  seats: number;
  /** House rake in permille of each participant's positive result of a hand (50 = 5%). */
  rakePermille: number;
  /** Allowed bet multiples, ascending positive integers, e.g. [1, 2, 3, 5]; the first is the timeout default. */
  betMultiples: number[];
  /** ready: the countdown before a hand (and the pause to show a result); bet and reveal: each phase's turn. */
  turnMs: { ready: number; bet: number; reveal: number };
  botsAllowed: boolean;
  /** How long a lone human waits before a bot sits down; default 2 × turnMs.ready. */
  botWaitMs?: number;
};

export type PvpPhase = 'waiting' | 'betting' | 'revealing' | 'settling';

export type PvpEvent =
  /** balance: the player's wallet balance (minor units) as the server just read it; reserves are sized from it. */
  | { type: 'sit'; player: string; seat?: number; balance: number }
  | { type: 'leave'; player: string }
  /** Ready for the next hand: when every seated human is ready the countdown is cut short. */
  | { type: 'ready'; player: string }
  | { type: 'bet'; player: string; multiple: number }
  | { type: 'reveal'; player: string }
  /** Time passes: fires due deadlines (the tick's own `now` is the time used). */
  | { type: 'tick'; now: number }
  | { type: 'disconnect'; player: string }
  | { type: 'reconnect'; player: string }
  /** A fresh wallet balance (minor units, excluding what the current hand holds in reserve). */
  | { type: 'balance'; player: string; balance: number }
  /**
   * The wallet refused these players' debits of this hand: they are taken out of it (the banker: the hand is void).
   * Report every refusal among one step's debits in one event, before any other event for the room, so no refund
   * is ever addressed to a player whose debit did not go through.
   */
  | { type: 'debit_failed'; handId: string; players: string[] };

export type PvpErrorCode =
  | 'pvp.bad_event'
  | 'pvp.bad_player'
  | 'pvp.bad_amount'
  | 'pvp.bad_seat'
  | 'pvp.bad_multiple'
  | 'pvp.seat_taken'
  | 'pvp.room_full'
  | 'pvp.already_seated'
  | 'pvp.not_seated'
  | 'pvp.not_in_hand'
  | 'pvp.wrong_phase'
  | 'pvp.wrong_hand'
  | 'pvp.not_your_turn'
  | 'pvp.already_bet'
  | 'pvp.already_revealed'
  | 'pvp.insufficient_funds';

export type PvpSeat = {
  player: string;
  /** Room-made players: their money moves on the house's bot account, never a member's. */
  bot: boolean;
  connected: boolean;
  ready: boolean;
  /** Asked to leave while in a hand: auto-actions finish the hand, the seat frees when it is settled. */
  leaving: boolean;
  /** The wallet balance as the room last knew it, minor units, net of the current hand's reserve. */
  balance: number;
};

export type PvpParticipant = {
  player: string;
  seat: number;
  bot: boolean;
  banker: boolean;
  /** Minor units debited at the start of the hand: the most this participant can lose in it. */
  reserve: number;
  /** Players: the largest bet multiple the reserve covers. The banker: 0. */
  cap: number;
  multiple: number | null;
  autoBet: boolean;
  /** Secret until revealed: never send raw state to clients (pvpView redacts it). */
  cards: Card[];
  hand: HandValue;
  revealed: boolean;
  autoReveal: boolean;
};

export type PvpHand = {
  id: string;
  no: number;
  startedAt: number;
  /** The banker first, then the others in seat order after the banker. */
  participants: PvpParticipant[];
};

export type PvpState = {
  config: PvpRoomConfig;
  phase: PvpPhase;
  /** The number of the current (or last) hand; 0 before the first. deal(handNo) draws its cards. */
  handNo: number;
  /** Seat of the current (or last) banker, null before the first hand: the next banker is the next seat after it. */
  banker: number | null;
  seats: (PvpSeat | null)[];
  /** When the current phase times out (ms), null when nothing is counting down. */
  deadline: number | null;
  /** When the next bot sits down, null when none is due. */
  botAt: number | null;
  /** Bots seated so far, for their names. */
  botsSeated: number;
  /** The hand in play, or the one being shown in 'settling'; null otherwise. */
  hand: PvpHand | null;
  last: PvpSettlement | null;
};

export type PvpEffect =
  /** A hand began; the debits for it follow. */
  | { type: 'hand'; handId: string; handNo: number; banker: string; players: string[] }
  /** Take amount from the player's wallet (a bot's: the house bot account) before any card is shown. */
  | { type: 'debit'; player: string; bot: boolean; amount: number; handId: string }
  | { type: 'bet'; handId: string; player: string; multiple: number; auto: boolean }
  /** Private: send each player their own cards only. */
  | { type: 'deal'; handId: string; hands: { player: string; seat: number; cards: Card[] }[] }
  /** Public: a hand shown to the table. */
  | { type: 'reveal'; handId: string; player: string; cards: Card[]; hand: HandValue; auto: boolean }
  /** Pay amount back (may be 0: it closes the player's round). */
  | { type: 'credit'; player: string; bot: boolean; amount: number; handId: string }
  /** The house's rake of the hand, to the system account. */
  | { type: 'rake'; amount: number; handId: string }
  | { type: 'settled'; settlement: PvpSettlement }
  /** The hand was called off: every debit that went through is credited back in full. */
  | { type: 'void'; handId: string; reason: 'banker_debit_failed' | 'no_players' }
  | { type: 'sat'; player: string; seat: number; bot: boolean }
  | { type: 'left'; player: string; seat: number; bot: boolean }
  /** The player is back: send them their view (their own cards included). */
  | { type: 'resume'; player: string; handId: string | null }
  /** Call step with a tick at this time (null: nothing scheduled). */
  | { type: 'timer'; deadline: number | null };

export type PvpStepResult = { state: PvpState; refused?: PvpErrorCode; effects: PvpEffect[] };
