import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENT_PAGE_MAX,
  AGENT_TYPES,
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractView,
  DIVIDEND_PERIODS,
  GAME_CATEGORIES,
  offerAgentContractBodySchema,
} from '@pagoda/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useDownlines } from '../api/get-downlines';
import { useOfferAgentContract } from '../api/offer-agent-contract';
import { errorText } from '../error-text';
import { percent, useContractLabels } from './contract-terms';

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

type Tier = { betVolume: string; netLoss: string; activeMember: string; rate: string };
type FormValues = {
  downlineId: string;
  productType: string;
  computationPeriod: (typeof DIVIDEND_PERIODS)[number];
  tiers: Tier[];
  profitRate: string;
  lossRate: string;
  minimumBet: string;
};

const emptyTier: Tier = { betVolume: '0', netLoss: '0', activeMember: '0', rate: '' };

/**
 * The body the server receives: the text the agent typed (the contract's schema parses percent and
 * amounts itself), with only the fields the kind uses.
 */
export const offerBody = (kind: ContractKind, v: FormValues) => ({
  downlineId: Number(v.downlineId),
  kind,
  productType: v.productType,
  ...(kind === 'DIVIDEND' ? { computationPeriod: v.computationPeriod } : {}),
  ...(kind === 'REALTIME_SALARY'
    ? { profitRate: v.profitRate, lossRate: v.lossRate, minimumBet: v.minimumBet || '0' }
    : {
        tiers: v.tiers.map((t) => ({
          betVolume: t.betVolume || '0',
          ...(kind === 'DIVIDEND' ? { netLoss: t.netLoss || '0' } : {}),
          activeMember: Number(t.activeMember || 0),
          rate: t.rate,
        })),
      }),
});

/**
 * A new offer to a direct downline agent. The server applies the chain rule (never above the agent's own
 * rate for the kind) and the brand's limits; the agent's own top rate is shown as the ceiling.
 */
