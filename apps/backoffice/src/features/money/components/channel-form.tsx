import { type ApprovalOutcome, type OperatorChannel, operatorUpdateChannel } from '@pagoda/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldErrorLike, FormField, useContractForm } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useUpdateChannel } from '../api/update-channel';

const TIME_ZONES = ['UTC', 'Asia/Manila', 'Asia/Ho_Chi_Minh', 'Asia/Shanghai', 'Asia/Singapore', 'Europe/London'];

/** '100, 500 1000' → ['100', '500', '1000'] (the contract checks each amount). */
const splitAmounts = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * The whole editable state of one channel, validated by the contract's schema. Saving submits it for
 * a second operator's approval (channel.change); the channel changes only when that is approved.
 */
export const ChannelForm = ({
  channel,
  onSubmitted,
  onCancel,
}: {
  channel: OperatorChannel;
  onSubmitted: (o: ApprovalOutcome) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('money');
  const toast = useToast();
  const update = useUpdateChannel();
  const [amountsText, setAmountsText] = useState(channel.fixedAmounts.join(', '));
  const { register, handleSubmit, formState, control } = useContractForm(operatorUpdateChannel, {
    defaultValues: {
      code: channel.code,
      name: channel.name,
      deposit: channel.deposit,
      withdraw: channel.withdraw,
      enabled: channel.enabled,
      sort: channel.sort,
      minAmount: String(channel.minAmount),
      maxAmount: String(channel.maxAmount),
      fixedAmounts: channel.fixedAmounts.map(String),
      feeRateBp: channel.feeRateBp,
      feeFixed: String(channel.feeFixed),
      openFrom: channel.openFrom,
      openTo: channel.openTo,
      timeZone: channel.timeZone,
      accountName: channel.accountName,
      accountNo: channel.accountNo,
      bankName: channel.bankName,
      remark: '',
    },
  });
  const e = formState.errors;
  const submit = handleSubmit(async (body) => {
    try {
      onSubmitted(await update.mutateAsync(body));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  /** The first error among the quick amounts (the array itself, or one of its items). */
  const amountsError = (): FieldErrorLike | undefined => {
    const f = e.fixedAmounts as unknown;
    if (Array.isArray(f)) return (f as (FieldErrorLike | undefined)[]).find(Boolean);
    return f as FieldErrorLike | undefined;
  };
  const zones = TIME_ZONES.includes(channel.timeZone) ? TIME_ZONES : [channel.timeZone, ...TIME_ZONES];

  return (
    <form
      className="money-form money-form--grid"
      aria-label={t('channels.editTitle', { name: channel.name })}
      noValidate
      onSubmit={(ev) => void submit(ev)}
    >
      <FormField label={t('channels.name')} error={e.name}>
        <input className="input" {...register('name')} />
      </FormField>
      <FormField label={t('channels.sort')} error={e.sort}>
        <input className="input" type="number" min={0} max={9999} {...register('sort')} />
      </FormField>
      <fieldset className="money-fieldset">
        <legend>{t('channels.use')}</legend>
        <label className="checkbox">
          <input type="checkbox" {...register('enabled')} /> {t('channels.enabled')}
        </label>
        <label className="checkbox">
          <input type="checkbox" {...register('deposit')} /> {t('channels.deposit')}
        </label>
        <label className="checkbox">
          <input type="checkbox" {...register('withdraw')} /> {t('channels.withdraw')}
        </label>
      </fieldset>
      <FormField label={t('channels.minAmount')} error={e.minAmount}>
        <input className="input" inputMode="decimal" {...register('minAmount')} />
      </FormField>
      <FormField label={t('channels.maxAmount')} error={e.maxAmount}>
        <input className="input" inputMode="decimal" {...register('maxAmount')} />
      </FormField>
      <Controller
        control={control}
        name="fixedAmounts"
        render={({ field, fieldState }) => (
          <FormField
            label={t('channels.fixedAmounts')}
            hint={t('channels.fixedAmountsHint')}
            error={fieldState.error ?? amountsError()}
          >
            <input
              className="input"
              value={amountsText}
              onBlur={field.onBlur}
              onChange={(ev) => {
                setAmountsText(ev.target.value);
                field.onChange(splitAmounts(ev.target.value));
              }}
            />
          </FormField>
        )}
      />
      <FormField label={t('channels.feeRate')} error={e.feeRateBp} hint={t('channels.feeRateHint')}>
        <input className="input" type="number" min={0} max={10000} {...register('feeRateBp')} />
      </FormField>
      <FormField label={t('channels.feeFixed')} error={e.feeFixed}>
        <input className="input" inputMode="decimal" {...register('feeFixed')} />
      </FormField>
      <FormField label={t('channels.openFrom')} error={e.openFrom} hint={t('channels.hoursHint')}>
        <input className="input" type="time" {...register('openFrom', { setValueAs: nullIfEmpty })} />
      </FormField>
      <FormField label={t('channels.openTo')} error={e.openTo}>
        <input className="input" type="time" {...register('openTo', { setValueAs: nullIfEmpty })} />
      </FormField>
      <FormField label={t('channels.timeZone')} error={e.timeZone}>
        <select className="input" {...register('timeZone')}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </FormField>
      {channel.type === 'GATEWAY' ? null : (
        <>
          <FormField label={t('channels.bankName')} error={e.bankName}>
            <input className="input" {...register('bankName')} />
          </FormField>
          <FormField label={t('channels.accountName')} error={e.accountName}>
            <input className="input" {...register('accountName')} />
          </FormField>
          <FormField label={t('channels.accountNo')} error={e.accountNo}>
            <input className="input" {...register('accountNo')} />
          </FormField>
        </>
      )}
      <FormField
        label={t('channels.remark')}
        error={e.remark}
        hint={t('channels.remarkHint')}
        className="money-form__wide"
      >
        <textarea className="input" rows={2} maxLength={200} {...register('remark')} />
      </FormField>
      <div className="money-form__actions money-form__wide">
        <button type="button" className="button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          <Send size={16} aria-hidden /> {t('channels.submit')}
        </button>
      </div>
    </form>
  );
};
