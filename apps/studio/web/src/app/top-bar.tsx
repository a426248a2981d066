import type { StudioLang } from '../../../src/engine/types';
import { Icon } from '../shared/icons';
import { formatCurrency, parseMinor } from '../shared/money';
import { appText } from './app-text';

type Props = {
  lang: StudioLang;
  gameName: string;
  fun: boolean;
  balance: string;
  currency: string;
  sound: boolean;
  onSound: () => void;
  /** Null on tables and rooms: their rounds verify from the table (the link beside each result). */
  onHistory: (() => void) | null;
  onFairness: (() => void) | null;
  /** Absent when the launch gave no lobby to return to. */
  onExit: (() => void) | null;
};

export const TopBar = ({
  lang,
  gameName,
  fun,
  balance,
  currency,
  sound,
  onSound,
  onHistory,
  onFairness,
  onExit,
}: Props) => {
  const minor = parseMinor(balance);
  return (
    <header className="studio-topbar">
      {onExit && (
        <button type="button" className="studio-icon-button" onClick={onExit} aria-label={appText(lang, 'app.exit')}>
          <Icon name="exit" />
        </button>
      )}
      <h1 className="studio-title">
        <span className="studio-title-text">{gameName}</span>
        {fun && <span className="studio-badge">{appText(lang, 'app.fun')}</span>}
      </h1>
      <div className="studio-balance" aria-live="polite">
        <span className="studio-balance-label">{appText(lang, 'app.balance')}</span>
        <output className="studio-balance-value" data-testid="balance">
          {minor === null ? balance : formatCurrency(minor, currency)}
        </output>
      </div>
      <div className="studio-topbar-actions">
        <button
          type="button"
          className="studio-icon-button"
          onClick={onSound}
          aria-pressed={sound}
          aria-label={appText(lang, 'app.sound')}
          title={appText(lang, sound ? 'app.soundOn' : 'app.soundOff')}
        >
          <Icon name={sound ? 'soundOn' : 'soundOff'} />
        </button>
        {onHistory && (
          <button
            type="button"
            className="studio-icon-button"
            onClick={onHistory}
            aria-label={appText(lang, 'app.history')}
            title={appText(lang, 'app.history')}
          >
            <Icon name="history" />
          </button>
        )}
        {onFairness && (
          <button
            type="button"
            className="studio-icon-button"
            onClick={onFairness}
            aria-label={appText(lang, 'app.fairness')}
            title={appText(lang, 'app.fairness')}
          >
            <Icon name="fairness" />
          </button>
        )}
      </div>
    </header>
  );
};
