import type { GameCategory } from '@pagoda/contracts';
import { call } from '../../../lib/api-client';
import { CLIENT } from './client-fields';

/** A vendor's first game in list order: what its sportsbook or cockfight entry opens. */
export const firstVendorGame = async (q: { gameType: GameCategory; vassalage: string; language: string }) => {
  const v = await call('getGameList', {
    query: {
      ...CLIENT,
      gameType: q.gameType,
      vassalage: q.vassalage || undefined,
      pageNo: 1,
      pageSize: 1,
      language: q.language,
    },
  });
  return v.games[0] ?? null;
};
