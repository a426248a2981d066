// The studio's PvP game, Niu Niu: rules, settlement and the room state machine the server drives.
export { PVP_NAMES } from './names';
export {
  cardCode,
  cardPoints,
  cardRank,
  cardSuit,
  dealHands,
  DECK_SIZE,
  HAND_SIZE,
  isCard,
  parseCard,
  parseCards,
  RANK_CODES,
  shuffleDeck,
  SUIT_CODES,
  type Card,
} from './cards';
export {
  compareHands,
  evaluateHand,
  KIND_RANK,
  MAX_HAND_MULTIPLIER,
  MULTIPLIER_TABLE,
  type HandKind,
  type HandValue,
} from './niuniu';
export { settleHand, type PvpSettlement, type SettleInput, type SettleSeat, type SettlementRow } from './settle';
export {
  BOT_PREFIX,
  botBalance,
  checkRoomConfig,
  createRoom,
  minimumBalance,
  nextWake,
  step,
  type DealSource,
} from './room';
export {
  pvpView,
  roomSummary,
  type PvpParticipantView,
  type PvpRoomSummary,
  type PvpSeatView,
  type PvpView,
} from './view';
export type {
  PvpEffect,
  PvpErrorCode,
  PvpEvent,
  PvpHand,
  PvpParticipant,
  PvpPhase,
  PvpRoomConfig,
  PvpSeat,
  PvpState,
  PvpStepResult,
} from './types';
