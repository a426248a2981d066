import type { FastifyInstance } from 'fastify';
import { STUDIO_GAMES, minBetMinor } from '../../../engine/games';
import type { StudioConfig } from '../../config';
import { minorToText } from '../../lib/money';

const CATEGORY = { slot: 'RNG', fish: 'FISH' } as const;
const PLATFORM_LANGS = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;

/**
 * The vendor manifest an operator registers the studio from (`npm run ops -- vendor:register
 * <url>/vendor-manifest.json`): the vendor, its categories, where games launch, and the game list
 * in the platform's games:import format, icons served from here.
 */
export const catalogueRoutes = (app: FastifyInstance, config: StudioConfig) => {
  app.get('/vendor-manifest.json', async () => {
    const base = config.STUDIO_PUBLIC_URL.replace(/\/$/, '');
    return {
      code: config.STUDIO_VENDOR_CODE,
      displayName: 'Pagoda Studio',
      adapter: 'seamless',
      launchUrl: `${base}/play`,
      icon: `${base}/icons/vendor-pst.svg`,
      categories: [...new Set(STUDIO_GAMES.map((g) => CATEGORY[g.kind]))],
      games: STUDIO_GAMES.map((g, i) => ({
        vendor: config.STUDIO_VENDOR_CODE,
        gameCode: g.code,
        gameType: CATEGORY[g.kind],
        names: Object.fromEntries(PLATFORM_LANGS.map((l) => [l, g.names[l]])),
        gameClassify: g.kind === 'fish' ? 'arcade' : '',
        minBet: minorToText(BigInt(minBetMinor(g))),
        minLineNum: g.kind === 'slot' && g.layout !== 'ways' ? g.paylines.length : 0,
        icon: `${base}/icons/${g.code}.svg`,
        tags: ['studio', 'provably-fair'],
        popularity: 1000 - i,
        hot: true,
        sort: i,
      })),
    };
  });
};
