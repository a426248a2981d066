// What a client may see of a room: other players' cards stay hidden until shown, wallet balances stay private.
import type { Card } from './cards';
import type { HandValue } from './niuniu';
import type { PvpSettlement } from './settle';
import type { PvpPhase, PvpRoomConfig, PvpState } from './types';

export type PvpSeatView = {
  player: string;
  bot: boolean;
  connected: boolean;
  ready: boolean;
  leaving: boolean;
  /** Only the viewer's own balance; null for everyone else. */
  balance: number | null;
};

export type PvpParticipantView = {
  player: string;
  seat: number;
  bot: boolean;
  banker: boolean;
  reserve: number;
  cap: number;
  multiple: number | null;
  autoBet: boolean;
  revealed: boolean;
  autoReveal: boolean;
  /** null while hidden from this viewer. */
  cards: Card[] | null;
  hand: HandValue | null;
};

export type PvpView = {
  config: PvpRoomConfig;
  phase: PvpPhase;
  handNo: number;
  banker: number | null;
  deadline: number | null;
  seats: (PvpSeatView | null)[];
  hand: { id: string; no: number; startedAt: number; participants: PvpParticipantView[] } | null;
  last: PvpSettlement | null;
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
};

/**
 * The room as viewer sees it (null: a spectator). Nobody sees a card while bets are open; from 'revealing' on each
 * player sees their own five and everyone sees the hands that were shown; in 'settling' every hand is shown.
 */
export const pvpView = (state: PvpState, viewer: string | null): PvpView => {
  const you = state.seats.findIndex((seat) => seat !== null && seat.player === viewer);
  const hand = state.hand;
  return {
    config: state.config,
    phase: state.phase,
    handNo: state.handNo,
    banker: state.banker,
    deadline: state.deadline,
    seats: state.seats.map((seat) =>
      seat
        ? {
            player: seat.player,
            bot: seat.bot,
            connected: seat.connected,
            ready: seat.ready,
            leaving: seat.leaving,
            balance: seat.player === viewer ? seat.balance : null,
          }
        : null,
    ),
    hand: hand && {
      id: hand.id,
      no: hand.no,
      startedAt: hand.startedAt,
      participants: hand.participants.map((p) => {
        const visible =
          state.phase === 'settling' || (state.phase === 'revealing' && (p.revealed || p.player === viewer));
        return {
          player: p.player,
          seat: p.seat,
          bot: p.bot,
          banker: p.banker,
          reserve: p.reserve,
          cap: p.cap,
          multiple: p.multiple,
          autoBet: p.autoBet,
          revealed: p.revealed,
          autoReveal: p.autoReveal,
          cards: visible ? [...p.cards] : null,
          hand: visible ? p.hand : null,
        };
      }),
    },
    last: state.last,
    you: you >= 0 ? you : null,
  };
};

export type PvpRoomSummary = {
  id: string;
  stake: number;
  seats: number;
  taken: number;
  free: number;
  bots: number;
  phase: PvpPhase;
  handNo: number;
};

/** One line of a room list (GLS2_roomList): stake, seats taken and free, status. */
export const roomSummary = (state: PvpState): PvpRoomSummary => {
  const taken = state.seats.filter((seat) => seat !== null).length;
  return {
    id: state.config.id,
    stake: state.config.stake,
    seats: state.config.seats,
    taken,
    free: state.config.seats - taken,
    bots: state.seats.filter((seat) => seat?.bot).length,
    phase: state.phase,
    handNo: state.handNo,
  };
};
