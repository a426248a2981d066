import './games.css';
import type { GameCategory } from '@pagoda/contracts';
import { GAME_CATEGORIES } from '@pagoda/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { imageUrl } from '../../../lib/image-cdn';
import { useVendorLanes } from '../api/get-game-vendors';
import { gamesErrorText } from '../error-text';
import { type GameSession, IFRAME_URL_KEY } from '../hooks/use-start-game';
import { useVendorLaunch, type VendorRef } from '../hooks/use-vendor-launch';
import { DEFAULT_GAME_ICON, iconFallback } from './game-card';

const isCategory = (v: string | null): v is GameCategory => (GAME_CATEGORIES as readonly (string | null)[]).includes(v);

/**
 * /game?vendor=…&gameType=…: entries without a page (cockfight, the DS88 lane, a sportsbook in
 * the bottom bar) open the vendor's first game here, through the start-game flow: login first,
 * trial accounts refused real money, then the game replaces this entry in the history.
 */
const DirectLaunch = ({ vendor, session }: { vendor: VendorRef; session: GameSession }) => {
  const { t } = useTranslation();
  const card = useVendorLanes()
    .flatMap((l) => l.cards)
    .find((c) => c.accountTypeName === vendor.accountTypeName && c.gameType === vendor.gameType);
  const name = card?.displayName ?? vendor.accountTypeName;
  const launcher = useVendorLaunch(session, { replace: true });
  const key = `${vendor.accountTypeName}|${vendor.gameType}|${vendor.vassalage}|${session.isLoggedIn}`;
  // Once per vendor and login state: a re-render (or Strict Mode's second effect) never relaunches.
  const done = useRef('');
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    void launcher.launch({ ...vendor, freeplay: card?.freeplay });
    // key covers the vendor and the login state; the card only refines the trial check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = () => void launcher.launch({ ...vendor, freeplay: card?.freeplay });
  const opening = launcher.pending !== null;
  return (
    <div className="container page games-page">
      <section className="direct-launch" aria-labelledby="direct-launch-title" aria-busy={opening}>
        <img
          className="direct-launch__icon"
          src={imageUrl(card?.lagerIcon || card?.smallIcon || DEFAULT_GAME_ICON)}
          alt=""
          width={96}
          height={96}
          onError={iconFallback}
        />
        <h1 id="direct-launch-title">{name}</h1>
        {opening ? <p role="status">{t('games.direct.opening', { name })}</p> : null}
        {launcher.blocked === 'login' ? (
          <>
            <p>{t('games.direct.login_body', { name })}</p>
            <button type="button" className="btn btn--primary" onClick={session.requestLogin}>
              {t('header.login')}
            </button>
          </>
        ) : null}
        {launcher.blocked === 'trial' ? <p>{t('games.direct.trial', { name })}</p> : null}
        {launcher.blocked === 'no-game' ? <p>{t('games.direct.no_game', { name })}</p> : null}
        <FormError message={launcher.error ? gamesErrorText(t, launcher.error) : null} />
        {launcher.error ? (
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('games.direct.retry')}
          </button>
        ) : null}
        {!opening && launcher.blocked !== 'login' ? (
          <Link to="/" className="btn btn--ghost">
            {t('games.back_home')}
          </Link>
        ) : null}
      </section>
    </div>
  );
};

/** /game: the launched game in an iframe, full width under the header. */
export const GameFramePage = ({ session }: { session: GameSession }) => {
  const { t } = useTranslation();
  const state = useLocation().state as { url?: string; name?: string } | null;
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  const gameType = params.get('gameType');
  if (vendor && isCategory(gameType)) {
    return (
      <DirectLaunch
        session={session}
        vendor={{ accountTypeName: vendor, gameType, vassalage: params.get('vassalage') ?? vendor }}
      />
    );
  }
  // A reload keeps the game: the URL also lives in sessionStorage (iframeUrl).
  const url = state?.url ?? sessionStorage.getItem(IFRAME_URL_KEY);
  if (!url) {
    return (
      <div className="container page games-page">
        <h1 className="games-page__title">{t('games.no_game')}</h1>
        <Link to="/" className="btn btn--primary">
          {t('games.back_home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="game-frame">
      <h1 className="visually-hidden">{state?.name ?? t('games.game_frame')}</h1>
      <iframe
        src={url}
        title={state?.name ?? t('games.game_frame')}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    </div>
  );
};
