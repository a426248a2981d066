import type { Jobs } from '../../jobs/definitions.js';

export const ENGAGEMENT_JOB = 'engagement_tick';

/**
 * One job each minute: rains whose occurrence started get their envelopes, completed missions reach
 * the reward centre, ended leaderboard periods are paid, due raffles are drawn. Each step is keyed in
 * the database (unique rain per occurrence, payout per period, reward keys, the raffle row lock), so
 * a late, repeated or concurrent run changes nothing twice.
 */
export const defineEngagementJobs = (jobs: Jobs, cron: string) => {
  jobs.define(ENGAGEMENT_JOB, async (_data, { services }) => void (await services.engagement.tick()), {
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    expireSeconds: 5 * 60,
  });
  return { [ENGAGEMENT_JOB]: cron };
};
