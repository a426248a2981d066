import { minorToText } from '@pagoda/contracts';
import type { FishSceneValue, Round } from '../../../shared/api';
import type { SeedPairRow } from '../fairness/fairness.repository';
import type { FishSceneRow } from '../fish/fish.repository';
import type { RoundRow } from './rounds.repository';

/** A stored round in the shape of the studio API (never the row itself). */
export const presentRound = (r: RoundRow, pair: Pick<SeedPairRow, 'serverSeedHash' | 'clientSeed'>): Round => ({
  id: r.id,
  game: r.game,
  kind: r.kind,
  status: r.status,
  bet: minorToText(r.bet),
  win: minorToText(r.win),
  coinValue: r.coinValue,
  coins: r.coins,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: r.nonce,
  outcome: r.outcome,
  createdAt: r.createdAt.toISOString(),
});

/** A fish scene in the shape of the studio API; its fish column holds the game's scene() output as stored. */
export const presentScene = ({
  scene,
  elapsed,
}: {
  scene: Pick<FishSceneRow, 'id' | 'durationMs' | 'fish' | 'caught'>;
  elapsed: number;
}): FishSceneValue => ({
  sceneId: scene.id,
  elapsed,
  durationMs: scene.durationMs,
  fish: scene.fish as FishSceneValue['fish'],
  caught: scene.caught,
});
