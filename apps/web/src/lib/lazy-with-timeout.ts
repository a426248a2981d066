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
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export const lazyPage = <M extends Record<K, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> =>
  // The export is a component whenever PropsOf finds props; otherwise the page cannot be rendered at all.
  lazy(() => loadWithTimeout(load).then((m) => ({ default: m[name] as ComponentType<PropsOf<M[K]>> })));
