import { CHUNK_TIMEOUT_MS } from '@pagoda/contracts';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A route chunk that failed to load: missing (network, stale deploy) or timeout (CHUNK_TIMEOUT_MS). */
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

/**
 * React.lazy for a named export, with the chunk timeout; the component keeps its own props, so a page that
 * needs a prop cannot be rendered without it.
 */
export const lazyPage = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> => lazy(() => loadWithTimeout(load).then((m) => ({ default: m[name] })));
