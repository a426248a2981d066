// The one function that turns a seed pair and nonce into a round's outcome: the server settles rounds with it and
// the fairness page re-computes them with it.
import { fairFloats, hmacSha256, type HmacFn } from './fair';
import type { FishGameDef, FishInstance, FishShotOutcome, SlotGameDef, SlotOutcome, StudioGameDef } from './types';

/** What a fish round needs beyond the seeds: the fish aimed at and the cannon level's coins per shot. */
export type FishShotInput = { fish: Pick<FishInstance, 'id' | 'type'>; coinsPerShot: number };

export function roundOutcome(
  game: SlotGameDef,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input?: undefined,
  hmac?: HmacFn,
): SlotOutcome;
export function roundOutcome(
  game: FishGameDef,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input: FishShotInput,
  hmac?: HmacFn,
): FishShotOutcome;
export function roundOutcome(
  game: StudioGameDef,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input?: FishShotInput,
  hmac?: HmacFn,
): SlotOutcome | FishShotOutcome;
/**
 * Slots: game.spin over the round's fair floats. Fish: game.shoot over them at input.fish with input.coinsPerShot.
 * hmac defaults to the pure implementation; any HMAC-SHA256 giving the same bytes gives the same outcome.
 */
export function roundOutcome(
  game: StudioGameDef,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input?: FishShotInput,
  hmac: HmacFn = hmacSha256,
): SlotOutcome | FishShotOutcome {
  const rng = fairFloats(serverSeed, clientSeed, nonce, hmac);
  if (game.kind === 'slot') return game.spin(rng);
  if (!input) throw new Error(`${game.code}: a fish round needs the fish and coins per shot`);
  return game.shoot(rng, input.fish, input.coinsPerShot);
}
