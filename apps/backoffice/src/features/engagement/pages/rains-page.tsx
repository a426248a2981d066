import { operatorSaveRainSchedule } from '@pagoda/contracts';
import { CloudRain, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { FormField, useContractForm } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useRainSchedules, useSaveRainSchedule, useStartRainNow } from '../api/engagement';
import '../engagement.css';
import { cleanTitle, fmtTime, TitleFields } from './title-fields';

const EMPTY = {
  title: { en: '' },
  startAt: '',
  everyMinutes: 60,
  durationMinutes: 5,
  budget: '',
  envelopeCount: 100,
  minAmount: '',
  maxAmount: '',
  perMemberCap: 1,
  mustHaveDeposited: false,
  wagering: 1,
};

/** Red-envelope schedules: window, recurrence, budget and split; "Start now" rains at once. */
const RainsPage = () => {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const list = useRainSchedules();
  const save = useSaveRainSchedule();
  const start = useStartRainNow();
  const form = useContractForm(operatorSaveRainSchedule, { defaultValues: EMPTY as never });
  const { register, handleSubmit, formState, reset } = form;
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, title: cleanTitle(body.title) });
      toast.success(t('saved'));
      reset(EMPTY);
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  const startNow = async (scheduleId: number) => {
    try {
      const r = await start.mutateAsync({ scheduleId });
      toast.success(t('rains.started', { end: fmtTime(r.endsAt) }));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  return (
    <>
      <PageHeader title={t('rains.title')} description={t('rains.description')} />
      {list.isError ? <p role="alert">{errorText(t, list.error)}</p> : null}
      {list.data?.list.map((s) => (
        <section key={s.id} className="card engagement-card" aria-label={s.title.en}>
          <h2 className="engagement-h2">
            {s.title.en}{' '}
            <StatusBadge tone={s.enabled ? 'success' : 'neutral'}>{t(s.enabled ? 'enabled' : 'disabled')}</StatusBadge>
          </h2>
          <p>
            {t('rains.summary', {
              every: s.everyMinutes,
              duration: s.durationMinutes,
              count: s.envelopeCount,
              cap: s.perMemberCap,
            })}{' '}
            <Money value={s.budget} /> (<Money value={s.minAmount} /> – <Money value={s.maxAmount} />)
          </p>
          <p>{t('rains.next', { time: fmtTime(s.nextStart) })}</p>
          <Can permission="engagement.write">
            <button type="button" className="button button--primary" onClick={() => void startNow(s.id)}>
              <CloudRain size={16} aria-hidden /> {t('rains.startNow')}
            </button>
          </Can>
          <table className="grid__table">
            <caption>{t('rains.recent')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.start')}</th>
                <th scope="col">{t('col.end')}</th>
                <th scope="col">{t('col.opened')}</th>
                <th scope="col">{t('col.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {s.rains.map((r) => (
                <tr key={r.id}>
                  <td>{fmtTime(r.startsAt)}</td>
                  <td>{fmtTime(r.endsAt)}</td>
                  <td>
                    {r.claimed} / {r.envelopeCount}
                  </td>
                  <td>
                    <Money value={r.claimedAmount} /> / <Money value={r.budget} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <Can permission="engagement.write">
        <form
          className="card engagement-form"
          aria-label={t('rains.create')}
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <h2 className="engagement-h2">{t('rains.create')}</h2>
          <TitleFields form={form} />
          <FormField label={t('form.startAt')} error={formState.errors.startAt}>
            <input
              className="input"
              type="datetime-local"
              {...register('startAt', { setValueAs: (v: string) => (v ? new Date(v).getTime() : undefined) })}
            />
          </FormField>
          <FormField label={t('form.everyMinutes')} error={formState.errors.everyMinutes} hint={t('form.everyHint')}>
            <input className="input" inputMode="numeric" {...register('everyMinutes')} />
          </FormField>
          <FormField label={t('form.durationMinutes')} error={formState.errors.durationMinutes}>
            <input className="input" inputMode="numeric" {...register('durationMinutes')} />
          </FormField>
          <FormField label={t('form.budget')} error={formState.errors.budget}>
            <input className="input" inputMode="decimal" {...register('budget')} />
          </FormField>
          <FormField label={t('form.envelopeCount')} error={formState.errors.envelopeCount}>
            <input className="input" inputMode="numeric" {...register('envelopeCount')} />
          </FormField>
          <FormField label={t('form.minAmount')} error={formState.errors.minAmount}>
            <input className="input" inputMode="decimal" {...register('minAmount')} />
          </FormField>
          <FormField label={t('form.maxAmount')} error={formState.errors.maxAmount}>
            <input className="input" inputMode="decimal" {...register('maxAmount')} />
          </FormField>
          <FormField label={t('form.perMemberCap')} error={formState.errors.perMemberCap}>
            <input className="input" inputMode="numeric" {...register('perMemberCap')} />
          </FormField>
          <FormField label={t('form.wagering')} error={formState.errors.wagering}>
            <input className="input" inputMode="decimal" {...register('wagering')} />
          </FormField>
          <label className="engagement-check">
            <input type="checkbox" {...register('mustHaveDeposited')} /> {t('form.mustHaveDeposited')}
          </label>
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            <Save size={16} aria-hidden /> {t('save')}
          </button>
        </form>
      </Can>
    </>
  );
};

export default RainsPage;
