import { minorToText } from '@pagoda/contracts';
import type { SessionValue } from '../../../shared/api';
import { presentFairness } from '../fairness/fairness.service';
import { presentRound } from '../rounds/rounds.presenter';
import type { LaunchService } from './launch.service';

/** An opened session in the shape of the studio API's sessionValue. */
export const presentSession = ({
  opened,
  pair,
  lastRound,
}: Awaited<ReturnType<LaunchService['open']>>): SessionValue => ({
  session: opened.token,
  player: { nickname: opened.player.nickname, currency: opened.player.currency, trial: opened.player.trial },
  balance: minorToText(opened.balance),
  game: opened.session.game,
  language: opened.session.language,
  lobbyUrl: opened.session.lobbyUrl,
  fairness: presentFairness(pair),
  lastRound: lastRound ? presentRound(lastRound.round, lastRound.pair) : null,
});
