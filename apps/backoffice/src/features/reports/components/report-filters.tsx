import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, todayIn, type ReportRange } from './use-report-range';

const PRESETS = [
  { key: 'today', days: 1 },
  { key: 'last7', days: 7 },
  { key: 'last30', days: 30 },
] as const;

const zones = () => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

/** The date range (presets or two days) and the time zone the report's days follow. */
export const ReportFilters = ({
  range,
  onChange,
  brandZone,
}: {
  range: ReportRange;
  onChange: (r: ReportRange) => void;
  /** The brand's zone, as the server named it in its last answer. */
  brandZone: string | undefined;
}) => {
  const { t } = useTranslation('reports');
  const id = useId();
  const all = useMemo(() => zones(), []);
  const effective = range.tz || brandZone;
  const preset = (days: number) => {
    const to = todayIn(effective);
    onChange({ ...range, from: addDays(to, -(days - 1)), to });
  };
  return (
    <fieldset className="report-filters card">
      <legend className="visually-hidden">{t('filters.legend')}</legend>
      <div className="report-filters__presets" role="group" aria-label={t('common:dateRange.label')}>
        {PRESETS.map((p) => (
          <button key={p.key} type="button" className="button button--small" onClick={() => preset(p.days)}>
            {t(`common:dateRange.${p.key}`)}
          </button>
        ))}
      </div>
      <label className="field" htmlFor={`${id}-from`}>
        <span className="field__label">{t('common:dateRange.from')}</span>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={range.from}
          max={range.to}
          required
          onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
        />
      </label>
      <label className="field" htmlFor={`${id}-to`}>
        <span className="field__label">{t('common:dateRange.to')}</span>
        <input
          id={`${id}-to`}
          type="date"
          className="input"
          value={range.to}
          min={range.from}
          required
          onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
        />
      </label>
      <label className="field" htmlFor={`${id}-tz`}>
        <span className="field__label">{t('filters.timeZone')}</span>
        <select
          id={`${id}-tz`}
          className="input"
          value={range.tz}
          onChange={(e) => onChange({ ...range, tz: e.target.value })}
        >
          <option value="">
            {brandZone ? t('filters.brandZoneNamed', { zone: brandZone }) : t('filters.brandZone')}
          </option>
          {all.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
};
