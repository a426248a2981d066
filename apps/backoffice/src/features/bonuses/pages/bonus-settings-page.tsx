import { GAME_CATEGORIES, operatorBonusSettings, operatorSaveBonusSettings } from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { apiCall, callQuery } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';

const KEY = ['bonuses', 'settings'] as const;

type Settings = { weights: Record<string, number>; maxBetWithBonus: number | null };

/** Wagering contribution per game category (percent) and the max bet while a bonus is active. */
const BonusSettingsPage = () => {
  const { t } = useTranslation('bonuses');
  const settings = useQuery(callQuery(KEY, operatorBonusSettings));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.data ? <SettingsForm initial={settings.data} /> : null}
    </>
  );
};

const SettingsForm = ({ initial }: { initial: Settings }) => {
  const { t } = useTranslation('bonuses');
  const toast = useToast();
  const qc = useQueryClient();
  const canManage = usePermission('bonus.manage');
  const [weights, setWeights] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(initial.weights).map(([k, v]) => [k, String(v)])),
  );
  const [maxBet, setMaxBet] = useState(() =>
    initial.maxBetWithBonus === null ? '' : initial.maxBetWithBonus.toFixed(2),
  );
  const save = useMutation({
    mutationFn: () =>
      apiCall(operatorSaveBonusSettings, {
        body: {
          weights: Object.fromEntries(Object.entries(weights).map(([k, v]) => [k, Number(v)])),
          maxBetWithBonus: maxBet.trim() === '' ? null : maxBet.trim(),
        },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });

  return (
    <>
      <form
        className="card"
        aria-label={t('settings.title')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutateAsync().then(
            () => toast.success(t('settings.saved')),
            (err: unknown) => toast.error(errorText(t, err)),
          );
        }}
      >
        <fieldset disabled={!canManage} style={{ display: 'grid', gap: 10, border: 0, padding: 0 }}>
          <legend>{t('settings.weights')}</legend>
          {GAME_CATEGORIES.map((c) => (
            <label key={c} className="form-field">
              {t('settings.weightOf', { category: c })}
              <input
                className="input"
                type="number"
                min={0}
                max={100}
                step={1}
                value={weights[c] ?? ''}
                onChange={(e) => setWeights((w) => ({ ...w, [c]: e.target.value }))}
              />
            </label>
          ))}
          <label className="form-field">
            {t('settings.maxBet')}
            <input className="input" inputMode="decimal" value={maxBet} onChange={(e) => setMaxBet(e.target.value)} />
          </label>
          <p className="money-muted">{t('settings.maxBetNote')}</p>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('common:actions.save')}
          </button>
        </fieldset>
      </form>
    </>
  );
};

export default BonusSettingsPage;
