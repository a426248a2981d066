import { type ContractKind, DIVIDEND_PERIODS } from '@pagoda/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey, FormField } from '../../../components/form-field';
import {
  CONTRACT_MAX_TIERS,
  isTiered,
  nextTier,
  type TermsForm,
  tierColumns,
  type TierForm,
} from '../lib/contract-terms';

type TierField = keyof TierForm;

/**
 * The terms of a template or an offer: a tier table (add and remove rows, up to 10) for the tiered
 * kinds with only the thresholds the kind uses, or the real-time salary's two rates and minimum bet.
 * The form's resolver is the contract's schema; its errors mark the inputs and are listed under the table.
 */
export const TermsFields = <F extends TermsForm, O>({
  form,
  kind,
}: {
  form: UseFormReturn<F, unknown, O>;
  kind: ContractKind;
}) => {
  // Every form that embeds the editor holds TermsForm's fields; the editor only touches those.
  const f = form as unknown as UseFormReturn<TermsForm>;
  const { t } = useTranslation('agent-contracts');
  const tiers = useFieldArray({ control: f.control, name: 'tiers' });
  const errors = f.formState.errors;
  const message = (e: FieldError | undefined) => (e ? t(`common:${fieldErrorKey(e) ?? 'form.invalid'}`) : undefined);

  if (!isTiered(kind))
    return (
      <div className="contract-form__row">
        <FormField label={t('terms.profitRate')} hint={t('terms.profitRateHint')} error={message(errors.profitRate)}>
          <input className="input" inputMode="decimal" {...f.register('profitRate')} />
        </FormField>
        <FormField label={t('terms.lossRate')} hint={t('terms.lossRateHint')} error={message(errors.lossRate)}>
          <input className="input" inputMode="decimal" {...f.register('lossRate')} />
        </FormField>
        <FormField label={t('terms.minimumBet')} hint={t('terms.minimumBetHint')} error={message(errors.minimumBet)}>
          <input className="input" inputMode="decimal" {...f.register('minimumBet')} />
        </FormField>
      </div>
    );

  const cols = tierColumns(kind);
  const shown: { field: TierField; label: string }[] = [
    { field: 'betVolume', label: t('terms.betVolume') },
    ...(cols.netLoss ? [{ field: 'netLoss' as const, label: t('terms.netLoss') }] : []),
    ...(cols.activeMember ? [{ field: 'activeMember' as const, label: t('terms.activeMember') }] : []),
    { field: 'rate', label: t('terms.rate') },
  ];
  const problems = tiers.fields.flatMap((_, i) =>
    shown.flatMap(({ field, label }) => {
      const m = message(errors.tiers?.[i]?.[field]);
      return m ? [`${t('terms.tier', { n: i + 1 })}, ${label}: ${m}`] : [];
    }),
  );
  return (
    <>
      {kind === 'DIVIDEND' ? (
        <FormField label={t('terms.period')}>
          <select className="input contract-form__narrow" {...f.register('computationPeriod')}>
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <div className="card contract-tiers">
        <table className="grid__table">
          <caption className="contract-tiers__caption">{t('terms.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('terms.tierNo')}</th>
              {shown.map((c) => (
                <th key={c.field} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('runs.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.fields.map((row, i) => (
              <tr key={row.id}>
                <th scope="row">{i + 1}</th>
                {shown.map((c) => (
                  <td key={c.field}>
                    <input
                      className="input input--compact"
                      inputMode={c.field === 'activeMember' ? 'numeric' : 'decimal'}
                      aria-label={`${c.label} ${i + 1}`}
                      aria-invalid={errors.tiers?.[i]?.[c.field] ? true : undefined}
                      {...f.register(`tiers.${i}.${c.field}`)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('terms.removeTier', { n: i + 1 })}
                    disabled={tiers.fields.length <= 1}
                    onClick={() => tiers.remove(i)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > 0 ? (
        <div role="alert">
          <ul className="contract-form__problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="contract-form__row">
        <button
          type="button"
          className="button"
          disabled={tiers.fields.length >= CONTRACT_MAX_TIERS}
          onClick={() => tiers.append(nextTier(f.getValues('tiers')))}
        >
          <Plus size={14} aria-hidden /> {t('terms.addTier')}
        </button>
        <p className="field__hint">{t('terms.tiersHint', { max: CONTRACT_MAX_TIERS })}</p>
      </div>
    </>
  );
};
