import type { LucideIcon } from 'lucide-react';
import {
  Bird,
  Cherry,
  Club,
  Dices,
  Fish,
  Gamepad2,
  Headphones,
  Lock,
  Spade,
  Ticket,
  Volleyball,
  Zap,
} from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorLanes, useVendorLanesPending } from '../../features/games/api/get-game-vendors';
import { useHotGames } from '../../features/games/api/get-hot-games';
import { useWinnerBoard } from '../../features/games/api/get-winner-board';
import { categoryPath } from '../../features/games/category-path';
import { HotGames, WinnerBoard } from '../../features/games/components/home-games';
import { JackpotTicker } from '../../features/jackpot/components/jackpot-ticker';
import { useBrand } from '../../features/system/hooks/use-brand';
import { useGameSession } from './games';
import './home.css';

/** One SVG per lobby lane; a lane without its own picture gets the generic game pad. */
const CATEGORY_ICON: Record<string, LucideIcon> = {
  RNG: Cherry,
  LIVE: Club,
  SPORTS: Volleyball,
  ESPORTS: Gamepad2,
  FISH: Fish,
  PVP: Spade,
  LOTT: Ticket,
  ELOTT: Dices,
  COCKFIGHT: Bird,
  DS88: Bird,
};

const CategoryIcon = ({ lane }: { lane: string }) => {
  const Icon = CATEGORY_ICON[lane] ?? Gamepad2;
  return <Icon aria-hidden="true" size={28} />;
};

export const HomePage = () => {
  const { t, i18n } = useTranslation();
  const { brand } = useBrand();
  const lanes = useVendorLanes();
  const session = useGameSession();
  // The sections below the jackpot come from three queries. Until all have answered, one placeholder a
  // screen high holds their place, so the claims and the footer never appear and then get pushed down.
  const lanesPending = useVendorLanesPending();
  const hotPending = useHotGames(i18n.language).isPending;
  const boardPending = useWinnerBoard(i18n.language).isPending;
  // The full page is a large tree: it renders in the background (deferred, so React yields to input while
  // it renders) once all three have answered, and the placeholder stays until it is ready.
  const ready = useDeferredValue(!(lanesPending || hotPending || boardPending), false);
  if (!ready)
    return (
      <div className="container home">
        <JackpotTicker currencySymbol={brand?.currencySymbol ?? 'P'} />
        <div className="home__placeholder" aria-hidden="true" data-testid="home-placeholder" />
      </div>
    );
  return (
    <div className="container home">
      <JackpotTicker currencySymbol={brand?.currencySymbol ?? 'P'} />
      {lanes.length ? (
        <section className="home__categories" aria-label={t('footer.menu')}>
          {lanes.map((lane) => (
            <Link key={lane.title} to={categoryPath(lane.title, lane.cards[0])} className="home__category">
              <CategoryIcon lane={lane.title} />
              {t(`nav.category.${lane.title}`)}
            </Link>
          ))}
        </section>
      ) : null}
      <HotGames session={session} />
      <WinnerBoard />
      <section className="home__claims">
        <article>
          <Zap aria-hidden="true" size={28} />
          <h2>{t('footer.claims.fast')}</h2>
        </article>
        <article>
          <Lock aria-hidden="true" size={28} />
          <h2>{t('footer.claims.secure')}</h2>
        </article>
        <article>
          <Headphones aria-hidden="true" size={28} />
          <h2>{t('footer.claims.service')}</h2>
        </article>
      </section>
    </div>
  );
};
