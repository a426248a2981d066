import type { DbOrTx } from '../../db/client.js';

/**
 * In-process domain events that run inside the transaction of the change that raised them, so a
 * feature reacting to a deposit (a deposit match, raffle tickets, a VIP upgrade, a referral
 * condition, a mission step) commits or rolls back with the deposit itself, exactly once.
 * A listener must be quick and must not call outside services; a failure aborts the deposit, so
 * listeners catch what is theirs to decide (an ineligible member is no error).
 */
export type Hook<E> = {
  on: (name: string, fn: (tx: DbOrTx, e: E) => Promise<void>) => void;
  run: (tx: DbOrTx, e: E) => Promise<void>;
  /** Listener names, in the order they run (for tests and the docs). */
  names: () => string[];
};

const createHook = <E>(): Hook<E> => {
  const listeners: { name: string; fn: (tx: DbOrTx, e: E) => Promise<void> }[] = [];
  return {
    on: (name, fn) => {
      if (listeners.some((l) => l.name === name)) throw new Error(`hook listener ${name} registered twice`);
      listeners.push({ name, fn });
    },
    run: async (tx, e) => {
      for (const l of listeners) await l.fn(tx, e);
    },
    names: () => listeners.map((l) => l.name),
  };
};

/** A deposit was credited to the member's main wallet (once per order). */
export type DepositPaidEvent = {
  merchantCode: string;
  memberId: number;
  orderNo: string;
  amount: bigint;
  channelCode: string;
  paidAt: Date;
};

/** A member registered (trial accounts are not reported). */
export type MemberRegisteredEvent = {
  merchantCode: string;
  memberId: number;
  referrerId: number | null;
  ip: string | null;
  registeredAt: Date;
};

export type DomainHooks = ReturnType<typeof createDomainHooks>;

export const createDomainHooks = () => ({
  depositPaid: createHook<DepositPaidEvent>(),
  memberRegistered: createHook<MemberRegisteredEvent>(),
});
