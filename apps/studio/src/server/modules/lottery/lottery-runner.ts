import type { LotteryService } from './lottery.service';

/**
 * The draw runner: steps the lottery every interval (generate periods ahead, draw, settle, re-send wallet calls).
 * Its state is the database's, so a restart resumes; one step at a time in this process.
 */
export const createLotteryRunner = (
  lottery: LotteryService,
  opts: { intervalMs: number; log: (msg: string, err?: unknown) => void },
) => {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const step = async () => {
    if (running) return;
    running = true;
    await lottery.tick().catch((err: unknown) => opts.log('lottery step failed', err));
    running = false;
  };
  return {
    start: () => {
      timer ??= setInterval(() => void step(), opts.intervalMs);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};
