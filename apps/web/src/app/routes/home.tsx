import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorLanes } from '../../features/games/api/get-game-vendors';
import { categoryPath } from '../../features/games/category-path';
import { HotGames, WinnerBoard } from '../../features/games/components/home-games';
import { JackpotTicker } from '../../features/jackpot/components/jackpot-ticker';
import { useBrand } from '../../features/system/hooks/use-brand';
import { useGameSession } from './games';

const CATEGORY_ICON: Record<string, string> = {
  RNG: '🎰',
  LIVE: '🃏',
  SPORTS: '⚽',
  ESPORTS: '🎮',
  FISH: '🐟',
  PVP: '♠',
  LOTT: '🎱',
  ELOTT: '🎲',
  COCKFIGHT: '🐓',
  DS88: '🐓',
};

export const HomePage = () => {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const lanes = useVendorLanes();
  const session = useGameSession();
  return (
    <div className="container home">
      <JackpotTicker currencySymbol={brand?.currencySymbol ?? 'P'} />
      {lanes.length ? (
        <section className="home__categories" aria-label={t('footer.menu')}>
          {lanes.map((lane) => (
            <Link key={lane.title} to={categoryPath(lane.title, lane.cards[0])} className="home__category">
              <span aria-hidden="true">{CATEGORY_ICON[lane.title]}</span>
              {t(`nav.category.${lane.title}`)}
            </Link>
          ))}
        </section>
      ) : null}
      <HotGames session={session} />
      <WinnerBoard />
      <section className="home__claims">
        <article>
          <span aria-hidden="true">⚡</span>
          <h2>{t('footer.claims.fast')}</h2>
        </article>
        <article>
          <span aria-hidden="true">🔒</span>
          <h2>{t('footer.claims.secure')}</h2>
        </article>
        <article>
          <span aria-hidden="true">🎧</span>
          <h2>{t('footer.claims.service')}</h2>
        </article>
      </section>
    </div>
  );
};
