import { operatorCreateRaffle } from '@pagoda/contracts';
import { Dices, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { FormField, useContractForm } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useCreateRaffle, useDrawRaffle, useRaffles } from '../api/engagement';
import '../engagement.css';
import { cleanTitle, fmtTime, TitleFields } from './title-fields';

const EMPTY = {
  title: { en: '' },
  ticketMode: 'DEPOSIT',
  ticketUnit: '',
  opensAt: '',
  closesAt: '',
  drawAt: '',
  prizes: '',
  wagering: 1,
};
const epoch = { setValueAs: (v: string) => (v ? new Date(v).getTime() : undefined) };

/** Raffles: the commitment shown from creation, the seed and winners after the draw. */
const RafflesPage = () => {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const list = useRaffles();
  const create = useCreateRaffle();
  const draw = useDrawRaffle();
  const form = useContractForm(operatorCreateRaffle, { defaultValues: EMPTY as never });
  const { register, handleSubmit, formState, reset } = form;
  const submit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ ...body, title: cleanTitle(body.title) });
      toast.success(t('saved'));
      reset(EMPTY as never);
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  const drawNow = async (raffleId: number) => {
    try {
      await draw.mutateAsync({ raffleId });
      toast.success(t('raffles.drawn'));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  return (
    <>
      <PageHeader title={t('raffles.title')} description={t('raffles.description')} />
      {list.isError ? <p role="alert">{errorText(t, list.error)}</p> : null}
      {list.data?.list.map((r) => (
        <section key={r.id} className="card engagement-card" aria-label={r.title.en}>
          <h2 className="engagement-h2">
            {r.title.en}{' '}
            <StatusBadge tone={r.state === 'DRAWN' ? 'success' : 'info'}>{t(`raffleState.${r.state}`)}</StatusBadge>
          </h2>
          <p>
            {t(`ticketMode.${r.ticketMode}`)} <Money value={r.ticketUnit} /> ·{' '}
            {t('raffles.window', { from: fmtTime(r.opensAt), to: fmtTime(r.closesAt), draw: fmtTime(r.drawAt) })}
          </p>
          <p>{t('raffles.tickets', { tickets: r.totalTickets, members: r.participants })}</p>
          <p>
            {t('raffles.commitment')}: <code className="engagement-hash">{r.seedHash}</code>
          </p>
          {r.serverSeed ? (
            <p>
              {t('raffles.seed')}: <code className="engagement-hash">{r.serverSeed}</code>
              <br />
              {t('raffles.listHash')}: <code className="engagement-hash">{r.ticketListHash}</code>
            </p>
          ) : null}
          {r.winners.length ? (
            <table className="grid__table">
              <caption>{t('raffles.winners')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('col.prize')}</th>
                  <th scope="col">{t('col.account')}</th>
                  <th scope="col">{t('col.ticket')}</th>
                  <th scope="col">{t('col.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {r.winners.map((w) => (
                  <tr key={w.prize}>
                    <td>#{w.prize + 1}</td>
                    <td>{w.account}</td>
                    <td>{w.ticket}</td>
                    <td>
                      <Money value={w.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {r.state === 'CLOSED' ? (
            <Can permission="engagement.write">
              <button type="button" className="button button--primary" onClick={() => void drawNow(r.id)}>
                <Dices size={16} aria-hidden /> {t('raffles.drawNow')}
              </button>
            </Can>
          ) : null}
        </section>
      ))}
      <Can permission="engagement.write">
        <form
          className="card engagement-form"
          aria-label={t('raffles.create')}
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <h2 className="engagement-h2">{t('raffles.create')}</h2>
          <TitleFields form={form} />
          <FormField label={t('form.ticketMode')} error={formState.errors.ticketMode}>
            <select className="input" {...register('ticketMode')}>
              <option value="DEPOSIT">{t('ticketMode.DEPOSIT')}</option>
              <option value="TURNOVER">{t('ticketMode.TURNOVER')}</option>
            </select>
          </FormField>
          <FormField label={t('form.ticketUnit')} error={formState.errors.ticketUnit}>
            <input className="input" inputMode="decimal" {...register('ticketUnit')} />
          </FormField>
          <FormField label={t('form.opensAt')} error={formState.errors.opensAt}>
            <input className="input" type="datetime-local" {...register('opensAt', epoch)} />
          </FormField>
          <FormField label={t('form.closesAt')} error={formState.errors.closesAt}>
            <input className="input" type="datetime-local" {...register('closesAt', epoch)} />
          </FormField>
          <FormField label={t('form.drawAt')} error={formState.errors.drawAt}>
            <input className="input" type="datetime-local" {...register('drawAt', epoch)} />
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

export default RafflesPage;
