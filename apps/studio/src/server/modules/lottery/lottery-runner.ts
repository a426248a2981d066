import type { LotteryChaseService } from './lottery-chase.service';
import type { LotteryService } from './lottery.service';

export type LotteryRunner = ReturnType<typeof createLotteryRunner>;

/**
 * The draw runner: steps the lottery every interval (generate periods ahead, draw, settle, re-send wallet calls),
 * then the chases (stop-on-win right after the settlement that won, so the next periods are refunded before
 * their cut-off). Its state is the database's, so a restart resumes; one step at a time in this process.
 */
export const createLotteryRunner = (
  lottery: LotteryService,
  opts: { intervalMs: number; log: (msg: string, err?: unknown) => void; chases?: LotteryChaseService },
) => {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  /** One step at an instant (the lottery's clock by default). */
  const step = async (at?: number) => {
    await lottery.tick(at).catch((err: unknown) => opts.log('lottery step failed', err));
    await opts.chases?.tick(at).catch((err: unknown) => opts.log('lottery chase step failed', err));
  };
  const guarded = async () => {
    if (running) return;
    running = true;
    await step();
    running = false;
  };
  return {
    step,
    start: () => {
      timer ??= setInterval(() => void guarded(), opts.intervalMs);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};
