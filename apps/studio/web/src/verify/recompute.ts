import { roundOutcome } from '../../../src/engine/outcome';
import type { FishGameDef, FishShotOutcome, SlotGameDef, SlotOutcome, StudioGameDef } from '../../../src/engine/types';

export type Computed =
  | { kind: 'slot'; game: SlotGameDef; outcome: SlotOutcome }
  | { kind: 'fish'; game: FishGameDef; outcome: FishShotOutcome };

/** The fish a shot was aimed at and the cannon level's coins per shot: a fish round's input beside the seeds. */
export type FishInput = { fishId: string; fishType: string; coinsPerShot: number };

/** Runs the engine's own outcome function, exactly as the server did for the round; fish need their input. */
export const recompute = (
  game: StudioGameDef,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  fish: FishInput | null,
): Computed | null => {
  if (game.kind === 'slot') return { kind: 'slot', game, outcome: roundOutcome(game, serverSeed, clientSeed, nonce) };
  if (!fish) return null;
  const outcome = roundOutcome(game, serverSeed, clientSeed, nonce, {
    fish: { id: fish.fishId, type: fish.fishType },
    coinsPerShot: fish.coinsPerShot,
  });
  return { kind: 'fish', game, outcome };
};
