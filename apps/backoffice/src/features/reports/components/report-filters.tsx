import { TZDate } from '@date-fns/tz';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRange } from '../../../components/date-range-picker';
import { addDays, todayIn, type ReportRange } from './use-report-range';

const zones = () => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

/** The start of a calendar day (YYYY-MM-DD) in a time zone, as epoch ms. */
const startOf = (day: string, tz: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, tz).getTime();
};

/**
 * The date range (the shared picker: presets and a calendar) and the time zone the report's days
 * follow. The report keeps days (YYYY-MM-DD); the picker works in epoch ms of the same zone.
 */
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
  const zone = range.tz || brandZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const value: DateRange = { from: startOf(range.from, zone), to: startOf(addDays(range.to, 1), zone) };
  const pick = (r: DateRange) =>
    onChange({ ...range, from: todayIn(zone, new Date(r.from)), to: todayIn(zone, new Date(r.to - 1)) });
  return (
    <fieldset className="report-filters card">
      <legend className="visually-hidden">{t('filters.legend')}</legend>
      <DateRangePicker value={value} onChange={pick} timeZone={zone} />
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
