import { type GameItem, INTEGRATION_DEMO_TAG } from '@pagoda/contracts';
import { Gamepad2, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import './hot-badge.css';
import { imageUrl } from '../../../lib/image-cdn';

export const DEFAULT_GAME_ICON = '/demo/game-default.svg';

/** A failed game icon falls back to the default icon, one attempt only, so a broken default cannot loop. */
export const iconFallback = (e: React.SyntheticEvent<HTMLImageElement>) => {
  const img = e.currentTarget;
  if (!img.dataset.fallback) {
    img.dataset.fallback = '1';
    img.src = imageUrl(DEFAULT_GAME_ICON);
  }
};

type Props = {
  game: GameItem;
  onStart: (g: GameItem) => void;
  /** Undefined hides the star (visitors have no favourites). */
  favourite?: boolean | undefined;
  onFavourite?: ((g: GameItem) => void) | undefined;
  /** A visitor's "Play for fun" (guest launch); shown on free-play games only. */
  onFun?: ((g: GameItem) => void) | undefined;
  busy?: boolean;
};

export const GameCard = ({ game, onStart, favourite, onFavourite, onFun, busy }: Props) => {
  const { t } = useTranslation();
  return (
    <li className="game-card" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-card__play"
        onClick={() => onStart(game)}
        aria-label={t('games.play', { name: game.gameName })}
        aria-busy={busy || undefined}
      >
        <img
          src={imageUrl(game.iconUrl || DEFAULT_GAME_ICON)}
          alt=""
          loading="lazy"
          width={160}
          height={160}
          onError={iconFallback}
        />
        {game.isHot === 1 ? <span className="hot-badge">{t('app.hot')}</span> : null}
        {/* A simulator vendor's game proves the integration; the tile says so. */}
        {game.tags.includes(INTEGRATION_DEMO_TAG) ? (
          <span className="game-card__demo">
            <span className="game-card__demo-label">{t('games.integration_demo')}</span>
          </span>
        ) : null}
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__meta">
          {game.displayName}
          {game.minBet > 0 ? ` · ${t('games.min_bet_short', { amount: formatMoney(game.minBet) })}` : ''}
        </span>
      </button>
      {onFun && game.guestPlay === 1 && game.isGame !== 'VASSALAGE' ? (
        <button
          type="button"
          className="game-card__fun btn btn--sm btn--ghost"
          onClick={() => onFun(game)}
          aria-label={t('games.play_fun_named', { name: game.gameName })}
          disabled={busy}
        >
          <Gamepad2 aria-hidden="true" size={16} />
          {t('games.play_fun')}
        </button>
      ) : null}
      {favourite !== undefined && onFavourite ? (
        <button
          type="button"
          className={`game-card__star${favourite ? ' is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          <Star aria-hidden="true" size={18} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </li>
  );
};
