import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type LockInfo = { pid: number; port: number | null; opsToken: string | null; startedAt: string };

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const lockPath = (dataDir: string) => path.join(dataDir, 'pagoda.lock');

/** Reads the lock of a live owner, or null when the directory is free (or the lock is stale). */
export const readLiveLock = (dataDir: string): LockInfo | null => {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return alive(info.pid) && info.pid !== process.pid ? info : null;
  } catch {
    return null;
  }
};

/**
 * PGlite is single-process: one process owns DATA_DIR. The lock file records the owner's pid,
 * so a stale lock from a crashed process is taken over while a live owner is refused.
 */
export const acquireDataDirLock = (dataDir: string) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const info: LockInfo = { pid: process.pid, port: null, opsToken: null, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return {
        release,
        /** Records where the running server listens so `npm run ops` can reach it. */
        update: (patch: Partial<LockInfo>) => {
          Object.assign(info, patch);
          fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readLiveLock(dataDir);
      if (owner) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Pagoda process (pid ${owner.pid}). ` +
            'Stop it first, or set DATA_DIR to another directory, or use DATABASE_URL for several instances.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
};
