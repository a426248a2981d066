import { adjustmentResultSchema, type ApprovalOutcome, operatorAdjustBalance } from '@pagoda/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useContractForm } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useAdjustBalance } from '../api/adjust-balance';
import { OutcomeNotice } from '../components/outcome-notice';
import '../money.css';

/** A fresh idempotency key per request: a double submit of the same form applies once. */
const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

const DEFAULTS = {
  account: '',
  kind: 'ADJUSTMENT' as const,
  direction: 'CREDIT' as const,
  amount: '',
  name: '',
  remark: '',
};

/** Manual credits and debits (ADJUSTMENT) and bonus grants (BONUS, credit only), under maker-checker. */
const AdjustmentsPage = () => {
  const { t } = useTranslation('money');
  const toast = useToast();
  const adjust = useAdjustBalance();
  const [outcome, setOutcome] = useState<ApprovalOutcome | null>(null);
  const form = useContractForm(operatorAdjustBalance, {
    defaultValues: { ...DEFAULTS, requestId: newRequestId() },
  });
  const { register, handleSubmit, formState, watch, reset } = form;
  const kind = watch('kind');
  const submit = handleSubmit(async (body) => {
    try {
      const r = await adjust.mutateAsync({ ...body, name: body.name || undefined });
      setOutcome(r);
      toast.success(t(`outcome.${r.status}`));
      reset({ ...DEFAULTS, requestId: newRequestId() });
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  const executed = outcome?.status === 'EXECUTED' ? adjustmentResultSchema.safeParse(outcome.result) : null;

  return (
    <>
      <PageHeader title={t('adjust.title')} description={t('adjust.description')} />
      <div className="money-two">
        <form className="card money-form" aria-label={t('adjust.title')} noValidate onSubmit={(e) => void submit(e)}>
          <FormField label={t('adjust.account')} error={formState.errors.account}>
            <input className="input" autoComplete="off" {...register('account')} />
          </FormField>
          <FormField label={t('adjust.kind')} error={formState.errors.kind}>
            <select className="input" {...register('kind')}>
              <option value="ADJUSTMENT">{t('adjust.kind_ADJUSTMENT')}</option>
              <option value="BONUS">{t('adjust.kind_BONUS')}</option>
            </select>
          </FormField>
          <FormField
            label={t('adjust.direction')}
            error={formState.errors.direction}
            hint={kind === 'BONUS' ? t('adjust.bonusCredit') : undefined}
          >
            <select className="input" {...register('direction')}>
              <option value="CREDIT">{t('adjust.direction_CREDIT')}</option>
              {kind === 'BONUS' ? null : <option value="DEBIT">{t('adjust.direction_DEBIT')}</option>}
            </select>
          </FormField>
          <FormField label={t('adjust.amount')} error={formState.errors.amount} hint={t('adjust.amountHint')}>
            <input className="input" inputMode="decimal" autoComplete="off" {...register('amount')} />
          </FormField>
          {kind === 'BONUS' ? (
            <>
              <FormField label={t('adjust.bonusName')} error={formState.errors.name}>
                <input className="input" {...register('name')} />
              </FormField>
              {/* Promotions: every bonus is a reward item with its own wagering (docs/promotions.md). */}
              <FormField
                label={t('adjust.wagering')}
                error={formState.errors.wageringMultiplier}
                hint={t('adjust.wageringHint')}
              >
                <input
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  {...register('wageringMultiplier', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
                />
              </FormField>
              <FormField label={t('adjust.deliver')} error={formState.errors.deliver}>
                <select className="input" {...register('deliver')}>
                  <option value="CREDIT">{t('adjust.deliver_CREDIT')}</option>
                  <option value="REWARD_CENTRE">{t('adjust.deliver_REWARD_CENTRE')}</option>
                </select>
              </FormField>
            </>
          ) : null}
          <FormField label={t('adjust.remark')} error={formState.errors.remark}>
            <textarea className="input" rows={3} maxLength={200} {...register('remark')} />
          </FormField>
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            <Send size={16} aria-hidden /> {t('adjust.submit')}
          </button>
        </form>
        <section className="card" aria-label={t('adjust.result')}>
          <h2 className="money-h2">{t('adjust.result')}</h2>
          {outcome ? (
            <OutcomeNotice
              outcome={outcome}
              executed={
                executed?.success ? (
                  <>
                    {t('adjust.newBalance', { account: executed.data.account })} <Money value={executed.data.balance} />
                  </>
                ) : null
              }
            />
          ) : (
            <p className="money-muted">{t('adjust.noResult')}</p>
          )}
          <p className="money-muted">{t('adjust.thresholdNote')}</p>
        </section>
      </div>
    </>
  );
};

export default AdjustmentsPage;
