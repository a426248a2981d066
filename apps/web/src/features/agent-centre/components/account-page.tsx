import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateInvitationCodeBody,
  createDownlineBodySchema,
  createsAgents,
  errorMessageKey,
} from '@pagoda/contracts';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { QrCode } from '../../../components/qr-code';
import { formatTime } from '../../../lib/format';
import { type AgentCentrePageProps } from '../agent-centre-entries';
import { useCreateDownline } from '../api/create-downline';
import { useCreateInvitationCode } from '../api/create-invitation-code';
import { useInvitationCodes } from '../api/get-invitation-codes';
import { errorText } from '../error-text';
import { KIND_LABEL, percent } from './contract-terms';

const CreateDownlineForm = ({ agentType }: { agentType: number }) => {
  const { t } = useTranslation();
  const create = useCreateDownline();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(createDownlineBodySchema),
    defaultValues: { username: '', password: '', kind: 'MEMBER' as const, nickname: '' },
  });
  const errors = form.formState.errors;
  return (
    <form
      className="mc-card ac-form"
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit(() => {
          setCreated(null);
          create.mutate(form.getValues(), {
            onSuccess: (v) => {
              setCreated(v.account);
              form.reset();
            },
          });
        })(e)
      }
    >
      <h4>{t('agent.create_title')}</h4>
      <Field
        label={t('agent.username')}
        autoComplete="off"
        error={errors.username ? t('agent.required') : null}
        {...form.register('username')}
      />
      <Field
        label={t('agent.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password ? t('agent.required') : null}
        {...form.register('password')}
      />
      <SelectField label={t('agent.account_kind')} {...form.register('kind')}>
        <option value="MEMBER">{t('agent.kind_member')}</option>
        {createsAgents(agentType) ? <option value="AGENT">{t('agent.kind_agent')}</option> : null}
      </SelectField>
      {create.isError ? <FormError message={errorText(t, create.error)} /> : null}
      {created ? (
        <p role="status" className="agent-centre__success">
          {t('agent.created', { account: created })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {t('agent.create_submit')}
      </button>
    </form>
  );
};

type OfferKind = NonNullable<CreateInvitationCodeBody['defaultOfferKind']>;

/** The contract offer an AGENT code carries, as one line ("Daily salary · Daily · 1.20%"). */
const useOfferText = () => {
  const { t } = useTranslation();
  return (o: { kind: OfferKind; computationPeriod: string; topRate: number }) =>
    `${t(KIND_LABEL[o.kind])} · ${t(`agent.contract.period.${o.computationPeriod}`)} · ${percent(o.topRate)}`;
};

const InvitationCodes = ({ agentType }: { agentType: number }) => {
  const { t } = useTranslation();
  const codes = useInvitationCodes();
  const create = useCreateInvitationCode();
  const offerText = useOfferText();
  const [domain, setDomain] = useState('');
  const [accountKind, setAccountKind] = useState<'MEMBER' | 'AGENT'>('MEMBER');
  const [offerKind, setOfferKind] = useState<OfferKind | ''>('');
  const offers = codes.data?.offerTemplates ?? [];
  const [copied, setCopied] = useState<string | null>(null);
  const origin = window.location.origin;
  return (
    <section className="mc-card ac-codes" aria-labelledby="ac-codes-title">
      <h4 id="ac-codes-title">{t('agent.codes_title')}</h4>
      <div className="ac-toolbar">
        {codes.data && codes.data.domains.length > 0 ? (
          <SelectField label={t('agent.domain')} value={domain} onChange={(e) => setDomain(e.target.value)}>
            <option value="">{t('agent.any_domain')}</option>
            {codes.data.domains.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </SelectField>
        ) : null}
        {createsAgents(agentType) ? (
          <SelectField
            label={t('agent.code_registers')}
            value={accountKind}
            onChange={(e) => {
              setAccountKind(e.target.value as 'MEMBER' | 'AGENT');
              setOfferKind('');
            }}
          >
            <option value="MEMBER">{t('agent.kind_member')}</option>
            <option value="AGENT">{t('agent.kind_agent')}</option>
          </SelectField>
        ) : null}
        {accountKind === 'AGENT' && offers.length > 0 ? (
          <SelectField
            label={t('agent.code_offer')}
            value={offerKind}
            onChange={(e) => setOfferKind(e.target.value as OfferKind | '')}
          >
            <option value="">{t('agent.code_no_offer')}</option>
            {offers.map((o) => (
              <option key={o.kind} value={o.kind}>
                {offerText(o)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={create.isPending}
          onClick={() =>
            create.mutate({
              accountKind,
              ...(domain ? { domain } : {}),
              ...(offerKind ? { defaultOfferKind: offerKind } : {}),
            })
          }
        >
          {t('agent.new_code')}
        </button>
      </div>
      {create.isError ? <FormError message={errorText(t, create.error)} /> : null}
      {codes.isError ? (
        <FormError message={t(errorMessageKey('network'), { defaultValue: t('error.network') })} />
      ) : null}
      {codes.data?.list.length === 0 ? <p className="empty-state">{t('agent.no_codes')}</p> : null}
      <ul className="ac-code-list">
        {codes.data?.list.map((c) => {
          const link = `${origin}${c.link}`;
          return (
            <li key={c.code} className="ac-code">
              <QrCode value={link} size={120} label={t('agent.qr_label', { code: c.code })} />
              <div>
                <p className="ac-code__code">{c.code}</p>
                <p className="ac-muted">
                  {c.domain ? t('agent.bound_domain', { domain: c.domain }) : t('agent.any_domain')} ·{' '}
                  {t('agent.registrations', { count: c.registrations })} · {formatTime(c.createdAt)}
                </p>
                <p className="ac-muted">
                  {c.accountKind === 'AGENT' ? t('agent.code_makes_agents') : t('agent.code_makes_members')}
                  {c.defaultOffer ? ` · ${t('agent.code_offers', { offer: offerText(c.defaultOffer) })}` : ''}
                </p>
                <p className="ac-code__link">{link}</p>
                <button
                  type="button"
                  className="btn btn--sm"
                  onClick={() => {
                    void navigator.clipboard?.writeText(link).then(() => setCopied(c.code));
                  }}
                >
                  <Copy aria-hidden="true" size={14} /> {copied === c.code ? t('agent.copied') : t('agent.copy_link')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};

/** registerCenter: create downline accounts directly, and the invitation codes with their links and QR codes. */
export const AccountPage = ({ member }: AgentCentrePageProps) => (
  <div className="ac-page ac-account">
    <CreateDownlineForm agentType={member.type} />
    <InvitationCodes agentType={member.type} />
  </div>
);
