import type { LottoView } from '@pagoda/contracts';
import { call } from '../../../lib/api-client';
import { CLIENT } from './client-fields';

/** What the /lottery route asks for (spec §2: vendor, gameCode, playType; prizeMode from the ELOTT entry). */
export type LotteryLaunch = {
  vendor: string;
  gameCode: string | null;
  playType: string | null;
  prizeMode: 'LOTT' | 'ELOTT';
  language: string;
};

/** The view a launch opens: a named game's betting view, else the vendor's lobby (getLabby's lottoView). */
export const lottoViewOf = (gameCode: string | null): LottoView => (gameCode ? 'betting' : 'lobby');

/** getLabby (spec §7): GET /wps/game/launchGame with launchMode LOTT; the vendor's page address. */
export const launchLotteryUrl = async (q: LotteryLaunch) => {
  const v = await call('launchGame', {
    query: {
      ...CLIENT,
      platform: 'html5-desktop',
      accountType: 1,
      launchMode: 'LOTT',
      lottoArea: 'VN',
      vassalage: q.vendor,
      lottoPrizeMode: q.prizeMode,
      lottoGameCode: q.gameCode ?? 'lobby',
      lottoView: lottoViewOf(q.gameCode),
      playType: q.playType ?? undefined,
      language: q.language,
    },
  });
  return v.content.game_url;
};
