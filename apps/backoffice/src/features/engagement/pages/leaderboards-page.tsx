import { GAME_CATEGORIES, operatorSaveLeaderboard } from '@pagoda/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { FormField, useContractForm } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useLeaderboards, useSaveLeaderboard } from '../api/engagement';
import '../engagement.css';
import { cleanTitle, fmtTime, TitleFields } from './title-fields';

const EMPTY = {
  title: { en: '' },
  period: 'DAILY',
  metric: 'TURNOVER',
  category: null,
  prizes: '',
  wagering: 1,
  enabled: true,
};

/** Leaderboards: definition, prizes of the top N (paid by the job at the period's end), current standings. */
const LeaderboardsPage = () => {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const list = useLeaderboards();
  const save = useSaveLeaderboard();
  // Prizes are typed as one comma list and split before the contract's schema checks each amount.
  const form = useContractForm(operatorSaveLeaderboard, { defaultValues: EMPTY as never });
  const { register, handleSubmit, formState, reset } = form;
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
      <PageHeader title={t('boards.title')} description={t('boards.description')} />
      {list.isError ? <p role="alert">{errorText(t, list.error)}</p> : null}
      {list.data?.list.map((b) => (
        <section key={b.id} className="card engagement-card" aria-label={b.title.en}>
          <h2 className="engagement-h2">
            {b.title.en} · {t(`period.${b.period}`)} · {t(`boardMetric.${b.metric}`)} ({b.periodKey})
          </h2>
          <p>
            {t('col.prizes')}:{' '}
            {b.prizes.map((p, i) => (
              <span key={i}>
                #{i + 1} <Money value={p} />{' '}
              </span>
            ))}
          </p>
          <table className="grid__table">
            <caption>{t('boards.standings')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.rank')}</th>
                <th scope="col">{t('col.account')}</th>
                <th scope="col">{t('col.score')}</th>
              </tr>
            </thead>
            <tbody>
              {b.standings.map((s) => (
                <tr key={s.rank + s.account}>
                  <td>{s.rank}</td>
                  <td>{s.account}</td>
                  <td>{b.metric === 'TURNOVER' ? <Money value={s.score} /> : `×${s.score}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="engagement-muted">
            {t('boards.paid')}: {b.payouts.map((p) => `${p.periodKey} (${fmtTime(p.paidAt)})`).join(', ') || '–'}
          </p>
        </section>
      ))}
      <Can permission="engagement.write">
        <form
          className="card engagement-form"
          aria-label={t('boards.create')}
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <h2 className="engagement-h2">{t('boards.create')}</h2>
          <TitleFields form={form} />
          <FormField label={t('col.period')} error={formState.errors.period}>
            <select className="input" {...register('period')}>
              <option value="DAILY">{t('period.DAILY')}</option>
              <option value="WEEKLY">{t('period.WEEKLY')}</option>
            </select>
          </FormField>
          <FormField label={t('col.metric')} error={formState.errors.metric}>
            <select className="input" {...register('metric')}>
              <option value="TURNOVER">{t('boardMetric.TURNOVER')}</option>
              <option value="MULTIPLIER">{t('boardMetric.MULTIPLIER')}</option>
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
          <FormField label={t('col.prizes')} error={formState.errors.prizes} hint={t('prizesHint')}>
            <input
              className="input"
              {...register('prizes', {
                setValueAs: (v: unknown) =>
                  typeof v === 'string'
                    ? v
                        .split(',')
                        .map((x) => x.trim())
                        .filter(Boolean)
                    : v,
              })}
            />
          </FormField>
          <FormField label={t('form.minBet')} error={formState.errors.minBet}>
            <input
              className="input"
              inputMode="decimal"
              {...register('minBet', { setValueAs: (v: string) => v || undefined })}
            />
          </FormField>
          <FormField label={t('form.wagering')} error={formState.errors.wagering}>
            <input className="input" inputMode="decimal" {...register('wagering')} />
          </FormField>
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            <Save size={16} aria-hidden /> {t('save')}
          </button>
        </form>
      </Can>
    </>
  );
};

export default LeaderboardsPage;
