import {
  addFavoriteGame,
  gameLaunchFB,
  gameTrialLaunch,
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getGameVendors,
  getHotGames,
  getPersonalHistory,
  getPopularLottery,
  getRecentGames,
  getRoomList,
  getVassGameType,
  getWinnerBoard,
  launchGame,
  PERSONAL_CATEGORY_HISTORY,
  PERSONAL_HISTORY_CATEGORIES,
  removeFavoriteGame,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

/** The page language: the call's `language` when it names one, else the request's. */
const languageOf = (req: FastifyRequest, language?: string) => language?.toUpperCase() || req.ctx.language;

/** Where a vendor's exit button returns: the portal's home on the host the player uses. */
const returnUrlOf = (req: FastifyRequest) => `${req.protocol}://${req.host}/`;

export const gamesPlugin = async (app: FastifyInstance, { services, config }: ModuleOptions) => {
  const { games } = services;
  const opts = { cacheSeconds: config.CONFIG_CACHE_SECONDS };
  // Vendors are part of navigation, which stays readable while the site is closed.
  registerOperation(app, getGameVendors, ({ req }) => games.vendorLanes(req.ctx.brand), { openWhenClosed: true });
  registerOperation(
    app,
    getGameList,
    ({ req, query }) => games.gameList(req.ctx.brand, languageOf(req, query.language), query),
    opts.cacheSeconds > 0
      ? {
          // The same for every visitor, like the brand config: cached per brand, language and query.
          cache: {
            ms: opts.cacheSeconds * 1000,
            key: ({ req, query }) => {
              const q = query as { language?: string };
              // The catalogue's version: a back-office change is listed at the next request.
              const merchant = req.ctx.brand.merchant.code;
              return `${merchant}|${services.catalogue.of(merchant)}|${languageOf(req, q.language)}|${JSON.stringify(query)}`;
            },
          },
        }
      : {},
  );
  registerOperation(app, getHotGames, ({ req, query }) =>
    games.hotGames(req.ctx.brand, languageOf(req, query.language), query),
  );
  registerOperation(app, getVassGameType, ({ req }) => games.vassGameTypes(req.ctx.brand));
  registerOperation(app, getFavoriteGames, ({ req }) => games.favouriteIds(sessionOf(req).member));
  registerOperation(app, getFavoriteGamesList, ({ req, query }) =>
    games.favouriteList(req.ctx.brand, sessionOf(req).member, languageOf(req, query.language), query),
  );
  registerOperation(
    app,
    addFavoriteGame,
    ({ req, body }) => games.addFavourite(req.ctx.brand, sessionOf(req).member, body),
    { perMinute: 120 },
  );
  registerOperation(app, removeFavoriteGame, ({ req, body }) => games.removeFavourite(sessionOf(req).member, body), {
    perMinute: 120,
  });
  registerOperation(app, getRecentGames, ({ req, query }) =>
    games.recentGames(req.ctx.brand, sessionOf(req).member, languageOf(req, query.language), query),
  );
  registerOperation(app, getRoomList, ({ req, query }) =>
    games.roomList(req.ctx.brand, languageOf(req, query.language), query),
  );
  registerOperation(
    app,
    getPopularLottery,
    ({ req, query }) => games.popularLottery(req.ctx.brand, languageOf(req, query.language), query),
    { bare: true },
  );
  registerOperation(
    app,
    launchGame,
    ({ req, query }) =>
      games.launch(req.ctx.brand, sessionOf(req), {
        ...query,
        language: languageOf(req, query.language),
        returnUrl: returnUrlOf(req),
      }),
    { perMinute: 60 },
  );
  for (const op of [gameTrialLaunch, gameLaunchFB]) {
    registerOperation(
      app,
      op,
      async ({ req, query }) =>
        games.trialLaunch(req.ctx.brand, req.auth ?? null, {
          ...query,
          language: languageOf(req, query.language),
          returnUrl: returnUrlOf(req),
        }),
      { perMinute: 60 },
    );
  }
  registerOperation(app, getWinnerBoard, ({ req, query }) =>
    games.winnerBoard(req.ctx.brand, languageOf(req, query.language), query),
  );
  registerOperation(app, getPersonalHistory, ({ req, query }) =>
    games.personalHistory(req.ctx.brand, sessionOf(req).member, languageOf(req, query.language), query),
  );
  for (const category of PERSONAL_HISTORY_CATEGORIES) {
    registerOperation(app, PERSONAL_CATEGORY_HISTORY[category], ({ req, query }) =>
      games.categoryHistory(req.ctx.brand, sessionOf(req).member, languageOf(req, query.language), category, query),
    );
  }
};
