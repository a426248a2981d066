import { describe, expect, it, vi } from 'vitest';
import type { JobServices, Jobs } from '../../jobs/definitions.js';
import type { JobContext, JobHandler } from '../../jobs/jobs.service.js';
import { definePromotionsJobs, PROMOTION_JOBS } from './promotions.jobs.js';

describe('definePromotionsJobs', () => {
  it('plans the rebate run on its cron and runs the service from it', async () => {
    const handlers = new Map<string, JobHandler<JobServices>>();
    const jobs = { define: (name: string, handler: JobHandler<JobServices>) => handlers.set(name, handler) };
    expect(definePromotionsJobs(jobs as unknown as Jobs, { rebateCron: '5 * * * *' })).toEqual({
      [PROMOTION_JOBS.rebates]: '5 * * * *',
    });
    const runRebates = vi.fn(async () => 3);
    const ctx = {
      services: { promotions: { runRebates } } as unknown as JobServices,
      jobId: '00000000-0000-4000-8000-000000000000',
      key: null,
      attempt: 1,
      lastAttempt: false,
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    } as unknown as JobContext<JobServices>;
    await handlers.get(PROMOTION_JOBS.rebates)!({}, ctx);
    expect(runRebates).toHaveBeenCalledTimes(1);
  });
});
