import { TZDate } from '@date-fns/tz';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker';
import { enGB, vi, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { daysRange, presetOf, presetRange, type DateRange, type DateRangePreset } from '../lib/date-range';
import { currentLocale } from '../lib/format';

export type { DateRange };

const LOCALES = { en: enGB, zh: zhCN, vi } as const;
const PRESETS: DateRangePreset[] = ['today', 'last7', 'last30'];
const DAY_MS = 86_400_000;

/**
 * A range of whole days in the brand's time zone: presets (today, the last 7 and 30 days) and a
 * calendar for any other. The value is epoch ms, `from` inclusive, `to` exclusive (the next day's start).
 */
export const DateRangePicker = ({
  value,
  onChange,
  timeZone,
  label,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The brand's IANA time zone (e.g. 'Asia/Ho_Chi_Minh'). */
  timeZone: string;
  label?: string;
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedRange | undefined>(undefined);
  // Days after today cannot be picked; "today" as it was when the picker mounted is close enough.
  const [now] = useState(() => Date.now());
  const active = presetOf(value, timeZone);
  const fmt = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone });
  const text = `${fmt.format(value.from)} – ${fmt.format(value.to - 1)}`;
  const days = Math.round((value.to - value.from) / DAY_MS);

  return (
    <div className="date-range" role="group" aria-label={label ?? t('dateRange.label')}>
      {PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          className={`button button--small${active === p ? ' button--selected' : ''}`}
          aria-pressed={active === p}
          onClick={() => {
            setOpen(false);
            onChange(presetRange(p, timeZone));
          }}
        >
          {t(`dateRange.${p}`)}
        </button>
      ))}
      <div className="date-range__custom">
        <button
          type="button"
          className={`button button--small${active === null ? ' button--selected' : ''}`}
          aria-expanded={open}
          onClick={() => {
            setPicked({ from: new TZDate(value.from, timeZone), to: new TZDate(value.to - 1, timeZone) });
            setOpen((o) => !o);
          }}
        >
          <CalendarDays size={14} aria-hidden />
          {active === null ? text : t('dateRange.custom')}
        </button>
        {open ? (
          <div className="date-range__panel">
            <DayPicker
              mode="range"
              timeZone={timeZone}
              locale={LOCALES[i18n.language as keyof typeof LOCALES] ?? enGB}
              numberOfMonths={2}
              defaultMonth={picked?.from}
              selected={picked}
              onSelect={setPicked}
              disabled={{ after: new TZDate(now, timeZone) }}
            />
            <div className="date-range__actions">
              <button type="button" className="button button--small" onClick={() => setOpen(false)}>
                {t('actions.cancel')}
              </button>
              <button
                type="button"
                className="button button--small button--primary"
                disabled={!picked?.from}
                onClick={() => {
                  if (!picked?.from) return;
                  onChange(daysRange(picked.from, picked.to ?? picked.from, timeZone));
                  setOpen(false);
                }}
              >
                {t('actions.apply')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <span className="date-range__text muted" aria-live="polite">
        {active === null ? `${days}d` : text}
      </span>
    </div>
  );
};
