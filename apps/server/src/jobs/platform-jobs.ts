import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { createBrandService } from '../modules/brand/brand.service.js';
import { registerManifestUrls } from '../modules/vendors/vendor-manifest.js';
import { defineJobs, type JobServices, type Jobs } from './definitions.js';
import { createJobs } from './jobs.service.js';
import { timeZoneOfCountry } from './time-zone.js';

type JobConfig = Pick<
  Config,
  | 'DEFAULT_MERCHANT'
  | 'JOBS_TIME_ZONE'
  | 'JOBS_POLL_SECONDS'
  | 'JOBS_CRON_CHECK_SECONDS'
  | 'WALLET_JOBS_CRON'
  | 'VENDOR_MANIFEST_CRON'
  | 'VENDOR_MANIFEST_URLS'
  | 'VENDOR_MANIFEST_SECRET'
>;

/**
 * The job runner of this instance with the platform's jobs. It starts with jobs.start() (the app
 * starts it once it listens) or at its first use; stop it on close.
 */
export const createPlatformJobs = async (deps: {
  config: JobConfig;
  database: Database;
  brands: Pick<ReturnType<typeof createBrandService>, 'getConfig'>;
  log: FastifyBaseLogger;
  services: Omit<JobServices, 'vendorManifests'>;
}): Promise<Jobs> => {
  const { config, database, log } = deps;
  const brand = await deps.brands.getConfig(config.DEFAULT_MERCHANT);
  const jobs = createJobs<JobServices>({
    database,
    log,
    timeZone: config.JOBS_TIME_ZONE ?? timeZoneOfCountry(brand?.merchant.defaultCountry),
    pollSeconds: config.JOBS_POLL_SECONDS,
    cronCheckSeconds: config.JOBS_CRON_CHECK_SECONDS,
    services: {
      ...deps.services,
      vendorManifests: { register: (urls) => registerManifestUrls(database.db, config, log, urls) },
    },
  });
  const schedules = defineJobs(jobs, {
    walletCron: config.WALLET_JOBS_CRON,
    vendorManifestCron: config.VENDOR_MANIFEST_CRON,
  });
  jobs.prepare(schedules);
  return jobs;
};
