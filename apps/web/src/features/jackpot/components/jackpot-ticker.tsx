import { JACKPOT_INTERVAL_MS, JACKPOT_STEP_CENTS } from '@pagoda/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/format';
import { jackpotStartCents } from '../jackpot-value';
import './jackpot-ticker.css';

/** Pixel height of one digit of the ticker's rolling reel. */
const JACKPOT_DIGIT_HEIGHT = 78;

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

const Digit = ({ char }: { char: string }) => {
  if (!/\d/.test(char)) return <span className="jackpot__sep">{char}</span>;
  return (
    <span className="jackpot__digit" style={{ height: JACKPOT_DIGIT_HEIGHT }}>
      <span className="jackpot__reel" style={{ transform: `translateY(-${Number(char) * JACKPOT_DIGIT_HEIGHT}px)` }}>
        {DIGITS.map((d) => (
          <span key={d} style={{ height: JACKPOT_DIGIT_HEIGHT, lineHeight: `${JACKPOT_DIGIT_HEIGHT}px` }}>
            {d}
          </span>
        ))}
      </span>
    </span>
  );
};

/** Rises by 165.11 every 3 s while shown; the timer stops when it is removed. */
export const JackpotTicker = ({ currencySymbol }: { currencySymbol: string }) => {
  const { t } = useTranslation();
  const [cents, setCents] = useState(() => jackpotStartCents(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setCents((c) => c + JACKPOT_STEP_CENTS), JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const text = formatMinor(cents);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title" data-testid="jackpot">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('jackpot.title')}
      </h2>
      <div className="jackpot__value" aria-label={`${currencySymbol} ${text}`} role="img">
        <span className="jackpot__currency">{currencySymbol}</span>
        {[...text].map((ch, i) => (
          <Digit key={`${i}-${text.length}`} char={ch} />
        ))}
      </div>
    </section>
  );
};
