import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPath, readLiveLock } from './data-dir-lock.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A second process that takes the lock and holds it until killed. */
const holdLockInChild = async (dir: string) => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve(import.meta.dirname, 'data-dir-lock.ts')}').then(m => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  return child;
};

describe('data directory lock', () => {
  it('refuses a second process while the owner is alive, and allows it after', async () => {
    const dir = tmp();
    const child = await holdLockInChild(dir);
    try {
      expect(readLiveLock(dir)?.pid).toBe(child.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  }, 30_000);

  it('takes over a stale lock left by a dead process', () => {
    const dir = tmp();
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: 2 ** 22 + 12345, port: 1, opsToken: 'x', startedAt: '' }));
    const lock = acquireDataDirLock(dir);
    expect(readLiveLock(dir)).toBeNull();
    lock.release();
  });

  it('records the port and ops token of the running server with owner-only permissions', () => {
    const dir = tmp();
    const lock = acquireDataDirLock(dir);
    lock.update({ port: 8080, opsToken: 'secret' });
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ port: 8080, opsToken: 'secret' });
    expect(fs.statSync(lockPath(dir)).mode & 0o077).toBe(0);
    lock.release();
  });
});
