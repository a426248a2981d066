import { zodResolver } from '@hookform/resolvers/zod';
import { type LotteryBetType, operatorLotteryBetTypes } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { callQuery } from '../../../lib/api';
import { LOTTERY_KEY, useLotteryVendor, useSaveBetType } from '../api/lottery';
import { VendorPicker } from '../components/vendor-picker';
import { lotteryErrorText } from '../lib/error';
import { type OddsRowInput, oddsRowOf, oddsRowSchema, RTP_MAX, RTP_MIN, rtpAt } from '../lib/odds';
import '../lottery.css';

const STRUCTURES = ['MB27', 'MN18', 'D5'] as const;
const LIMITS = [
  'minPerTicket',
  'maxPerTicket',
  'minPerNumber',
  'maxPerNumber',
  'maxPayoutPerTicket',
  'liabilityCap',
] as const;

/** One bet type: its inputs carry `form=` so the row stays a table row; the RTP follows the payout as typed. */
const OddsRow = ({ vendor, row, canEdit }: { vendor: string; row: LotteryBetType; canEdit: boolean }) => {
  const { t } = useTranslation('lottery');
  const toast = useToast();
  const formId = useId();
  const save = useSaveBetType();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<OddsRowInput, unknown, ReturnType<typeof oddsRowSchema.parse>>({
    defaultValues: oddsRowOf(row),
    resolver: zodResolver(oddsRowSchema),
  });
  const payout = Number(useWatch({ control: form.control, name: 'payout' }));
  const rtp = rtpAt(row, payout);
  const outside = rtp !== null && (rtp < RTP_MIN || rtp > RTP_MAX);
  const errors = form.formState.errors;
  const name = `${row.name} (${row.betType})`;
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ vendor, betType: row.betType, structure: row.structure, ...v });
      form.reset(oddsRowOf(saved.betType));
      toast.success(t('odds.saved', { name }));
    } catch (err) {
      setError(lotteryErrorText(t, err));
    }
  });
  return (
    <>
      <tr>
        <th scope="row">
          {row.name}
          <span className="muted lottery-code"> {row.betType}</span>
        </th>
        <td className="align-right">{row.price}</td>
        <td>
          <input
            className="input lottery-odds__input lottery-odds__input--payout"
            form={formId}
            inputMode="numeric"
            disabled={!canEdit}
            aria-label={t('odds.payoutOf', { name })}
            aria-invalid={errors.payout ? true : undefined}
            {...form.register('payout')}
          />
        </td>
        <td className={`align-right${outside ? ' lottery-rtp--out' : ''}`} aria-live="polite">
          {rtp === null ? '—' : `${rtp.toFixed(2)} %`}
          {outside ? <span className="visually-hidden"> {t('odds.outside')}</span> : null}
        </td>
        <td>
          <input
            type="checkbox"
            form={formId}
            disabled={!canEdit}
            aria-label={t('odds.enabledOf', { name })}
            {...form.register('enabled')}
          />
        </td>
        {LIMITS.map((k) => (
          <td key={k}>
            <input
              className="input lottery-odds__input"
              form={formId}
              inputMode="decimal"
              disabled={!canEdit}
              placeholder={k === 'maxPayoutPerTicket' || k === 'liabilityCap' ? undefined : t('odds.none')}
              aria-label={t('odds.limitOf', { limit: t(`odds.${k}`), name })}
              aria-invalid={errors[k] ? true : undefined}
              {...form.register(k)}
            />
          </td>
        ))}
        <td>
          {canEdit ? (
            <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
              <button
                type="submit"
                className="button button--small button--primary"
                disabled={save.isPending || !form.formState.isDirty}
                aria-label={t('odds.saveOf', { name })}
              >
                {t('odds.save')}
              </button>
            </form>
          ) : null}
        </td>
      </tr>
      {error || Object.keys(errors).length > 0 ? (
        <tr className="lottery-odds__error">
          <td colSpan={12}>
            <p className="form-error" role="alert">
              {error ?? t('odds.invalid', { name })}
            </p>
          </td>
        </tr>
      ) : null}
    </>
  );
};

/** Odds and limits per bet type and structure, with the RTP each payout gives (the vendor refuses outside 90–97 %). */
const OddsPage = () => {
  const { t } = useTranslation('lottery');
  const picker = useLotteryVendor();
  const canEdit = usePermission('lottery.manage');
  const [structure, setStructure] = useState<(typeof STRUCTURES)[number]>('MB27');
  const read = useQuery({
    ...callQuery(LOTTERY_KEY, operatorLotteryBetTypes, { vendor: picker.vendor ?? '', structure }),
    enabled: picker.vendor !== null,
  });
  return (
    <>
      <PageHeader title={t('odds.title')} description={t('odds.description', { min: RTP_MIN, max: RTP_MAX })} />
      <div className="lottery-filters card">
        <VendorPicker picker={picker} />
        <div className="lottery-tabs" role="group" aria-label={t('odds.structure')}>
          {STRUCTURES.map((s) => (
            <button
              key={s}
              type="button"
              className={`button button--small${structure === s ? ' button--primary' : ''}`}
              aria-pressed={structure === s}
              onClick={() => setStructure(s)}
            >
              {t(`structures.${s}`)}
            </button>
          ))}
        </div>
      </div>
      {read.isError ? (
        <p className="form-error" role="alert">
          {lotteryErrorText(t, read.error)}
        </p>
      ) : null}
      <div className="card lottery-scroll">
        <table className="grid__table lottery-odds" aria-busy={read.isFetching}>
          <caption className="visually-hidden">
            {t('odds.caption', { structure: t(`structures.${structure}`) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('odds.betType')}</th>
              <th scope="col" className="align-right">
                {t('odds.price')}
              </th>
              <th scope="col">{t('odds.payout')}</th>
              <th scope="col" className="align-right">
                {t('odds.rtp')}
              </th>
              <th scope="col">{t('odds.enabled')}</th>
              {LIMITS.map((k) => (
                <th key={k} scope="col">
                  {t(`odds.${k}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('odds.save')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(read.data?.betTypes ?? []).map((b) => (
              <OddsRow
                key={`${picker.vendor}-${b.structure}-${b.betType}-${b.payout}-${b.rtp}`}
                vendor={picker.vendor ?? ''}
                row={b}
                canEdit={canEdit}
              />
            ))}
            {read.data && read.data.betTypes.length === 0 ? (
              <tr>
                <td colSpan={12} className="muted">
                  {t('odds.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
};

export default OddsPage;
