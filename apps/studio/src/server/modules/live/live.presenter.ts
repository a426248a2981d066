import type { z } from 'zod';
import type { verifyTableValue } from '../../../shared/api';
import type { LiveService } from './live.service';

/** A verified live round in the shape of the studio API's verifyTableValue. */
export const presentTableRound = ({
  round,
  pair,
  serverSeed,
}: Awaited<ReturnType<LiveService['verifyTable']>>): z.input<typeof verifyTableValue> => ({
  roundId: round.id,
  table: round.tableCode,
  nonce: round.nonce,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  serverSeed,
  result: round.result,
  summary: round.summary,
  createdAt: round.createdAt.toISOString(),
});
