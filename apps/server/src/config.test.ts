import { describe, expect, it } from 'vitest';
import { ConfigError, demoExposureWarning, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      DEFAULT_MERCHANT: 'pagoda',
      CONFIG_CACHE_SECONDS: 2,
    });
    expect(c.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'everyone' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'everyone' });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL');
      expect(msg).toContain('TRUST_PROXY');
    }
  });

  it('reads TRUST_PROXY as a flag, a hop count or a CIDR list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('reads the job settings: crons, a time zone, and refuses the old interval', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ WALLET_JOBS_CRON: '* * * * *', JOBS_POLL_SECONDS: 2, JOBS_CRON_CHECK_SECONDS: 30 });
    expect(c.VENDOR_MANIFEST_CRON).toBeUndefined();
    expect(c.JOBS_TIME_ZONE).toBeUndefined();
    expect(
      loadConfig({ WALLET_JOBS_CRON: '*/5 * * * *', VENDOR_MANIFEST_CRON: '0 3 * * *', JOBS_TIME_ZONE: 'Asia/Manila' }),
    ).toMatchObject({
      WALLET_JOBS_CRON: '*/5 * * * *',
      VENDOR_MANIFEST_CRON: '0 3 * * *',
      JOBS_TIME_ZONE: 'Asia/Manila',
    });
    expect(() => loadConfig({ WALLET_JOBS_CRON: '* * * *' })).toThrow(/WALLET_JOBS_CRON/);
    expect(() => loadConfig({ VENDOR_MANIFEST_CRON: '61 * * * *' })).toThrow(/VENDOR_MANIFEST_CRON/);
    expect(() => loadConfig({ JOBS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/JOBS_TIME_ZONE/);
    expect(() => loadConfig({ JOBS_CRON_CHECK_SECONDS: '60' })).toThrow(/JOBS_CRON_CHECK_SECONDS/);
    expect(() => loadConfig({ WALLET_JOBS_SECONDS: '30' })).toThrow(/replaced by WALLET_JOBS_CRON/);
  });

  it('refuses demo mode when NODE_ENV is production, naming what to turn off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DEMO, SEED_DEMO, OUTBOX, SANDBOX_GATEWAY/);
    const real = {
      NODE_ENV: 'production',
      DEMO: 'false',
      SEED_DEMO: 'false',
      SMS_HTTP_URL: 'https://sms.example/send',
    };
    const keyless = { ...real, SMS_HTTP_SECRET: 'a-secret-of-16-chars', SMTP_URL: 'smtp://mail.example:25' };
    expect(() => loadConfig(keyless)).toThrow(/SECRETS_KEY: required when NODE_ENV is production/);
    expect(() => loadConfig({ ...keyless, SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_KEY/);
    const prod = { ...keyless, SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(() => loadConfig({ ...prod, SANDBOX_GATEWAY: 'true' })).toThrow(/SANDBOX_GATEWAY: demo mode is refused/);
    expect(() => loadConfig({ ...prod, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig(prod)).toMatchObject({ OUTBOX: false, SANDBOX_GATEWAY: false, VENDOR_SIMULATOR: false });
  });

  it('warns loudly when demo mode listens beyond this machine, and not on loopback', () => {
    const warning = demoExposureWarning(loadConfig({ HOST: '0.0.0.0' }));
    expect(warning).toContain('DEMO MODE on 0.0.0.0');
    expect(warning).toContain('sandbox payment gateway');
    expect(demoExposureWarning(loadConfig({ HOST: '192.168.1.20' }))).toContain('DEMO MODE');
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) expect(demoExposureWarning(loadConfig({ HOST }))).toBeNull();
    const off = { DEMO: 'false', SEED_DEMO: 'false', SMS_HTTP_URL: 'https://sms.example/send' };
    const prod = { ...off, SMS_HTTP_SECRET: 'a-secret-of-16-chars', SMTP_URL: 'smtp://mail.example:25' };
    expect(demoExposureWarning(loadConfig({ ...prod, HOST: '0.0.0.0' }))).toBeNull();
  });
});
