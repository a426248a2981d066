import { useEffect, useState } from 'react';

/** The current time, refreshed every second (countdowns). */
export const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
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
