import { useEffect, useMemo, useRef, useState } from 'react';
import { studioGame } from '../../../src/engine/games';
import type { FishGameDef } from '../../../src/engine/types';
import { studioApi } from '../shared/api-client';
import type { GameProps } from '../shared/game-props';
import { useTexts } from '../shared/i18n';
import { Icon } from '../shared/icons';
import { formatCurrency, parseMinor } from '../shared/money';
import { levelCoins, shotBet } from './fish-model';
import { FishPaytable } from './fish-paytable';
import { FishStage, type StageHost, type StageSettings } from './fish-stage';
import { fishText, type FishTextKey } from './fish-text';
import './fish.css';

/** The Dragon Reef page body: the canvas stage and its controls (the play page draws the top bar around it). */
export const FishGame = (props: GameProps) => {
  // This chunk's texts (registered on import) in the player's language, before the first paint.
  useTexts(props.lang);
  const game = useMemo(() => {
    const def = studioGame(props.session.game);
    return def?.kind === 'fish' ? def : null;
  }, [props.session.game]);
  if (!game) {
    return (
      <p className="fish-unavailable" role="alert">
        {fishText(props.lang, 'fish.unavailable')}
      </p>
    );
  }
  return <FishTable game={game} {...props} />;
};

/** The last fish round's cannon level and coin value, so a reload keeps the member's bet. */
const initialBet = (game: FishGameDef, props: GameProps): { level: number; coinIndex: number } => {
  const last = props.session.lastRound;
  if (last?.kind !== 'fish' || last.game !== game.code) return { level: 1, coinIndex: 0 };
  const coinIndex = game.coinValues.indexOf(last.coinValue);
  const level = game.cannonLevels.indexOf(last.coins) + 1;
  return { level: level > 0 ? level : 1, coinIndex: coinIndex >= 0 ? coinIndex : 0 };
};

const FishTable = ({ game, ...props }: GameProps & { game: FishGameDef }) => {
  const [start] = useState(() => initialBet(game, props));
  const [level, setLevel] = useState(start.level);
  const [coinIndex, setCoinIndex] = useState(start.coinIndex);
  const [auto, setAuto] = useState(false);
  const [notice, setNotice] = useState<FishTextKey | null>(null);
  const [paytable, setPaytable] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<FishStage | null>(null);

  const { lang, sound, balance, setBalance, onRound, onError, session } = props;
  const currency = session.player.currency;
  const coinValue = game.coinValues[coinIndex] ?? game.coinValues[0] ?? 1;
  const coins = levelCoins(game, level);
  const bet = shotBet(game, level, coinValue);

  // The stage reads these live through the host, so the loop never waits on a React render.
  const settings: StageSettings = { level, coinValue, sound, balance: parseMinor(balance), currency, lang };
  const live = useRef({ settings, setBalance, onRound, onError });
  useEffect(() => {
    live.current = { settings, setBalance, onRound, onError };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const host: StageHost = {
      settings: () => live.current.settings,
      answered: (round, nextBalance, fairness) => {
        if (nextBalance !== null) live.current.setBalance(nextBalance);
        live.current.onRound(round, fairness);
      },
      error: (code) => live.current.onError(code),
      autoStopped: (reason) => {
        setAuto(false);
        setNotice(reason === 'funds' ? 'fish.autoFunds' : 'fish.autoError');
      },
    };
    const stage = new FishStage(canvas, game, host, studioApi);
    stageRef.current = stage;
    return () => {
      stage.destroy();
      stageRef.current = null;
    };
  }, [game]);

  useEffect(() => {
    stageRef.current?.setAuto(auto);
  }, [auto]);

  const changeLevel = (step: number) => {
    setLevel((l) => Math.min(game.cannonLevels.length, Math.max(1, l + step)));
    setNotice(null);
  };
  const changeCoin = (step: number) => {
    setCoinIndex((i) => Math.min(game.coinValues.length - 1, Math.max(0, i + step)));
    setNotice(null);
  };
  const toggleAuto = () => {
    setNotice(null);
    setAuto((on) => !on);
  };

  const message = notice ? fishText(lang, notice) : auto ? fishText(lang, 'fish.autoOn') : fishText(lang, 'fish.hint');

  return (
    <div className="fish-game" data-level={level}>
      <div className="fish-stage">
        <canvas
          ref={canvasRef}
          className="fish-canvas"
          tabIndex={0}
          role="img"
          aria-label={fishText(lang, 'fish.canvas')}
          data-testid="fish-canvas"
        />
      </div>
      <div className="fish-controls">
        <div className="fish-control" role="group" aria-label={fishText(lang, 'fish.cannon')}>
          <span className="fish-control-label">{fishText(lang, 'fish.cannon')}</span>
          <div className="fish-stepper">
            <button
              type="button"
              className="studio-icon-button"
              onClick={() => changeLevel(-1)}
              disabled={level <= 1}
              aria-label={fishText(lang, 'fish.levelDown')}
            >
              <Icon name="minus" />
            </button>
            <output className="fish-control-value" aria-live="polite">
              <strong>{fishText(lang, 'fish.level', { level })}</strong>
              <small>{fishText(lang, 'fish.coins', { coins })}</small>
            </output>
            <button
              type="button"
              className="studio-icon-button"
              onClick={() => changeLevel(1)}
              disabled={level >= game.cannonLevels.length}
              aria-label={fishText(lang, 'fish.levelUp')}
            >
              <Icon name="plus" />
            </button>
          </div>
        </div>
        <div className="fish-control" role="group" aria-label={fishText(lang, 'fish.coinValue')}>
          <span className="fish-control-label">{fishText(lang, 'fish.coinValue')}</span>
          <div className="fish-stepper">
            <button
              type="button"
              className="studio-icon-button"
              onClick={() => changeCoin(-1)}
              disabled={coinIndex <= 0}
              aria-label={fishText(lang, 'fish.coinDown')}
            >
              <Icon name="minus" />
            </button>
            <output className="fish-control-value" aria-live="polite">
              <strong>{formatCurrency(coinValue, currency)}</strong>
            </output>
            <button
              type="button"
              className="studio-icon-button"
              onClick={() => changeCoin(1)}
              disabled={coinIndex >= game.coinValues.length - 1}
              aria-label={fishText(lang, 'fish.coinUp')}
            >
              <Icon name="plus" />
            </button>
          </div>
        </div>
        <div className="fish-control fish-bet">
          <span className="fish-control-label">{fishText(lang, 'fish.bet')}</span>
          <output className="fish-bet-value" data-testid="fish-bet">
            {formatCurrency(bet, currency)}
          </output>
        </div>
        <div className="fish-actions">
          <button
            type="button"
            className={auto ? 'studio-button fish-auto is-on' : 'studio-button fish-auto'}
            aria-pressed={auto}
            onClick={toggleAuto}
          >
            <Icon name={auto ? 'stop' : 'autoplay'} size={18} />
            {fishText(lang, 'fish.auto')}
          </button>
          <button
            type="button"
            className="studio-icon-button"
            onClick={() => setPaytable(true)}
            aria-label={fishText(lang, 'fish.paytable')}
            title={fishText(lang, 'fish.paytable')}
          >
            <Icon name="info" />
          </button>
        </div>
      </div>
      <p className={notice ? 'fish-notice is-alert' : 'fish-notice'} role="status">
        {message}
      </p>
      {paytable && (
        <FishPaytable
          game={game}
          lang={lang}
          coinValue={coinValue}
          coins={coins}
          currency={currency}
          onClose={() => setPaytable(false)}
        />
      )}
    </div>
  );
};
