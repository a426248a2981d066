import { defineAgentContractJobs } from '../modules/agent-contracts/agent-contracts.jobs.js';
import type { SettlementService } from '../modules/agent-contracts/settlement.service.js';
import { defineBonusJobs } from '../modules/bonus/bonus.jobs.js';
import type { BonusService } from '../modules/bonus/bonus.service.js';
import { defineEngagementJobs } from '../modules/engagement/engagement.jobs.js';
import type { EngagementService } from '../modules/engagement/engagement.service.js';
import type { DepositsService } from '../modules/payments/deposits.service.js';
import type { WithdrawalsService } from '../modules/payments/withdrawals.service.js';
import { definePromotionsJobs } from '../modules/promotions/promotions.jobs.js';
import type { PromotionsService } from '../modules/promotions/promotions.service.js';
import type { ReferralService } from '../modules/referral/referral.service.js';
import { defineVipJobs } from '../modules/vip/vip.jobs.js';
import type { VipService } from '../modules/vip/vip.service.js';
import type { JobsService } from './jobs.service.js';

/** What the platform's jobs call; later features add their services here. */
export type JobServices = {
  deposits: Pick<DepositsService, 'expire'>;
  withdrawals: Pick<WithdrawalsService, 'autoConfirm'>;
  transfers: { reconcile: () => Promise<number> };
  /** Registers vendors from their manifests; answers the URLs that did not answer. */
  vendorManifests: { register: (urls?: string[]) => Promise<string[]> };
  bonus: Pick<BonusService, 'refreshAll' | 'expire'>;
  promotions: Pick<PromotionsService, 'runRebates'>;
  // Promotions: VIP levels and referrals (modules/vip/vip.jobs.ts).
  vip: Pick<VipService, 'refreshTurnover' | 'review' | 'rebate' | 'birthdays'>;
  referral: Pick<ReferralService, 'evaluateAll'>;
  /** Promotions: engagement (rains, missions, leaderboard payouts, raffle draws). */
  engagement: Pick<EngagementService, 'tick'>;
  /** Agents: the contract settlement engine (modules/agent-contracts/agent-contracts.jobs.ts). */
  agentSettlement: Pick<SettlementService, 'daily' | 'hourly' | 'realtime' | 'dividends'>;
};

export type Jobs = JobsService<JobServices>;

/** The job registry: every job of the platform by name (pg-boss queue names: letters, digits, _). */
export const JOB = {
  depositExpiry: 'deposit_expiry',
  withdrawalAutoConfirm: 'withdrawal_auto_confirm',
  transferReconcile: 'transfer_reconcile',
  vendorManifests: 'vendor_manifests',
} as const;

export type JobSchedules = {
  /** Deposit expiry, withdrawal auto-confirmation and transfer reconciliation. */
  walletCron: string;
  /** Re-reads every vendor manifest; undefined: only at start (and until each answers). */
  vendorManifestCron: string | undefined;
};

/**
 * Defines the platform's jobs and answers their schedules (start them with jobs.start). The wallet
 * jobs change state under row locks, so a late or repeated run is harmless; a minute is the finest
 * cron step pg-boss offers.
 */
export const defineJobs = (jobs: Jobs, schedules: JobSchedules): Record<string, string | undefined> => {
  const quick = { retry: { limit: 2, delaySeconds: 10, backoff: true }, expireSeconds: 5 * 60 };
  jobs.define(JOB.depositExpiry, async (_data, { services }) => void (await services.deposits.expire()), quick);
  jobs.define(
    JOB.withdrawalAutoConfirm,
    async (_data, { services }) => void (await services.withdrawals.autoConfirm()),
    quick,
  );
  jobs.define(JOB.transferReconcile, async (_data, { services }) => void (await services.transfers.reconcile()), quick);
  // A vendor started beside the platform may come up later: retried for about 2 to 4 minutes.
  jobs.define<{ urls?: string[] }>(
    JOB.vendorManifests,
    async ({ urls }, { services, lastAttempt, log }) => {
      const failed = await services.vendorManifests.register(urls);
      if (failed.length === 0) return;
      if (lastAttempt)
        log.warn({ urls: failed }, 'vendor manifest not reachable; register it with npm run ops -- vendor:register');
      throw new Error(`vendor manifests not reachable: ${failed.join(', ')}`);
    },
    { retry: { limit: 6, delaySeconds: 2, backoff: true }, expireSeconds: 10 * 60 },
  );
  return {
    [JOB.depositExpiry]: schedules.walletCron,
    [JOB.withdrawalAutoConfirm]: schedules.walletCron,
    [JOB.transferReconcile]: schedules.walletCron,
    [JOB.vendorManifests]: schedules.vendorManifestCron,
    ...defineBonusJobs(jobs, schedules.walletCron),
    ...definePromotionsJobs(jobs, { rebateCron: '5 * * * *' }),
    ...defineVipJobs(jobs),
    ...defineEngagementJobs(jobs, '* * * * *'),
    ...defineAgentContractJobs(jobs),
  };
};
