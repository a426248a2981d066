import type { StudioLang } from '../../../src/engine/types';
import type { Draw, MenuGame, Opened } from '../../../src/shared/lottery-api';
import { favouriteGames, formatCountdown, lobbyGroups, secondsUntil } from './lottery-model';
import { gameName } from './lottery-names';
import { lotteryText } from './lottery-text';

type Props = {
  lang: StudioLang;
  games: MenuGame[];
  opened: Map<string, Opened>;
  recent: Map<string, Draw>;
  favourites: string[];
  now: number;
  onFavourite: (code: string) => void;
  onPlay: (code: string) => void;
};

/** The special prize of a draw (the first station's for MT/MN), or null before any result. */
export const specialOf = (draw: Draw | undefined): string | null => {
  const tables = draw?.result;
  if (!tables) return null;
  const first = draw.stations.find((s) => tables[s]) ?? Object.keys(tables)[0];
  return (first && tables[first]?.DB?.[0]) ?? null;
};

const Card = ({
  lang,
  game,
  opened,
  draw,
  favourite,
  now,
  idPrefix,
  onFavourite,
  onPlay,
}: {
  idPrefix: string;
  lang: StudioLang;
  game: MenuGame;
  opened: Opened | undefined;
  draw: Draw | undefined;
  favourite: boolean;
  now: number;
  onFavourite: () => void;
  onPlay: () => void;
}) => {
  const name = gameName(lang, game.gameCode, game.gameName);
  const period = opened ?? game.currentNumero;
  const left = secondsUntil(period.closeTime, now);
  const special = specialOf(draw);
  const titleId = `lot-card-${idPrefix}${game.gameCode}`;
  return (
    <li className="lot-card" aria-labelledby={titleId}>
      <div className="lot-card-head">
        <h3 id={titleId} className="lot-card-title">
          {name}
        </h3>
        <button
          type="button"
          className="lot-star"
          aria-pressed={favourite}
          aria-label={lotteryText(lang, favourite ? 'lottery.fav.remove' : 'lottery.fav.add', { game: name })}
          onClick={onFavourite}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
          </svg>
        </button>
      </div>
      <p className="lot-card-numero studio-muted">{lotteryText(lang, 'lottery.numero', { numero: period.numero })}</p>
      {left > 0 ? (
        <p
          className={left <= 10 ? 'lot-countdown is-urgent' : 'lot-countdown'}
          role="timer"
          aria-label={lotteryText(lang, 'lottery.closesInLabel', { game: name, time: formatCountdown(left) })}
        >
          <span className="lot-countdown-label">{lotteryText(lang, 'lottery.closesIn')}</span>
          <span className="lot-countdown-time" aria-hidden="true">
            {formatCountdown(left)}
          </span>
        </p>
      ) : (
        <p className="lot-countdown is-closed">{lotteryText(lang, 'lottery.drawing')}</p>
      )}
      <p className="lot-card-last">
        <span className="studio-muted">{lotteryText(lang, 'lottery.lastResult')}</span>
        <span className={special ? 'lot-special' : 'lot-special is-none'}>
          {special ?? lotteryText(lang, 'lottery.noResult')}
        </span>
      </p>
      <button
        type="button"
        className="studio-button is-primary lot-card-play"
        aria-label={lotteryText(lang, 'lottery.playGame', { game: name })}
        onClick={onPlay}
      >
        {lotteryText(lang, 'lottery.play')}
      </button>
    </li>
  );
};

/** The lobby: favourites, then games by region and kind, each with its cut-off countdown and last special prize. */
export const Lobby = ({ lang, games, opened, recent, favourites, now, onFavourite, onPlay }: Props) => {
  const card = (g: MenuGame, key: string) => (
    <Card
      key={key}
      lang={lang}
      game={g}
      opened={opened.get(g.gameCode)}
      draw={recent.get(g.gameCode)}
      favourite={favourites.includes(g.gameCode)}
      now={now}
      idPrefix={key.startsWith('fav-') ? 'fav-' : ''}
      onFavourite={() => onFavourite(g.gameCode)}
      onPlay={() => onPlay(g.gameCode)}
    />
  );
  const favs = favouriteGames(games, favourites);
  return (
    <div className="lot-lobby">
      {favs.length > 0 && (
        <section className="lot-group" aria-labelledby="lot-group-fav">
          <h2 id="lot-group-fav" className="lot-group-title">
            {lotteryText(lang, 'lottery.favourites')}
          </h2>
          <ul className="lot-cards">{favs.map((g) => card(g, `fav-${g.gameCode}`))}</ul>
        </section>
      )}
      {lobbyGroups(games, favourites).map(({ group, games: list }) => (
        <section key={group} className="lot-group" aria-labelledby={`lot-group-${group}`}>
          <h2 id={`lot-group-${group}`} className="lot-group-title">
            {lotteryText(lang, `lottery.group.${group}`)}
          </h2>
          <ul className="lot-cards">{list.map((g) => card(g, g.gameCode))}</ul>
        </section>
      ))}
    </div>
  );
};
