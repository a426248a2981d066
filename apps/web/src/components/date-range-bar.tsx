import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyPreset, DATE_PRESETS, type DateRange, presetEnabled, rangeError } from '../lib/date-range';
import './date-range-bar.css';

/** Presets (previous / next 7 and 30 days) and a custom from/to, applied with one button. */
export const DateRangeBar = ({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  // A preset changes the window from outside; the custom fields follow it.
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }
  return (
    <div className="date-range">
      <div className="date-range__presets" role="group" aria-label={t('common.date_presets')}>
        {DATE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn--sm"
            disabled={!presetEnabled(p, value)}
            onClick={() => onChange(applyPreset(p, value))}
          >
            {t(`common.preset_${p}`)}
          </button>
        ))}
      </div>
      <form
        className="date-range__custom"
        onSubmit={(e) => {
          e.preventDefault();
          const err = rangeError(draft);
          setError(err);
          if (!err) onChange(draft);
        }}
        noValidate
      >
        <label htmlFor={`${id}-from`}>{t('common.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <label htmlFor={`${id}-to`}>{t('common.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <button type="submit" className="btn btn--sm btn--primary">
          {t('common.search')}
        </button>
      </form>
      {error ? (
        <p className="form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
};
