import type { Db } from '../../db/client.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { presentLanes } from './games.presenter.js';
import { gamesRepository } from './games.repository.js';

export type GamesService = ReturnType<typeof createGamesService>;

export const createGamesService = (db: Db) => ({
  vendorLanes: async (brand: BrandConfig) => {
    const rows = await gamesRepository.listEnabledVendors(db, brand.merchant.code);
    return { data: { lanes: presentLanes(rows) } };
  },
});