export const ContractOfferForm = ({
  kind,
  own,
  onDone,
  onCancel,
}: {
  kind: ContractKind;
  agentType: number;
  own: ContractView[];
  onDone: (account: string) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const labels = useContractLabels();
  const offer = useOfferAgentContract();
  const downlines = useDownlines({ maxLevel: 1, page: 1, size: AGENT_PAGE_MAX });
  const agents = (downlines.data?.list ?? []).filter((d) => d.level === 1 && isAgent(d.type));
  const form = useForm<FormValues>({
    defaultValues: {
      downlineId: '',
      productType: own[0]?.productType ?? 'ALL',
      computationPeriod: (own[0]?.computationPeriod as FormValues['computationPeriod'] | undefined) ?? 'M',
      tiers: [{ ...emptyTier }],
      profitRate: '',
      lossRate: '',
      minimumBet: '0',
    },
    // Validated with the operation's own body schema, on the body the form sends.
    resolver: async (values, ctx, opts) => {
      const checked = await zodResolver(offerAgentContractBodySchema)(offerBody(kind, values), ctx, opts as never);
      return Object.keys(checked.errors).length > 0
        ? { values: {}, errors: checked.errors as never }
        : { values, errors: {} };
    },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const errors = form.formState.errors as Record<string, unknown>;
  const fieldError = (path: string) => (path in errors ? t('agent.contract.invalid_value') : null);
  const tierError = (i: number) =>
    Array.isArray(errors.tiers) && errors.tiers[i] ? t('agent.contract.tier_invalid', { tier: i + 1 }) : null;
  const ceiling = Math.max(...own.map((c) => c.contractRate));
  return (
    <form
      className="mc-card ac-form ac-offer"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) =>
        void form.handleSubmit((values) => {
          offer.mutate(offerBody(kind, values), {
            onSuccess: (v) => onDone(v.contract.holder?.account ?? ''),
          });
        })(e)
      }
    >
      <h4 id={`${id}-title`}>{t('agent.contract.new_offer')}</h4>
      <p className="ac-muted">{t('agent.contract.ceiling', { rate: percent(ceiling) })}</p>
      <SelectField
        label={t('agent.contract.downline')}
        error={fieldError('downlineId')}
        {...form.register('downlineId')}
      >
        <option value="">{t('agent.contract.choose_downline')}</option>
        {agents.map((a) => (
          <option key={a.id} value={a.id}>
            {a.account}
            {a.nickname ? ` (${a.nickname})` : ''}
          </option>
        ))}
      </SelectField>
      {downlines.isSuccess && agents.length === 0 ? (
        <p className="ac-muted">{t('agent.contract.no_downline_agents')}</p>
      ) : null}
      <SelectField label={t('agent.contract.product_type')} {...form.register('productType')}>
        {['ALL', ...GAME_CATEGORIES].map((p) => (
          <option key={p} value={p}>
            {labels.product(p)}
          </option>
        ))}
      </SelectField>
      {kind === 'DIVIDEND' ? (
        <SelectField label={t('agent.contract.period_label')} {...form.register('computationPeriod')}>
          {DIVIDEND_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`agent.contract.period.${p}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {kind === 'REALTIME_SALARY' ? (
        <>
          <Field
            label={t('agent.contract.profit_rate')}
            inputMode="decimal"
            error={fieldError('profitRate')}
            {...form.register('profitRate')}
          />
          <Field
            label={t('agent.contract.loss_rate')}
            inputMode="decimal"
            error={fieldError('lossRate')}
            {...form.register('lossRate')}
          />
          <Field
            label={t('agent.contract.minimum_bet')}
            inputMode="decimal"
            error={fieldError('minimumBet')}
            {...form.register('minimumBet')}
          />
        </>
      ) : (
        <fieldset className="ac-tiers">
          <legend>{t('agent.contract.tiers')}</legend>
          {tiers.fields.map((f, i) => (
            <div key={f.id} className="ac-tier" role="group" aria-label={t('agent.contract.tier_n', { tier: i + 1 })}>
              <label>
                {t(kind === 'HOUR_SALARY' ? 'agent.contract.hour_bet' : 'agent.contract.team_bet')}
                <input inputMode="decimal" {...form.register(`tiers.${i}.betVolume`)} />
              </label>
              {kind === 'DIVIDEND' ? (
                <label>
                  {t('agent.contract.net_loss')}
                  <input inputMode="decimal" {...form.register(`tiers.${i}.netLoss`)} />
                </label>
              ) : null}
              <label>
                {t('agent.contract.active_members')}
                <input inputMode="numeric" {...form.register(`tiers.${i}.activeMember`)} />
              </label>
              <label>
                {t('agent.contract.rate_percent')}
                <input inputMode="decimal" {...form.register(`tiers.${i}.rate`)} />
              </label>
              {tiers.fields.length > 1 ? (
                <button
                  type="button"
                  className="btn btn--sm"
                  aria-label={t('agent.contract.remove_tier', { tier: i + 1 })}
                  onClick={() => tiers.remove(i)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                </button>
              ) : null}
              {tierError(i) ? (
                <span role="alert" className="form__error">
                  {tierError(i)}
                </span>
              ) : null}
            </div>
          ))}
          {tiers.fields.length < CONTRACT_MAX_TIERS ? (
            <button type="button" className="btn btn--sm" onClick={() => tiers.append({ ...emptyTier })}>
              <Plus aria-hidden="true" size={16} /> {t('agent.contract.add_tier')}
            </button>
          ) : null}
        </fieldset>
      )}
      {offer.isError ? <FormError message={errorText(t, offer.error)} /> : null}
      <div className="ac-contract__actions">
        <button type="submit" className="btn btn--primary" disabled={offer.isPending}>
          {t('agent.contract.send_offer')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('agent.cancel')}
        </button>
      </div>
    </form>
  );
};
