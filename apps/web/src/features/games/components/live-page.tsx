import './games.css';
import type { GameItem } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useAllGames } from '../api/get-all-games';
import { gamesErrorText } from '../error-text';
import { type GameSession, useStartGame } from '../hooks/use-start-game';
import { GameCard } from './game-card';
import { VendorGamesPopup } from './vendor-games-popup';

/** The live game types offered, matched by the tables' tags. */
export const LIVE_GAME_TYPES = ['baccarat', 'sicbo', 'roulette', 'dragon_tiger', 'blackjack'] as const;
type LiveType = (typeof LIVE_GAME_TYPES)[number] | 'all';

/** /live: the live tables by live game type; starting one goes through the usual start-game flow. */
export const LivePage = ({ session }: { session: GameSession }) => {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<LiveType>('all');
  const games = useAllGames('LIVE', i18n.language);
  const starter = useStartGame(session);
  const all = games.data?.games ?? [];
  const shown = type === 'all' ? all : all.filter((g: GameItem) => g.tags.includes(type));
  return (
    <div className="container page games-page">
      <h1 className="games-page__title">{t('nav.category.LIVE')}</h1>
      <div className="games-tabs" role="tablist" aria-label={t('games.live_types')}>
        {(['all', ...LIVE_GAME_TYPES] as LiveType[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={type === k}
            className={`games-tab${type === k ? ' is-active' : ''}`}
            onClick={() => setType(k)}
          >
            {t(`games.live.${k}`)}
          </button>
        ))}
      </div>
      <FormError message={starter.error ? gamesErrorText(t, starter.error) : null} />
      <FormError message={games.isError ? gamesErrorText(t, games.error) : null} />
      {games.isPending ? <p role="status">{t('app.loading')}</p> : null}
      <ul className="game-grid" aria-label={t('games.list_label')}>
        {shown.map((g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            onStart={(x) => void starter.start(x)}
            onFun={session.isLoggedIn ? undefined : (x) => void starter.startFun(x)}
            busy={starter.busy === g.nodeId}
          />
        ))}
      </ul>
      {games.isSuccess && shown.length === 0 ? <p className="empty-state">{t('games.empty')}</p> : null}
      <VendorGamesPopup target={starter.popup} onClose={starter.closePopup} onStart={(g) => void starter.start(g)} />
    </div>
  );
};
