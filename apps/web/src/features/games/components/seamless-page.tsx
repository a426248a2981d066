import './games.css';
import type { VendorCard } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { imageUrl } from '../../../lib/image-cdn';
import { gameVendorsQueryOptions } from '../api/get-game-vendors';
import { vendorPath } from '../category-path';
import { gamesErrorText } from '../error-text';
import { DEFAULT_GAME_ICON, iconFallback } from './game-card';
import './hot-badge.css';

/**
 * /seamless (spec §2): the lobby of the brand's seamless-wallet vendors, the ones that play
 * straight from the main wallet, category by category. Each vendor opens where its category entry
 * does: its game list, the live casino, or its own first game. The site header is hidden here
 * (spec §2), so the page has its own way home.
 */
export const SeamlessPage = () => {
  const { t } = useTranslation();
  const vendors = useQuery(gameVendorsQueryOptions());
  const lanes = (vendors.data?.data.lanes ?? [])
    .map((l) => ({ ...l, cards: l.cards.filter((c) => c.walletMode === 'SEAMLESS') }))
    .filter((l) => l.cards.length > 0);
  return (
    <div className="container page games-page">
      <Link to="/" className="seamless-home">
        <ArrowLeft aria-hidden="true" size={16} />
        {t('games.back_home')}
      </Link>
      <div className="sports-page__head">
        <h1 className="games-page__title">{t('games.seamless.title')}</h1>
        <p className="sports-page__lead">{t('games.seamless.lead')}</p>
      </div>
      {vendors.isPending ? <p role="status">{t('app.loading')}</p> : null}
      <FormError message={vendors.isError ? gamesErrorText(t, vendors.error) : null} />
      {lanes.map((lane) => (
        <section key={lane.title} className="seamless-lane" aria-labelledby={`seamless-${lane.title}`}>
          <h2 id={`seamless-${lane.title}`} className="seamless-lane__title">
            {t(`nav.category.${lane.title}`)}
          </h2>
          <ul className="sports-books">
            {lane.cards.map((c: VendorCard) => (
              <li key={c.id} className="sports-book">
                <Link className="sports-book__open" to={vendorPath(lane.title, c)}>
                  <span className="sports-book__art">
                    <img
                      src={imageUrl(c.lagerIcon || c.smallIcon || DEFAULT_GAME_ICON)}
                      alt=""
                      width={96}
                      height={96}
                      onError={iconFallback}
                    />
                  </span>
                  {c.isHot === 1 ? <span className="hot-badge">{t('app.hot')}</span> : null}
                  <span className="sports-book__name">{c.displayName}</span>
                  <span className="sports-book__cta">{t('games.seamless.open')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {vendors.isSuccess && lanes.length === 0 ? (
        <section className="sports-empty" aria-labelledby="seamless-empty-title">
          <Wallet className="sports-empty__icon" aria-hidden="true" size={64} />
          <h2 id="seamless-empty-title">{t('games.seamless.empty_title')}</h2>
          <p>{t('games.seamless.empty_body')}</p>
          <div className="sports-empty__links">
            <Link to="/" className="btn btn--primary">
              {t('games.back_home')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
};
