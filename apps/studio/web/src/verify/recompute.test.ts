import { describe, expect, it } from 'vitest';
import { studioGame } from '../../../src/engine/games';
import { roundOutcome } from '../../../src/engine/outcome';
import { asJson, deepEqual } from './deep-equal';
import { recompute } from './recompute';

describe('recompute', () => {
  it('reproduces a stored slot outcome and notices a changed one', () => {
    const game = studioGame('lantern-fortune')!;
    const stored = asJson(roundOutcome(game as never, 'server-seed', 'client-seed', 7));
    const again = recompute(game, 'server-seed', 'client-seed', 7, null);
    expect(again?.kind).toBe('slot');
    expect(deepEqual(asJson(again!.outcome), stored)).toBe(true);
    const other = recompute(game, 'server-seed', 'client-seed', 8, null);
    expect(deepEqual(asJson(other!.outcome), stored)).toBe(false);
  });

  it('needs the aimed fish for a fish round', () => {
    const game = studioGame('dragon-reef')!;
    expect(recompute(game, 's', 'c', 1, null)).toBeNull();
    const shot = recompute(game, 's', 'c', 1, { fishId: 'f1', fishType: 'shark', coinsPerShot: 2 });
    expect(shot?.kind === 'fish' ? shot.outcome.fishId : null).toBe('f1');
  });
});
