import type { Jobs } from '../../jobs/definitions.js';

export const PROMOTION_JOBS = { rebates: 'promotion_rebates' } as const;

/**
 * The rebate run: offers each live rebate promotion's last complete period (daily or weekly in the
 * brand's zone). Offers are keyed per promotion, member and period, so running twice (a retry, two
 * instances) offers nothing new. Hourly, so a day's rebates appear within an hour of local midnight.
 */
export const definePromotionsJobs = (jobs: Jobs, schedules: { rebateCron: string }) => {
  jobs.define(PROMOTION_JOBS.rebates, async (_data, { services }) => void (await services.promotions.runRebates()), {
    retry: { limit: 2, delaySeconds: 30, backoff: true },
    expireSeconds: 15 * 60,
  });
  return { [PROMOTION_JOBS.rebates]: schedules.rebateCron };
};
