import {
  type OperationBody,
  type OperationValue,
  operatorGetVipLevels,
  operatorSaveVipLevels,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { apiCall, callQuery } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import '../vip.css';

type Level = OperationValue<typeof operatorGetVipLevels>['levels'][number];
type Input = OperationBody<typeof operatorSaveVipLevels>['levels'][number];
const KEY = ['vip'] as const;

const toInput = (l: Level): Input => ({
  level: l.level,
  names: { en: l.names.en ?? '', ...l.names },
  depositThreshold: l.depositThreshold,
  turnoverThreshold: l.turnoverThreshold,
  upgradeMode: l.upgradeMode,
  maintainTurnover: l.maintainTurnover,
  rebateBps: l.rebateBps,
  withdrawDailyCount: l.withdrawDailyCount,
  withdrawDailyAmount: l.withdrawDailyAmount,
  withdrawMaxPerRequest: l.withdrawMaxPerRequest,
  levelUpBonus: l.levelUpBonus,
  levelUpWageringX100: l.levelUpWageringX100,
  birthdayBonus: l.birthdayBonus,
  birthdayWageringX100: l.birthdayWageringX100,
});

/** The first rule a table breaks, checked before saving (the server checks the same). */
const problemOf = (rows: Input[]): string | null => {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    if (
      Number(b.depositThreshold) <= Number(a.depositThreshold) ||
      Number(b.turnoverThreshold) <= Number(a.turnoverThreshold)
    )
      return `${b.level}`;
  }
  return null;
};

/** The VIP level table editor: every level in one grid, saved together (audited on the server). */
const VipLevelsPage = () => {
  const read = useQuery(callQuery(KEY, operatorGetVipLevels));
  // The editor starts from the saved table; a save reloads it (a new key) with the server's values.
  return read.data ? <LevelsEditor key={read.dataUpdatedAt} initial={read.data.levels.map(toInput)} /> : null;
};

const LevelsEditor = ({ initial }: { initial: Input[] }) => {
  const { t } = useTranslation('vip');
  const toast = useToast();
  const canWrite = usePermission('promotions.write');
  const client = useQueryClient();
  const [rows, setRows] = useState<Input[]>(initial);
  const save = useMutation({
    mutationFn: (levels: Input[]) => apiCall(operatorSaveVipLevels, { body: { levels } }),
    onSuccess: () => {
      toast.success(t('levels.saved'));
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast.error(errorText(t, err)),
  });
  const set = (i: number, patch: Partial<Input>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const money = (i: number, field: keyof Input, label: string, nullable = false) => (
    <input
      className="input input--compact"
      aria-label={`${label} ${rows[i]!.level}`}
      inputMode="decimal"
      disabled={!canWrite}
      value={(rows[i]![field] as string | number | null) ?? ''}
      onChange={(e) => set(i, { [field]: e.target.value === '' && nullable ? null : e.target.value })}
    />
  );
  const problem = problemOf(rows);
  return (
    <>
      <PageHeader title={t('levels.title')} description={t('levels.description')} />
      <div className="vip-admin__scroll">
        <table className="vip-admin__table">
          <caption>{t('levels.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('levels.level')}</th>
              <th scope="col">{t('levels.name')}</th>
              <th scope="col">{t('levels.deposit')}</th>
              <th scope="col">{t('levels.turnover')}</th>
              <th scope="col">{t('levels.mode')}</th>
              <th scope="col">{t('levels.maintain')}</th>
              <th scope="col">{t('levels.rebateRng')}</th>
              <th scope="col">{t('levels.dailyCount')}</th>
              <th scope="col">{t('levels.maxPerRequest')}</th>
              <th scope="col">{t('levels.levelUp')}</th>
              <th scope="col">{t('levels.birthday')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.level}>
                <th scope="row">{r.level}</th>
                <td>
                  <input
                    className="input input--compact"
                    aria-label={`${t('levels.name')} ${r.level}`}
                    disabled={!canWrite}
                    value={r.names.en}
                    onChange={(e) => set(i, { names: { ...r.names, en: e.target.value } })}
                  />
                </td>
                <td>{money(i, 'depositThreshold', t('levels.deposit'))}</td>
                <td>{money(i, 'turnoverThreshold', t('levels.turnover'))}</td>
                <td>
                  <select
                    className="input input--compact"
                    aria-label={`${t('levels.mode')} ${r.level}`}
                    disabled={!canWrite}
                    value={r.upgradeMode}
                    onChange={(e) => set(i, { upgradeMode: e.target.value as Input['upgradeMode'] })}
                  >
                    <option value="OR">{t('levels.or')}</option>
                    <option value="AND">{t('levels.and')}</option>
                  </select>
                </td>
                <td>{money(i, 'maintainTurnover', t('levels.maintain'))}</td>
                <td>
                  <input
                    className="input input--compact"
                    aria-label={`${t('levels.rebateRng')} ${r.level}`}
                    inputMode="numeric"
                    disabled={!canWrite}
                    value={r.rebateBps.RNG ?? 0}
                    onChange={(e) => set(i, { rebateBps: { ...r.rebateBps, RNG: Number(e.target.value) || 0 } })}
                  />
                </td>
                <td>
                  <input
                    className="input input--compact"
                    aria-label={`${t('levels.dailyCount')} ${r.level}`}
                    inputMode="numeric"
                    disabled={!canWrite}
                    value={r.withdrawDailyCount ?? ''}
                    onChange={(e) =>
                      set(i, { withdrawDailyCount: e.target.value === '' ? null : Number(e.target.value) })
                    }
                  />
                </td>
                <td>{money(i, 'withdrawMaxPerRequest', t('levels.maxPerRequest'), true)}</td>
                <td>{money(i, 'levelUpBonus', t('levels.levelUp'))}</td>
                <td>{money(i, 'birthdayBonus', t('levels.birthday'))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="vip-admin__error">
          {t('levels.notIncreasing', { level: problem })}
        </p>
      ) : null}
      {canWrite ? (
        <div className="vip-admin__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              const top = rows.at(-1)!;
              setRows([
                ...rows,
                {
                  ...top,
                  level: top.level + 1,
                  names: { en: `VIP ${top.level + 1}` },
                  depositThreshold: String(Number(top.depositThreshold) * 2 || 1000),
                  turnoverThreshold: String(Number(top.turnoverThreshold) * 2 || 10000),
                },
              ]);
            }}
          >
            {t('levels.add')}
          </button>
          <button
            type="button"
            className="button"
            disabled={rows.length <= 6}
            onClick={() => setRows(rows.slice(0, -1))}
          >
            {t('levels.removeTop')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={save.isPending || problem !== null}
            onClick={() => save.mutate(rows)}
          >
            {t('levels.save')}
          </button>
        </div>
      ) : null}
    </>
  );
};

export default VipLevelsPage;
