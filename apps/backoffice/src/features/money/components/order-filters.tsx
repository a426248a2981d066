import { Filter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The queue filters as the grid calls send them (empty ones left out). */
export type OrderFilterValues = {
  status?: string;
  member?: string;
  channel?: string;
  amountMin?: string;
  amountMax?: string;
  from?: number;
  to?: number;
};

type Draft = {
  status: string;
  member: string;
  channel: string;
  amountMin: string;
  amountMax: string;
  from: string;
  to: string;
};
const EMPTY: Draft = { status: '', member: '', channel: '', amountMin: '', amountMax: '', from: '', to: '' };

/** A date input's day as epoch ms: the start of the day, or its last millisecond for the range's end. */
const dayMs = (day: string, end: boolean) => {
  if (!day) return undefined;
  const d = new Date(`${day}T00:00:00`);
  return Number.isNaN(d.getTime()) ? undefined : d.getTime() + (end ? 86_399_999 : 0);
};

const toValues = (d: Draft): OrderFilterValues => {
  const v: OrderFilterValues = {};
  if (d.status) v.status = d.status;
  if (d.member.trim()) v.member = d.member.trim();
  if (d.channel.trim()) v.channel = d.channel.trim().toUpperCase();
  if (d.amountMin.trim()) v.amountMin = d.amountMin.trim();
  if (d.amountMax.trim()) v.amountMax = d.amountMax.trim();
  const from = dayMs(d.from, false);
  const to = dayMs(d.to, true);
  if (from !== undefined) v.from = from;
  if (to !== undefined) v.to = to;
  return v;
};

/**
 * The queues' filters: status, member, channel, amount range and created-date range. They apply on
 * submit (one grid call, not one per keystroke).
 */
export const OrderFilters = ({
  statuses,
  initialStatus = '',
  onApply,
}: {
  statuses: readonly string[];
  initialStatus?: string;
  onApply: (values: OrderFilterValues) => void;
}) => {
  const { t } = useTranslation('money');
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, status: initialStatus });
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  return (
    <form
      className="money-filters"
      aria-label={t('filters.title')}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(toValues(draft));
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('filters.status')}
        </label>
        <select id={`${id}-status`} className="input" value={draft.status} onChange={set('status')}>
          <option value="">{t('filters.any')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-member`}>
          {t('filters.member')}
        </label>
        <input id={`${id}-member`} className="input" value={draft.member} onChange={set('member')} maxLength={64} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-channel`}>
          {t('filters.channel')}
        </label>
        <input id={`${id}-channel`} className="input" value={draft.channel} onChange={set('channel')} maxLength={32} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-min`}>
          {t('filters.amountMin')}
        </label>
        <input
          id={`${id}-min`}
          className="input"
          inputMode="decimal"
          value={draft.amountMin}
          onChange={set('amountMin')}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-max`}>
          {t('filters.amountMax')}
        </label>
        <input
          id={`${id}-max`}
          className="input"
          inputMode="decimal"
          value={draft.amountMax}
          onChange={set('amountMax')}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('filters.from')}
        </label>
        <input id={`${id}-from`} type="date" className="input" value={draft.from} onChange={set('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('filters.to')}
        </label>
        <input id={`${id}-to`} type="date" className="input" value={draft.to} onChange={set('to')} />
      </div>
      <div className="money-filters__actions">
        <button type="submit" className="button button--primary">
          <Filter size={16} aria-hidden />
          {t('filters.apply')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDraft({ ...EMPTY, status: initialStatus });
            onApply(toValues({ ...EMPTY, status: initialStatus }));
          }}
        >
          <X size={16} aria-hidden />
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
};
