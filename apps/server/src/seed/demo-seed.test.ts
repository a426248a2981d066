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
];

describe('demo brand switches', () => {
  const on = new Map(DEMO_MODULES.map(([id, , enabled]) => [id, enabled]));
  const parent = new Map(DEMO_MODULES.map(([id, p]) => [id, p]));

  it('switches on no module that has nothing behind it', () => {
    for (const id of NOT_BUILT) expect(on.get(id), id).toBe(false);
  });

  it('switches the agent centre on with the pages built (issue 17)', () => {
    expect(on.get(WhitelabelModule.AgentCentre)).toBe(true);
    for (const [id, p] of parent)
      if (p === 'AGENTCENTER' && !NOT_BUILT.includes(id as (typeof NOT_BUILT)[number]))
        expect(on.get(id), id).toBe(true);
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
