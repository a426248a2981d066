import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReportRange } from './use-report-range';

describe('useReportRange', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 16:40 UTC on 27 Nov is 00:40 on 28 Nov in Manila.
    vi.setSystemTime(new Date('2026-11-27T16:40:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("ends the default range on the brand's today once an answer names the brand's zone", () => {
    const { result } = renderHook(() => useReportRange(7));
    act(() => result.current.learnBrandZone('Asia/Manila'));
    expect(result.current.range).toEqual({ from: '2026-11-22', to: '2026-11-28', tz: '' });
    expect(result.current.query).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it("keeps the operator's own range when the zone is learned later", () => {
    const { result } = renderHook(() => useReportRange(7));
    act(() => result.current.setRange({ from: '2026-11-01', to: '2026-11-10', tz: 'UTC' }));
    act(() => result.current.learnBrandZone('Asia/Manila'));
    expect(result.current.query).toEqual({ from: '2026-11-01', to: '2026-11-10', tz: 'UTC' });
  });
});
