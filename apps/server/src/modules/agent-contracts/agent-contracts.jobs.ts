import type { Jobs } from '../../jobs/definitions.js';

/** Settlement jobs (pg-boss queue names). */
export const AGENT_CONTRACT_JOB = {
  daily: 'agent_settle_daily',
  hourly: 'agent_settle_hourly',
  realtime: 'agent_settle_realtime',
  dividends: 'agent_settle_dividends',
} as const;

/**
 * The settlement schedules, in the jobs' time zone (the brand's). Each fires a minute after its
 * period ends (the grace lets closing rounds commit) and settles the last closed period; a repeated
 * or late run bills nothing twice (one bill per contract and period). Dividends run daily and settle
 * whichever D, W, H or M period has just ended.
 */
export const defineAgentContractJobs = (jobs: Jobs): Record<string, string> => {
  const opts = { retry: { limit: 3, delaySeconds: 30, backoff: true }, expireSeconds: 30 * 60 };
  jobs.define(
    AGENT_CONTRACT_JOB.daily,
    async (_d, { services }) => void (await services.agentSettlement.daily()),
    opts,
  );
  jobs.define(
    AGENT_CONTRACT_JOB.hourly,
    async (_d, { services }) => void (await services.agentSettlement.hourly()),
    opts,
  );
  jobs.define(
    AGENT_CONTRACT_JOB.realtime,
    async (_d, { services }) => void (await services.agentSettlement.realtime()),
    { ...opts, expireSeconds: 4 * 60 },
  );
  jobs.define(
    AGENT_CONTRACT_JOB.dividends,
    async (_d, { services }) => void (await services.agentSettlement.dividends()),
    opts,
  );
  return {
    [AGENT_CONTRACT_JOB.daily]: '1 0 * * *',
    [AGENT_CONTRACT_JOB.hourly]: '1 * * * *',
    [AGENT_CONTRACT_JOB.realtime]: '1-56/5 * * * *',
    [AGENT_CONTRACT_JOB.dividends]: '2 0 * * *',
  };
};
