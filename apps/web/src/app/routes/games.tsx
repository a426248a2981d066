import type { GameCategory } from '@pagoda/contracts';
import { GAME_LIST_CATEGORIES } from '@pagoda/contracts';
import { useLocation, useParams } from 'react-router';
import { ElottPage as Elott } from '../../features/games/components/elott-page';
import { GameFramePage as GameFrame } from '../../features/games/components/game-frame-page';
import { GameListPage } from '../../features/games/components/game-list-page';
import { LivePage as Live } from '../../features/games/components/live-page';
import { LotteryPage as Lottery } from '../../features/games/components/lottery-page';
import { SeamlessPage as Seamless } from '../../features/games/components/seamless-page';
import { SportsPage as Sports } from '../../features/games/components/sports-page';
import type { GameSession } from '../../features/games/hooks/use-start-game';
import { useSession } from '../../features/session/session-context';
import { useBrand } from '../../features/system/hooks/use-brand';
import { NotFoundPage } from './not-found';

/** The session as the games feature needs it (features do not import each other). */
export const useGameSession = (): GameSession => {
  const session = useSession();
  return {
    isLoggedIn: session.isLoggedIn,
    isTrial: session.isLoggedIn && sessionStorage.getItem('isAgent') === '4',
    requestLogin: session.requestLogin,
    refuseTrial: () => session.openModal('trial'),
  };
};

/** /rng, /fish, /pvp and the bare /:games path (a game type, upper-cased). */
export const GamesPage = () => {
  const { games } = useParams();
  const { pathname } = useLocation();
  const session = useGameSession();
  const { brand } = useBrand();
  const type = (games ?? pathname.slice(1)).toUpperCase();
  if (!(GAME_LIST_CATEGORIES as readonly string[]).includes(type)) return <NotFoundPage />;
  return (
    <GameListPage
      key={type}
      gameType={type as GameCategory}
      session={session}
      offersTy={brand?.languages.includes('TY') ?? false}
    />
  );
};

export const LivePage = () => <Live session={useGameSession()} />;

/** /sports and /esports share one screen, keyed so switching between them starts afresh. */
export const SportsPage = () => {
  const { pathname } = useLocation();
  const category = pathname === '/esports' ? 'ESPORTS' : 'SPORTS';
  return <Sports key={category} category={category} session={useGameSession()} />;
};

export const GameFramePage = () => <GameFrame session={useGameSession()} />;

/** /elott: electronic lottery opens its first vendor's game (spec §2); it has no list page. */
export const ElottPage = () => <Elott />;

/** /lottery: the lottery vendor's lobby or a game's betting view, full size (spec §2, getLabby). */
export const LotteryPage = () => <Lottery session={useGameSession()} />;

/** /seamless: the lobby of the brand's seamless-wallet vendors. */
export const SeamlessPage = () => <Seamless />;
