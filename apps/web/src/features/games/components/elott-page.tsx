import './games.css';
import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { gameVendorsQueryOptions } from '../api/get-game-vendors';
import { categoryPath } from '../category-path';
import { gamesErrorText } from '../error-text';

/**
 * /elott (spec §2): electronic lottery has no list page; it opens the first ELOTT vendor's game,
 * as the category entry does (the lottery route, which shows the lottery's own state). A brand
 * without an ELOTT vendor is told so, with the lottery offered when the brand has one.
 */
export const ElottPage = () => {
  const { t } = useTranslation();
  const vendors = useQuery(gameVendorsQueryOptions());
  const lanes = vendors.data?.data.lanes ?? [];
  const first = lanes.find((l) => l.title === 'ELOTT')?.cards[0];
  const hasLottery = lanes.some((l) => l.title === 'LOTT' && l.cards.length > 0);
  if (first) return <Navigate to={categoryPath('ELOTT', first)} replace />;
  return (
    <div className="container page games-page">
      {vendors.isPending ? <p role="status">{t('app.loading')}</p> : null}
      <FormError message={vendors.isError ? gamesErrorText(t, vendors.error) : null} />
      {vendors.isSuccess ? (
        <section className="sports-empty" aria-labelledby="elott-empty-title">
          <Ticket className="sports-empty__icon" aria-hidden="true" size={64} />
          <h1 id="elott-empty-title">{t('games.elott.empty_title')}</h1>
          <p>{t('games.elott.empty_body')}</p>
          <div className="sports-empty__links">
            {hasLottery ? (
              <Link to="/lottery" className="btn btn--primary">
                {t('games.elott.to_lottery')}
              </Link>
            ) : null}
            <Link to="/" className={hasLottery ? 'btn' : 'btn btn--primary'}>
              {t('games.back_home')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
};
