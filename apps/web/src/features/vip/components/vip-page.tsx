import './vip-page.css';
import type { VipLevel } from '@pagoda/contracts';
import { Cake, Crown, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useVipOverview } from '../api/get-vip-overview';
import { useSetBirthDate } from '../api/set-birth-date';

const nameOf = (l: VipLevel, lang: string) => l.names[lang] ?? l.names.en ?? `VIP ${l.level}`;
const pct = (bps: number | undefined) => `${((bps ?? 0) / 100).toFixed(2)}%`;
const REBATE_SHOWN = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const;

/** One progress bar: what is counted towards the next level's threshold. */
const Progress = ({ label, value, target }: { label: string; value: number; target: number }) => {
  const share = target <= 0 ? 100 : Math.min(100, Math.floor((value / target) * 100));
  return (
    <div className="vip-page__progress">
      <div className="vip-page__progress-head">
        <span>{label}</span>
        <span>
          {formatMoney(value)} / {formatMoney(target)}
        </span>
      </div>
      <div
        className="vip-page__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
};

const BirthDateForm = () => {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const save = useSetBirthDate();
  return (
    <form
      className="vip-page__birthday"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) save.mutate({ birthDate: value });
      }}
    >
      <label htmlFor={id}>{t('vip.birth_date')}</label>
      <input
        id={id}
        type="date"
        value={value}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn--sm" disabled={!value || save.isPending}>
        {t('vip.save_birth_date')}
      </button>
      <p className="vip-page__hint">{t('vip.birth_date_once')}</p>
      {save.isError ? <p role="alert">{t('vip.birth_date_failed')}</p> : null}
    </form>
  );
};

/** The /vip page: the member's level and progress to the next one, and the brand's level table. */
export const VipPage = ({ viewer, onLogin }: { viewer: string | null; onLogin: () => void }) => {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useVipOverview(viewer);
  if (isLoading) return <p className="empty-state">{t('app.loading')}</p>;
  const levels = data?.levels ?? [];
  if (levels.length === 0) return <p className="empty-state">{t('vip.no_levels')}</p>;
  const me = data?.member ?? null;
  const current = me ? levels.find((l) => l.level === me.level) : undefined;
  const next = me ? levels.find((l) => l.level === me.level + 1) : undefined;
  const lang = i18n.language;
  return (
    <div className="vip-page">
      <h1>
        <Crown aria-hidden="true" size={24} /> {t('vip.title')}
      </h1>
      <section className="vip-page__card" aria-label={t('vip.my_level')}>
        {me && current ? (
          <>
            <p className="vip-page__level">
              {t('vip.my_level')}: <strong>{nameOf(current, lang)}</strong>{' '}
              <span className="vip-page__badge">VIP {current.level}</span>
              {me.pinned ? <span className="vip-page__hint"> {t('vip.pinned')}</span> : null}
            </p>
            {next ? (
              <>
                <p>{t(next.upgradeMode === 'AND' ? 'vip.next_and' : 'vip.next_or', { name: nameOf(next, lang) })}</p>
                <Progress label={t('vip.deposits')} value={me.qualifyingDeposit} target={next.depositThreshold} />
                <Progress label={t('vip.month_turnover')} value={me.monthTurnover} target={next.turnoverThreshold} />
              </>
            ) : (
              <p>{t('vip.top_level')}</p>
            )}
            {current.maintainTurnover > 0 ? (
              <p className="vip-page__hint">{t('vip.keep_hint', { amount: formatMoney(current.maintainTurnover) })}</p>
            ) : null}
            {me.birthDate ? (
              <p className="vip-page__hint">
                <Cake aria-hidden="true" size={16} /> {t('vip.birth_date')}: {me.birthDate}
              </p>
            ) : (
              <BirthDateForm />
            )}
          </>
        ) : (
          <p>
            {t('vip.login_to_see')}{' '}
            <button type="button" className="btn btn--sm" onClick={onLogin}>
              <LogIn aria-hidden="true" size={16} /> {t('vip.login')}
            </button>
          </p>
        )}
      </section>
      {/* Scrolls sideways on narrow screens: focusable so a keyboard can scroll it too. */}
      <div className="vip-page__scroll" tabIndex={0} role="region" aria-label={t('vip.table_caption')}>
        <table className="vip-page__table">
          <caption>{t('vip.table_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.deposits')}</th>
              <th scope="col">{t('vip.month_turnover')}</th>
              <th scope="col">{t('vip.keep')}</th>
              {REBATE_SHOWN.map((c) => (
                <th key={c} scope="col">
                  {t('vip.rebate_x', { category: t(`vip.category.${c}`) })}
                </th>
              ))}
              <th scope="col">{t('vip.withdrawals_per_day')}</th>
              <th scope="col">{t('vip.level_up_bonus')}</th>
              <th scope="col">{t('vip.birthday_bonus')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} className={me?.level === l.level ? 'is-current' : undefined}>
                <th scope="row">
                  {nameOf(l, lang)} <span className="vip-page__badge">VIP {l.level}</span>
                </th>
                <td>{formatMoney(l.depositThreshold)}</td>
                <td>{formatMoney(l.turnoverThreshold)}</td>
                <td>{l.maintainTurnover > 0 ? formatMoney(l.maintainTurnover) : '—'}</td>
                {REBATE_SHOWN.map((c) => (
                  <td key={c}>{pct(l.rebateBps[c])}</td>
                ))}
                <td>
                  {l.withdrawDailyCount === null
                    ? t('vip.standard')
                    : t('vip.withdraw_limit', {
                        count: l.withdrawDailyCount,
                        amount: l.withdrawDailyAmount === null ? '—' : formatMoney(l.withdrawDailyAmount),
                      })}
                </td>
                <td>{l.levelUpBonus > 0 ? formatMoney(l.levelUpBonus) : '—'}</td>
                <td>{l.birthdayBonus > 0 ? formatMoney(l.birthdayBonus) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="vip-page__hint">{t('vip.rules')}</p>
    </div>
  );
};
