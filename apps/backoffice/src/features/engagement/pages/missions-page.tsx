import { GAME_CATEGORIES, MISSION_METRICS, operatorSaveMission, type OperatorMission } from '@pagoda/contracts';
import { Pencil, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { FormField, useContractForm } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useMissions, useSaveMission } from '../api/engagement';
import '../engagement.css';
import { cleanTitle, TitleFields } from './title-fields';

const EMPTY = {
  id: undefined as number | undefined,
  title: { en: '' },
  period: 'DAILY' as const,
  metric: 'VALID_BET' as const,
  category: null as string | null,
  target: '',
  rewardAmount: '',
  wagering: 1,
  enabled: true,
  sort: 0,
};

/** Daily and weekly missions: the metric counted from the records, its target and reward. */
const MissionsPage = () => {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const list = useMissions();
  const save = useSaveMission();
  const form = useContractForm(operatorSaveMission, { defaultValues: EMPTY as never });
  const { register, handleSubmit, formState, reset, watch } = form;
  const editing = watch('id');
  const edit = (m: OperatorMission) =>
    reset({
      id: m.id,
      title: m.title as never,
      period: m.period,
      metric: m.metric,
      category: m.category as never,
      target: String(m.target),
      rewardAmount: String(m.rewardAmount),
      wagering: m.wagering,
      enabled: m.enabled,
      sort: m.sort,
    });
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, title: cleanTitle(body.title) });
      toast.success(t('saved'));
      reset(EMPTY as never);
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  return (
    <>
      <PageHeader title={t('missions.title')} description={t('missions.description')} />
      <section className="card" aria-label={t('missions.list')}>
        {list.isError ? <p role="alert">{errorText(t, list.error)}</p> : null}
        <table className="grid__table">
          <thead>
            <tr>
              <th scope="col">{t('col.title')}</th>
              <th scope="col">{t('col.period')}</th>
              <th scope="col">{t('col.metric')}</th>
              <th scope="col">{t('col.target')}</th>
              <th scope="col">{t('col.reward')}</th>
              <th scope="col">{t('col.completed')}</th>
              <th scope="col">{t('col.status')}</th>
              <th scope="col">{t('col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((m) => (
              <tr key={m.id}>
                <td>{m.title.en}</td>
                <td>{t(`period.${m.period}`)}</td>
                <td>
                  {t(`metric.${m.metric}`)}
                  {m.category ? ` · ${m.category}` : ''}
                </td>
                <td>{m.target}</td>
                <td>
                  <Money value={m.rewardAmount} /> ×{m.wagering}
                </td>
                <td>{t('completedOf', { done: m.completedNow, claimed: m.claimedNow })}</td>
                <td>
                  <StatusBadge tone={m.enabled ? 'success' : 'neutral'}>
                    {t(m.enabled ? 'enabled' : 'disabled')}
                  </StatusBadge>
                </td>
                <td>
                  <Can permission="engagement.write">
                    <button type="button" className="button button--small" onClick={() => edit(m)}>
                      <Pencil size={14} aria-hidden /> {t('edit')}
                    </button>
                  </Can>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Can permission="engagement.write">
        <form
          className="card engagement-form"
          aria-label={t(editing ? 'missions.edit' : 'missions.create')}
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <h2 className="engagement-h2">{t(editing ? 'missions.edit' : 'missions.create')}</h2>
          <TitleFields form={form} />
          <FormField label={t('col.period')} error={formState.errors.period}>
            <select className="input" {...register('period')}>
              <option value="DAILY">{t('period.DAILY')}</option>
              <option value="WEEKLY">{t('period.WEEKLY')}</option>
            </select>
          </FormField>
          <FormField label={t('col.metric')} error={formState.errors.metric}>
            <select className="input" {...register('metric')}>
              {MISSION_METRICS.map((m) => (
                <option key={m} value={m}>
                  {t(`metric.${m}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('col.category')} error={formState.errors.category}>
            <select className="input" {...register('category', { setValueAs: (v: string) => v || null })}>
              <option value="">{t('allCategories')}</option>
              {GAME_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('col.target')} error={formState.errors.target} hint={t('targetHint')}>
            <input className="input" inputMode="decimal" {...register('target')} />
          </FormField>
          <FormField label={t('col.reward')} error={formState.errors.rewardAmount}>
            <input className="input" inputMode="decimal" {...register('rewardAmount')} />
          </FormField>
          <FormField label={t('form.wagering')} error={formState.errors.wagering}>
            <input className="input" inputMode="decimal" {...register('wagering')} />
          </FormField>
          <label className="engagement-check">
            <input type="checkbox" {...register('enabled')} /> {t('enabled')}
          </label>
          <div className="engagement-actions">
            <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
              <Save size={16} aria-hidden /> {t('save')}
            </button>
            {editing ? (
              <button type="button" className="button" onClick={() => reset(EMPTY as never)}>
                {t('common:actions.cancel')}
              </button>
            ) : null}
          </div>
        </form>
      </Can>
    </>
  );
};

export default MissionsPage;
