import { describe, expect, it, vi } from 'vitest';
import type { Jobs } from '../../jobs/definitions.js';
import { BONUS_JOB, defineBonusJobs } from './bonus.jobs.js';

describe('defineBonusJobs', () => {
  it('plans the refresh and expiry jobs on the given cron, each calling its service', async () => {
    const handlers = new Map<string, (d: unknown, ctx: unknown) => Promise<void>>();
    const jobs = { define: (name: string, h: (d: unknown, ctx: unknown) => Promise<void>) => handlers.set(name, h) };
    const planned = defineBonusJobs(jobs as unknown as Jobs, '*/5 * * * *');
    expect(planned).toEqual({ [BONUS_JOB.refresh]: '*/5 * * * *', [BONUS_JOB.expiry]: '*/5 * * * *' });
    const services = { bonus: { refreshAll: vi.fn(async () => 0), expire: vi.fn(async () => ({})) } };
    await handlers.get(BONUS_JOB.refresh)!({}, { services });
    expect(services.bonus.refreshAll).toHaveBeenCalledTimes(1);
    expect(services.bonus.expire).not.toHaveBeenCalled();
    await handlers.get(BONUS_JOB.expiry)!({}, { services });
    expect(services.bonus.expire).toHaveBeenCalledTimes(1);
  });
});
