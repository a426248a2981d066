import { describe, expect, it, vi } from 'vitest';
import { defineJobs, JOB, type JobServices, type Jobs } from './definitions.js';
import type { JobContext, JobHandler } from './jobs.service.js';

/** defineJobs against a recorder: the handlers it registers, called with stand-in services. */
const definedJobs = (
  schedules = { walletCron: '*/2 * * * *', vendorManifestCron: undefined as string | undefined },
) => {
  const handlers = new Map<string, JobHandler<JobServices>>();
  const jobs = { define: (name: string, handler: JobHandler<JobServices>) => handlers.set(name, handler) };
  const planned = defineJobs(jobs as unknown as Jobs, schedules);
  const services = {
    deposits: { expire: vi.fn(async () => undefined) },
    withdrawals: { autoConfirm: vi.fn(async () => undefined) },
    transfers: { reconcile: vi.fn(async () => 0) },
    vendorManifests: { register: vi.fn(async (): Promise<string[]> => []) },
  };
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const ctx = (lastAttempt = false): JobContext<JobServices> => ({
    services: services as unknown as JobServices,
    jobId: '00000000-0000-4000-8000-000000000000',
    key: null,
    attempt: 1,
    lastAttempt,
    log,
  });
  return { handlers, planned, services, log, ctx };
};

describe('defineJobs', () => {
  it('plans the wallet jobs on the wallet cron and the manifests only when a cron is set', () => {
    // Features add their own jobs (promotions: the rebate run): the wallet's are checked here.
    expect(definedJobs().planned).toMatchObject({
      [JOB.depositExpiry]: '*/2 * * * *',
      [JOB.withdrawalAutoConfirm]: '*/2 * * * *',
      [JOB.transferReconcile]: '*/2 * * * *',
      [JOB.vendorManifests]: undefined,
    });
    expect(definedJobs({ walletCron: '* * * * *', vendorManifestCron: '0 4 * * *' }).planned).toMatchObject({
      [JOB.vendorManifests]: '0 4 * * *',
    });
  });

  it('calls each wallet service from its own job', async () => {
    const { handlers, services, ctx } = definedJobs();
    await handlers.get(JOB.depositExpiry)!({}, ctx());
    expect(services.deposits.expire).toHaveBeenCalledTimes(1);
    expect(services.withdrawals.autoConfirm).not.toHaveBeenCalled();
    await handlers.get(JOB.withdrawalAutoConfirm)!({}, ctx());
    expect(services.withdrawals.autoConfirm).toHaveBeenCalledTimes(1);
    await handlers.get(JOB.transferReconcile)!({}, ctx());
    expect(services.transfers.reconcile).toHaveBeenCalledTimes(1);
  });

  it('fails the manifest job while a vendor does not answer, and warns on the last attempt', async () => {
    const { handlers, services, log, ctx } = definedJobs();
    const manifests = handlers.get(JOB.vendorManifests)!;
    await manifests({}, ctx());
    expect(services.vendorManifests.register).toHaveBeenCalledWith(undefined);

    services.vendorManifests.register.mockResolvedValue(['http://127.0.0.1:9/m.json']);
    await expect(manifests({ urls: ['http://127.0.0.1:9/m.json'] }, ctx())).rejects.toThrow(/not reachable/);
    expect(services.vendorManifests.register).toHaveBeenLastCalledWith(['http://127.0.0.1:9/m.json']);
    expect(log.warn).not.toHaveBeenCalled();
    await expect(manifests({ urls: ['http://127.0.0.1:9/m.json'] }, ctx(true))).rejects.toThrow(/not reachable/);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
