import type { StudioErrorCode } from '../../shared/api';

/**
 * Refusals of the lottery's operations API and of purchases against operator settings. Kept out of the game
 * pages' StudioError list (which each page translates) until those pages name them; a page shows its generic
 * text for them meanwhile.
 */
export const LotteryOpsError = {
  /** The operator who entered a result cannot confirm it (maker-checker). */
  MakerChecker: 'studio.lottery_maker_checker',
  /** The draw's state does not allow the step (confirm with nothing entered, correct before settlement …). */
  DrawState: 'studio.lottery_draw_state',
  /** Closing sales of a draw whose sales are already over (past its cut-off, closed, drawn or settled). */
  SalesClosed: 'studio.lottery_sales_closed',
  /** A settled draw is corrected, never voided. */
  DrawSettled: 'studio.lottery_draw_settled',
  /** Odds whose return to player leaves 90–97 %. */
  OddsOutOfRange: 'studio.lottery_odds_out_of_range',
} as const;
export type LotteryOpsErrorCode = (typeof LotteryOpsError)[keyof typeof LotteryOpsError];

const STATUS: Record<StudioErrorCode | LotteryOpsErrorCode, number> = {
  'studio.unauthorized': 401,
  'studio.bad_request': 400,
  'studio.insufficient_funds': 402,
  'studio.platform_unavailable': 503,
  'studio.round_pending': 409,
  'studio.fish_gone': 409,
  'studio.not_found': 404,
  'studio.trial_not_allowed': 403,
  'studio.session_ended': 401,
  'studio.internal': 500,
  'studio.rate_limited': 429,
  'studio.lottery_closed': 409,
  'studio.lottery_sold_out': 409,
  'studio.lottery_maker_checker': 409,
  'studio.lottery_draw_state': 409,
  'studio.lottery_draw_settled': 409,
  'studio.lottery_sales_closed': 409,
  'studio.lottery_odds_out_of_range': 400,
  'studio.lottery_bet_disabled': 409,
  'studio.lottery_stake_limit': 400,
};

/** A refusal the player's page can explain; the error handler maps it to its status. */
export class StudioAppError extends Error {
  constructor(
    readonly code: StudioErrorCode | LotteryOpsErrorCode,
    message?: string,
  ) {
    super(message ?? code);
  }
  get status() {
    return STATUS[this.code];
  }
}
