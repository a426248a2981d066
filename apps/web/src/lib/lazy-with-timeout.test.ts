import type { ComponentProps } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, loadWithTimeout } from './lazy-with-timeout';

describe('loadWithTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it loads in time', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it('turns a failed import into a ChunkLoadError of type missing', async () => {
    const err = await loadWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).type).toBe('missing');
  });

  it('gives up after 120 s with a ChunkLoadError of type timeout', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect((err as ChunkLoadError).type).toBe('timeout');
  });
});

describe('lazyPage', () => {
  const load = () => Promise.resolve({ Page: ({ n }: { n: number }) => String(n), Plain: () => null });

  it('keeps the props of the named export, so no cast is needed', () => {
    const Page = lazyPage(load, 'Page');
    expectTypeOf<ComponentProps<typeof Page>['n']>().toEqualTypeOf<number>();
    expectTypeOf<ComponentProps<typeof Page>>().not.toHaveProperty('m');
    expect(Page.$$typeof).toBe(Symbol.for('react.lazy'));
    // @ts-expect-error: the module has no export of that name
    lazyPage(load, 'Other');
  });
});
