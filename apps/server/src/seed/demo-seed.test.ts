import { WhitelabelModule } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_MODULES } from './demo-seed.js';

/**
 * Modules the demo brand lists but the product does not have yet: each later issue switches its own
 * module on with what is behind it. A switch turned on here shows members a door to nothing.
 */
const NOT_BUILT = [
  WhitelabelModule.RewardCentre,
  WhitelabelModule.Inbox,
  WhitelabelModule.PointsMall,
  WhitelabelModule.Feedback,
  'AGENTCENTER',
];

describe('demo brand switches', () => {
  const on = new Map(DEMO_MODULES.map(([id, , enabled]) => [id, enabled]));
  const parent = new Map(DEMO_MODULES.map(([id, p]) => [id, p]));

  it('switches on no module that has nothing behind it (nor any child of the agent centre)', () => {
    for (const id of NOT_BUILT) expect(on.get(id), id).toBe(false);
    for (const [id, p] of parent) if (p === 'AGENTCENTER') expect(on.get(id), id).toBe(false);
  });

  it('keeps the modules that exist switched on', () => {
    for (const id of [
      WhitelabelModule.Deposit,
      WhitelabelModule.Withdraw,
      WhitelabelModule.TransferUpline,
      WhitelabelModule.PaymentPassword,
      WhitelabelModule.FreePlay,
      WhitelabelModule.DirectRegister,
      // Invite friends (VIP and referrals): the referral page and its rule.
      WhitelabelModule.Referral,
    ])
      expect(on.get(id), id).toBe(true);
  });
});
