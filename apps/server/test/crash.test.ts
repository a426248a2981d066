import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../src/lib/payload-crypto.js';
import { totpCode } from '../src/modules/operators/operator-totp.js';

/**
 * kill -9 during a load of postings: after a restart the ledger invariants hold, and retrying
 * every request with its original key applies each exactly once. Runs on PGlite (a data
 * directory) or on PostgreSQL, as the suite does.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const kind = process.env.PAGODA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const H = { Merchant: 'pagoda', 'X-Gateway-Version': '3', Device: 'web', 'content-type': 'application/json' };
const REQUESTS = 200;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

const start = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    const ok = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, base, output: () => out };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${out}`);
};

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const kill9 = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe(`crash during postings (${kind})`, () => {
  it('keeps the invariants and applies each retried key once', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TEST_CAPTCHA_CODE: 'K7QX',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST: '/nonexistent',
    };
    if (kind === 'postgres') {
      const admin = process.env.TEST_DATABASE_URL!;
      const name = `pagoda_crash_${randomBytes(5).toString('hex')}`;
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanup.push(async () => {
        const d = new pg.Client({ connectionString: admin });
        await d.connect();
        await d.query(`drop database if exists ${name} with (force)`);
        await d.end();
      });
    } else {
      env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-crash-'));
      cleanup.push(async () => fs.rmSync(env.DATA_DIR!, { recursive: true, force: true }));
    }

    let server = await start(env);
    cleanup.push(async () => {
      await kill9(server.child);
    });
    const password = /First operator of pagoda: admin \/ (\S+)/.exec(server.output())?.[1];
    expect(password, server.output()).toBeTruthy();
    // The back-office sign-in: password, then a TOTP code (the first sign-in enrols the authenticator).
    // Each sign-in uses the next 30-second step's code, as a code is accepted once.
    let totpSecret = '';
    let signIns = 0;
    const opLogin = async (base: string) => {
      const step1 = (await (
        await fetch(`${base}/wps/operator/v1/session/password`, {
          method: 'POST',
          headers: H,
          body: JSON.stringify({ username: 'admin', password }),
        })
      ).json()) as { value: { ticket: string; enrol?: { secret: string } } };
      totpSecret = step1.value.enrol?.secret ?? totpSecret;
      const code = totpCode(totpSecret, Date.now() + 30_000 * signIns++);
      const step2 = (await (
        await fetch(`${base}/wps/operator/v1/session/totp`, {
          method: 'POST',
          headers: H,
          body: JSON.stringify({ ticket: step1.value.ticket, code }),
        })
      ).json()) as { value: { token: string } };
      return step2.value.token;
    };

    // A member, registered over HTTP the way the portal does it (captcha cookie, encrypted body).
    const base = server.base;
    const captcha = await fetch(`${base}/wps/captcha`, { headers: H });
    const cookie = String(captcha.headers.get('set-cookie')).split(';')[0]!;
    const key = (
      (await (await fetch(`${base}/wps/session/key/rsa`, { headers: H })).json()) as { value: { publicKey: string } }
    ).value.publicKey;
    const account = `crash${randomBytes(3).toString('hex')}`;
    const enc = encryptPayload({
      payload: { username: account, password: 'abc12345', confirmPassword: 'abc12345', captcha: 'K7QX', login: true },
      publicKeySpkiB64: key,
      method: 'PUT',
      path: '/wps/member/register',
    });
    const reg = await fetch(`${base}/wps/member/register`, {
      method: 'PUT',
      headers: { ...H, cookie, Encryption: enc.header },
      body: JSON.stringify(enc.body),
    });
    expect(reg.status).toBe(200);

    const requestIds = Array.from({ length: REQUESTS }, (_, i) => `crash-${i}-${randomBytes(4).toString('hex')}`);
    const credit = (b: string, token: string, requestId: string) =>
      fetch(`${b}/wps/operator/v1/members/adjust`, {
        method: 'POST',
        headers: { ...H, 'x-operator-token': token },
        body: JSON.stringify({ account, kind: 'ADJUSTMENT', amount: '1.00', remark: 'crash test', requestId }),
      });

    // Load in waves of 10; kill -9 once about a third has been sent.
    let token = await opLogin(base);
    let sent = 0;
    const inflight: Promise<unknown>[] = [];
    for (const id of requestIds) {
      inflight.push(credit(base, token, id).catch(() => null));
      sent++;
      if (sent % 10 === 0) await new Promise((r) => setTimeout(r, 5));
      if (sent === Math.floor(REQUESTS / 3)) await kill9(server.child);
    }
    await Promise.all(inflight);

    server = await start(env);
    token = await opLogin(server.base);
    for (let i = 0; i < requestIds.length; i += 20) {
      const batch = await Promise.all(requestIds.slice(i, i + 20).map((id) => credit(server.base, token, id)));
      expect(batch.map((r) => r.status)).toEqual(batch.map(() => 200));
    }

    const audit = (await (
      await fetch(`${server.base}/wps/operator/v1/ledger/audit`, { headers: { ...H, 'x-operator-token': token } })
    ).json()) as { value: { ok: boolean } };
    expect(audit.value.ok).toBe(true);

    // Exactly one credit per key: the balance is the number of requests.
    const login = encryptPayload({
      payload: { username: account, password: 'abc12345', type: 'username' },
      publicKeySpkiB64: key,
      method: 'POST',
      path: '/wps/session/login',
    });
    const session = (await (
      await fetch(`${server.base}/wps/session/login`, {
        method: 'POST',
        headers: { ...H, Encryption: login.header },
        body: JSON.stringify(login.body),
      })
    ).json()) as { value: { token: string } };
    const balance = (await (
      await fetch(`${server.base}/wps/v2/wallets/balance?typeId=2`, {
        headers: { ...H, Authorization: session.value.token },
      })
    ).json()) as { value: { sumBalance: number } };
    expect(balance.value.sumBalance).toBe(REQUESTS);
    await kill9(server.child);
  });
});
