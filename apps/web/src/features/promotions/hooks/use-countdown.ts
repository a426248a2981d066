import { useEffect, useState } from 'react';

/** Milliseconds left until `target` (0 once passed), refreshed every second; null without a target. */
export const useCountdown = (target: number | null): number | null => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return target === null ? null : Math.max(0, target - now);
};

/** 1d 02:03:04 style parts of a duration. */
export const durationParts = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return {
    days: Math.floor(s / 86_400),
    hh: String(Math.floor((s % 86_400) / 3600)).padStart(2, '0'),
    mm: String(Math.floor((s % 3600) / 60)).padStart(2, '0'),
    ss: String(s % 60).padStart(2, '0'),
  };
};
