import { useEffect, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import { STRUCTURES, verifyFastDraw, type Verification } from '../../../src/lottery';
import type { Draw, MenuGame } from '../../../src/shared/lottery-api';
import { lotteryApi } from '../shared/api-client';
import { gameName, stationName, tierName } from './lottery-names';
import { lotteryText } from './lottery-text';

type Props = {
  lang: StudioLang;
  games: MenuGame[];
  gameCode: string;
  onGame: (code: string) => void;
  /** Changes when new results may be in (a period closed): the list reads again. */
  version: number;
};

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The verification of a house draw, recomputed here from its revealed seed with the core's verifyFastDraw. */
export const verifyDraw = (game: Pick<MenuGame, 'structure'>, draw: Draw): Verification | null =>
  draw.serverSeed && draw.seedHash && draw.result
    ? verifyFastDraw({
        gameCode: draw.gameCode,
        periodId: draw.numero,
        structure: STRUCTURES[game.structure],
        serverSeed: draw.serverSeed,
        serverSeedHash: draw.seedHash,
        result: { structure: game.structure, tables: draw.result },
      })
    : null;

const PrizeTable = ({ lang, game, draw }: { lang: StudioLang; game: MenuGame; draw: Draw }) => {
  const tables = draw.result ?? {};
  const stations = draw.stations.filter((s) => tables[s]).length
    ? draw.stations.filter((s) => tables[s])
    : Object.keys(tables);
  const structure = STRUCTURES[game.structure];
  const many = stations.length > 1;
  const name = gameName(lang, game.gameCode, game.gameName);
  return (
    <div className="lot-table-wrap">
      <table className="lot-table">
        <caption>{lotteryText(lang, 'lottery.resultTable', { game: name, numero: draw.numero })}</caption>
        <thead>
          <tr>
            <th scope="col">{lotteryText(lang, 'lottery.prize')}</th>
            {stations.map((s) => (
              <th key={s} scope="col">
                {many ? stationName(s) : lotteryText(lang, 'lottery.slip.numbers')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {structure.tiers.map((tier) => (
            <tr key={tier.code} className={tier.code === 'DB' ? 'is-special' : undefined}>
              <th scope="row">{tierName(lang, tier.code, tier.name)}</th>
              {stations.map((s) => (
                <td key={s}>
                  {(tables[s]?.[tier.code] ?? []).map((n, i) => (
                    <span key={i} className="lot-num">
                      {n}
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const Proof = ({ lang, game, draw }: { lang: StudioLang; game: MenuGame; draw: Draw }) => {
  const [check, setCheck] = useState<Verification | null>(null);
  if (!draw.seedHash) return null;
  const word = (ok: boolean) => lotteryText(lang, ok ? 'lottery.verify.ok' : 'lottery.verify.bad');
  return (
    <section className="lot-proof" aria-label={lotteryText(lang, 'lottery.source.HOUSE')}>
      <p className="lot-proof-row">
        <span className="studio-muted">{lotteryText(lang, 'lottery.seedHash')}</span>
        <code className="studio-mono">{draw.seedHash}</code>
      </p>
      {draw.serverSeed ? (
        <>
          <p className="lot-proof-row">
            <span className="studio-muted">{lotteryText(lang, 'lottery.seed')}</span>
            <code className="studio-mono">{draw.serverSeed}</code>
          </p>
          <button type="button" className="studio-button" onClick={() => setCheck(verifyDraw(game, draw))}>
            {lotteryText(lang, 'lottery.verify')}
          </button>
          <div aria-live="polite">
            {check &&
              (check.ok ? (
                <p className="lot-ok">{lotteryText(lang, 'lottery.verify.match')}</p>
              ) : (
                <p className="lot-bad">
                  {lotteryText(lang, 'lottery.verify.mismatch', {
                    seed: word(check.seedMatchesCommitment),
                    result: word(check.resultMatches),
                  })}
                </p>
              ))}
          </div>
        </>
      ) : (
        <p className="studio-hint">{lotteryText(lang, 'lottery.seedHidden')}</p>
      )}
    </section>
  );
};

/** Results: a game's draws (the latest, or one day's), the chosen draw's full prize table and, for a house draw, its proof. */
export const Results = ({ lang, games, gameCode, onGame, version }: Props) => {
  const game = games.find((g) => g.gameCode === gameCode) ?? games[0];
  const [date, setDate] = useState('');
  const [read, setRead] = useState<{ key: string; draws: Draw[] | null; failed: boolean } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${game?.gameCode ?? ''}|${date}|${attempt}`;

  useEffect(() => {
    if (!game) return;
    let live = true;
    lotteryApi
      .results(game.gameCode, date || undefined)
      .then((d) => live && setRead({ key, draws: d, failed: false }))
      .catch(() => live && setRead({ key, draws: null, failed: true }));
    return () => {
      live = false;
    };
  }, [game, date, version, key]);

  if (!game) return null;
  const mine = read?.key === key ? read : null;
  const draws = mine?.draws ?? null;
  const failed = mine?.failed ?? false;
  const draw = draws?.find((d) => d.numero === chosen) ?? draws?.[0];

  return (
    <div className="lot-results">
      <div className="lot-options">
        <label className="lot-field">
          <span>{lotteryText(lang, 'lottery.game')}</span>
          <select
            className="studio-input"
            value={game.gameCode}
            onChange={(e) => {
              setChosen(null);
              onGame(e.target.value);
            }}
          >
            {games.map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {gameName(lang, g.gameCode, g.gameName)}
              </option>
            ))}
          </select>
        </label>
        <label className="lot-field">
          <span>{lotteryText(lang, 'lottery.date')}</span>
          <input
            className="studio-input"
            type="date"
            value={date}
            onChange={(e) => {
              setChosen(null);
              setDate(e.target.value);
            }}
          />
        </label>
      </div>
      {failed ? (
        <p role="alert" className="lot-bad">
          {lotteryText(lang, 'lottery.noResult')}{' '}
          <button type="button" className="studio-button" onClick={() => setAttempt((n) => n + 1)}>
            {lotteryText(lang, 'lottery.retry')}
          </button>
        </p>
      ) : draws === null ? (
        <p role="status" className="studio-muted">
          {lotteryText(lang, 'lottery.loading')}
        </p>
      ) : draws.length === 0 || !draw ? (
        <p className="studio-muted">{lotteryText(lang, 'lottery.noDraws')}</p>
      ) : (
        <div className="lot-results-body">
          <nav className="lot-history" aria-label={lotteryText(lang, 'lottery.history')}>
            <h3 className="lot-history-title">{lotteryText(lang, 'lottery.history')}</h3>
            <ul>
              {draws.map((d) => (
                <li key={d.numero}>
                  <button
                    type="button"
                    className="lot-history-item"
                    aria-pressed={d.numero === draw.numero}
                    onClick={() => setChosen(d.numero)}
                  >
                    <span>{lotteryText(lang, 'lottery.numero', { numero: d.numero })}</span>
                    <span className="studio-muted">{timeOf(d.drawTime)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lot-draw">
            <p className="studio-muted lot-source">
              {lotteryText(lang, `lottery.source.${draw.source}`)} · {timeOf(draw.drawTime)}
            </p>
            <PrizeTable lang={lang} game={game} draw={draw} />
            <Proof key={`${draw.gameCode}:${draw.numero}`} lang={lang} game={game} draw={draw} />
          </div>
        </div>
      )}
    </div>
  );
};
