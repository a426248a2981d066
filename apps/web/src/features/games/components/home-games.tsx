import './games.css';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { formatMoney } from '../../../lib/format';
import { useHotGames } from '../api/get-hot-games';
import { useWinnerBoard } from '../api/get-winner-board';
import { gamesErrorText } from '../error-text';
import { type GameSession, useStartGame } from '../hooks/use-start-game';
import { GameCard } from './game-card';
import { VendorGamesPopup } from './vendor-games-popup';

/** Home: hot games grouped by game type. */
export const HotGames = ({ session }: { session: GameSession }) => {
  const { t, i18n } = useTranslation();
  const hot = useHotGames(i18n.language);
  const starter = useStartGame(session);
  const groups = hot.data?.groups ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="hot-games" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title">{t('games.hot_games')}</h2>
      <FormError message={starter.error ? gamesErrorText(t, starter.error) : null} />
      {groups.map((g) => (
        <section key={g.gameType} className="hot-games__group" aria-label={t(`nav.category.${g.gameType}`)}>
          <h3>{t(`nav.category.${g.gameType}`)}</h3>
          <ul className="game-grid game-grid--row">
            {g.list.map((game) => (
              <GameCard
                key={game.nodeId}
                game={game}
                onStart={(x) => void starter.start(x)}
                onFun={session.isLoggedIn ? undefined : (x) => void starter.startFun(x)}
                busy={starter.busy === game.nodeId}
              />
            ))}
          </ul>
        </section>
      ))}
      <VendorGamesPopup target={starter.popup} onClose={starter.closePopup} onStart={(x) => void starter.start(x)} />
    </section>
  );
};

/** Home: the latest real wins, names masked by the server. */
export const WinnerBoard = () => {
  const { t, i18n } = useTranslation();
  const board = useWinnerBoard(i18n.language);
  const list = board.data?.list ?? [];
  return (
    <section className="winner-board" aria-labelledby="winner-board-title">
      <h2 id="winner-board-title">{t('games.winner_board')}</h2>
      {board.isError ? <FormError message={gamesErrorText(t, board.error)} /> : null}
      {board.isSuccess && list.length === 0 ? <p className="empty-state">{t('games.no_winners')}</p> : null}
      {list.length ? (
        <ol className="winner-board__list">
          {list.map((w) => (
            <li key={w.vo.recordId}>
              <span className="winner-board__name">{w.vo.customerName}</span>
              <span className="winner-board__game">{w.vo.gameName}</span>
              <span className="winner-board__amount">{formatMoney(w.vo.winAmount)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
};
