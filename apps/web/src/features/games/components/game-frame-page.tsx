import './games.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IFRAME_URL_KEY } from '../hooks/use-start-game';

/** /game: the launched game in an iframe, full width under the header (spec §2). */
export const GameFramePage = () => {
  const { t } = useTranslation();
  const state = useLocation().state as { url?: string; name?: string } | null;
  // A reload keeps the game: the URL also lives in sessionStorage (iframeUrl, spec §3).
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
