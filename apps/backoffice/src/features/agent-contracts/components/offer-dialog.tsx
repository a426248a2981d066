import { CONTRACT_KINDS, CONTRACT_PRODUCT_ALL, type ContractKind, operatorOfferAgentContract } from '@pagoda/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldErrorKey } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useOfferAgentContract } from '../api/agent-contracts';
import { contractResolver } from '../lib/contract-form';
import { type Template, type TermsForm, termsBodyOf, termsFormOf } from '../lib/contract-terms';
import { ContractDialog } from './contract-dialog';
import { TermsFields } from './terms-fields';

type OfferForm = TermsForm & { account: string; kind: ContractKind; productType: string };

/** Top-level agents are usually type 1: an offer starts from that type's template of the kind. */
const startOf = (templates: readonly Template[], kind: ContractKind) =>
  termsFormOf(templates.find((x) => x.agentType === 1 && x.kind === kind) ?? null);

/**
 * The operator, the upline of the top level, offers a contract to an agent without an upline. The
 * agent answers on the portal; the offer shows in the grid as offered until then.
 */
export const OfferDialog = ({ templates, onClose }: { templates: readonly Template[]; onClose: () => void }) => {
  const { t } = useTranslation('agent-contracts');
  const toast = useToast();
  const offer = useOfferAgentContract();
  const form = useForm<OfferForm, unknown, Parameters<typeof offer.mutateAsync>[0]>({
    mode: 'onTouched',
    defaultValues: {
      account: '',
      kind: 'DAILY_SALARY',
      productType: CONTRACT_PRODUCT_ALL,
      ...startOf(templates, 'DAILY_SALARY'),
    },
    resolver: contractResolver(operatorOfferAgentContract, (v: OfferForm) => ({
      account: v.account.trim(),
      kind: v.kind,
      productType: v.productType.trim(),
      ...termsBodyOf(v.kind, v),
    })),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit(async (body) => {
    try {
      const r = await offer.mutateAsync(body);
      toast.success(t('offer.sent', { account: r.contract.holder?.account ?? body.account }));
      onClose();
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  const { errors } = form.formState;
  const message = (e: typeof errors.account) => (e ? t(`common:${fieldErrorKey(e) ?? 'form.invalid'}`) : undefined);
  const kindField = form.register('kind');
  return (
    <ContractDialog
      open
      title={t('offer.title')}
      busy={offer.isPending}
      submitLabel={t('offer.send')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="field__hint">{t('offer.description')}</p>
      <div className="contract-form__row">
        <FormField label={t('offer.account')} hint={t('offer.accountHint')} error={message(errors.account)}>
          <input className="input" autoComplete="off" maxLength={64} {...form.register('account')} />
        </FormField>
        <FormField label={t('runs.kind')}>
          <select
            className="input"
            {...kindField}
            onChange={(e) => {
              void kindField.onChange(e);
              // Each kind has its own terms: start again from its template.
              const next = e.target.value as ContractKind;
              form.reset({ ...form.getValues(), kind: next, ...startOf(templates, next) });
            }}
          >
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('offer.productType')} hint={t('offer.productTypeHint')} error={message(errors.productType)}>
          <input className="input contract-form__narrow" maxLength={12} {...form.register('productType')} />
        </FormField>
      </div>
      <TermsFields form={form} kind={kind} />
    </ContractDialog>
  );
};
