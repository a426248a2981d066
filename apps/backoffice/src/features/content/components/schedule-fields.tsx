import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

/** epoch ms ↔ the value of a datetime-local input (the operator's own time zone). */
const toLocalInput = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (v: string): number | null => {
  if (!v) return null;
  const ms = new Date(v).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** The start and end of an announcement's window; empty means from now / without end. */
export const ScheduleFields = ({
  startAt,
  endAt,
  onChange,
  endError,
}: {
  startAt: number | null;
  endAt: number | null;
  onChange: (v: { startAt: number | null; endAt: number | null }) => void;
  endError?: { type: string; message: string } | undefined;
}) => {
  const { t } = useTranslation('content');
  return (
    <fieldset className="content-fieldset content-row">
      <legend>{t('common.schedule')}</legend>
      <FormField label={t('common.start')} hint={t('common.always')}>
        <input
          type="datetime-local"
          className="input"
          value={toLocalInput(startAt)}
          onChange={(e) => onChange({ startAt: fromLocalInput(e.target.value), endAt })}
        />
      </FormField>
      <FormField label={t('common.end')} error={endError}>
        <input
          type="datetime-local"
          className="input"
          value={toLocalInput(endAt)}
          onChange={(e) => onChange({ startAt, endAt: fromLocalInput(e.target.value) })}
        />
      </FormField>
    </fieldset>
  );
};
