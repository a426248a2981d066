import { describe, expect, it } from 'vitest';
import { correctionLines } from './vendor-adjust.service.js';

describe('correctionLines', () => {
  it('credits the wallet when nothing is owed', () => {
    expect(correctionLines(500n, 0n, 0n)).toEqual({ toWallet: 500n, toDebt: 0n });
  });

  it('repays the debt first, then the wallet', () => {
    expect(correctionLines(500n, 0n, 200n)).toEqual({ toWallet: 300n, toDebt: 200n });
    expect(correctionLines(150n, 70n, 200n)).toEqual({ toWallet: 0n, toDebt: 150n });
  });

  it('debits the wallet, and books as debt what it cannot cover', () => {
    expect(correctionLines(-300n, 1_000n, 0n)).toEqual({ toWallet: -300n, toDebt: 0n });
    expect(correctionLines(-5_000n, 1_000n, 0n)).toEqual({ toWallet: -1_000n, toDebt: -4_000n });
    expect(correctionLines(-5_000n, 0n, 700n)).toEqual({ toWallet: 0n, toDebt: -5_000n });
  });

  it('always moves exactly the amount', () => {
    for (const [amount, wallet, owed] of [
      [1n, 0n, 0n],
      [-1n, 0n, 0n],
      [999n, 5n, 1_000n],
      [-999n, 5n, 1_000n],
    ] as const) {
      const { toWallet, toDebt } = correctionLines(amount, wallet, owed);
      expect(toWallet + toDebt).toBe(amount);
      expect(wallet + toWallet).toBeGreaterThanOrEqual(0n);
      expect(owed - toDebt).toBeGreaterThanOrEqual(0n);
    }
  });
});
