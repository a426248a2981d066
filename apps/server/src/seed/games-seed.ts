import { INTEGRATION_DEMO_TAG } from '@pagoda/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { gameVendors } from '../db/schema.js';
import { importGames } from '../modules/games/games-import.js';
import { DEMO_GAME_VENDORS, DEMO_GAMES } from './games-seed-data.js';

const vendorIcon = (code: string) => `/demo/games/vendor-${code.toLowerCase()}.svg`;

/**
 * Demo catalogue: a handful of games for each simulator vendor (SIM slots, PGF fishing, PGP cards
 * and rooms, and the wallet seed's PGS and PGL), tagged as integration demos, each named in every
 * portal language. The catalogue's weight is the studio's real games (its lottery too), registered
 * from its manifest; the demo seeds no lottery of its own, which no vendor would serve.
 */
export const seedDemoGames = async (tx: DbOrTx, merchantCode: string) => {
  await tx
    .insert(gameVendors)
    .values(
      DEMO_GAME_VENDORS.map((v) => ({
        merchantCode,
        code: v.code,
        category: v.category,
        displayName: v.displayName,
        accountTypeId: v.accountTypeId,
        smallIcon: vendorIcon(v.code),
        largeIcon: vendorIcon(v.code),
        isHot: v.isHot,
        freeplay: v.freeplay,
        walletMode: 'SEAMLESS',
        sort: v.sort,
      })),
    )
    .onConflictDoNothing();
  for (const code of ['PGS', 'PGL']) {
    await tx
      .update(gameVendors)
      .set({ smallIcon: vendorIcon(code), largeIcon: vendorIcon(code) })
      .where(and(eq(gameVendors.merchantCode, merchantCode), inArray(gameVendors.code, [code])));
  }
  await importGames(
    tx,
    merchantCode,
    DEMO_GAMES.map((g, sort) => ({
      vendor: g.vendorCode,
      gameType: g.gameType,
      gameCode: g.gameCode,
      names: g.names,
      gameClassify: g.gameClassify,
      minBet: g.minBet,
      minLineNum: g.minLineNum,
      icon: g.icon,
      defaultPlayType: g.defaultPlayType,
      tags: g.tags,
      popularity: g.popularity,
      hot: g.isHot,
      room: g.isRoom,
      enabled: true,
      // The simulators' integration demos list after the real catalogue (the studio's games).
      sort: g.tags.includes(INTEGRATION_DEMO_TAG) ? 1000 + sort : sort,
    })),
  );
};
