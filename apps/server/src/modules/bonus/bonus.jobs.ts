import type { Jobs } from '../../jobs/definitions.js';

export const BONUS_JOB = {
  /** Recomputes wagering of every member with an ACTIVE grant (completions without a visit). */
  refresh: 'bonus_wagering_refresh',
  /** Expires unclaimed reward items and forfeits grants past their wagering days. */
  expiry: 'bonus_expiry',
} as const;

/**
 * The bonus engine's jobs. Both are safe to run twice: grants and items change under row locks
 * (skip-locked for items) and a forfeit posting is keyed `bonus-forfeit:<grantId>`.
 */
export const defineBonusJobs = (jobs: Jobs, cron: string): Record<string, string> => {
  const opts = { retry: { limit: 2, delaySeconds: 10, backoff: true }, expireSeconds: 10 * 60 };
  jobs.define(BONUS_JOB.refresh, async (_data, { services }) => void (await services.bonus.refreshAll()), opts);
  jobs.define(BONUS_JOB.expiry, async (_data, { services }) => void (await services.bonus.expire()), opts);
  return { [BONUS_JOB.refresh]: cron, [BONUS_JOB.expiry]: cron };
};
