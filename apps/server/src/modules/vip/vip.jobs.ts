import type { Jobs } from '../../jobs/definitions.js';

/** VIP and referral jobs (pg-boss queue names). */
export const VIP_JOB = {
  turnover: 'vip_turnover',
  review: 'vip_review',
  rebate: 'vip_rebate',
  birthdays: 'vip_birthdays',
  referrals: 'referral_evaluate',
} as const;

/**
 * VIP and referral jobs: each is safe to run twice (turnover is a recount, the review runs once per
 * member and month, rewards are offered once per key). Cron times are in the jobs' time zone (the
 * brand's); each job still works out the periods in each brand's own zone.
 */
export const defineVipJobs = (jobs: Jobs): Record<string, string> => {
  const opts = { retry: { limit: 2, delaySeconds: 30, backoff: true }, expireSeconds: 15 * 60 };
  jobs.define(VIP_JOB.turnover, async (_d, { services }) => void (await services.vip.refreshTurnover()), opts);
  jobs.define(VIP_JOB.review, async (_d, { services }) => void (await services.vip.review()), opts);
  jobs.define(VIP_JOB.rebate, async (_d, { services }) => void (await services.vip.rebate()), opts);
  jobs.define(VIP_JOB.birthdays, async (_d, { services }) => void (await services.vip.birthdays()), opts);
  jobs.define(VIP_JOB.referrals, async (_d, { services }) => void (await services.referral.evaluateAll()), opts);
  return {
    [VIP_JOB.turnover]: '*/5 * * * *',
    // The 1st of the month, after midnight: reviews the month that just ended. Daily at 00:20 the
    // review runs again as a catch-up (it does nothing for members already reviewed).
    [VIP_JOB.review]: '20 0 * * *',
    [VIP_JOB.rebate]: '30 0 * * *',
    [VIP_JOB.birthdays]: '5 0 * * *',
    [VIP_JOB.referrals]: '*/10 * * * *',
  };
};
