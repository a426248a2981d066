import { CHUNK_TIMEOUT_MS } from '@pagoda/contracts';
import { type ComponentType, lazy } from 'react';

/** A route chunk that failed to load: missing (network, stale deploy) or timeout (spec §8). */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: 'missing' | 'timeout',
    cause?: unknown,
  ) {
    super(`Loading chunk failed (${type})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

export const loadWithTimeout = <T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing', err));
      },
    );
  });

/** React.lazy for a named export, with the 120 s chunk timeout. */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(() => loadWithTimeout(load).then((m) => ({ default: m[name] as ComponentType })));
