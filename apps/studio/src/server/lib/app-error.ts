import type { StudioErrorCode } from '../../shared/api';

const STATUS: Record<StudioErrorCode, number> = {
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
};

/** A refusal the player's page can explain; the error handler maps it to its status. */
export class StudioAppError extends Error {
  constructor(
    readonly code: StudioErrorCode,
    message?: string,
  ) {
    super(message ?? code);
  }
  get status() {
    return STATUS[this.code];
  }
}
