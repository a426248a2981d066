import type { ContractKind, ContractView } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import type { Column, RowOf } from '../../../components/query-table';
import { formatTime } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { useAnswerAgentContractRequest } from '../api/answer-agent-contract-request';
import { useAnswerContractOffer } from '../api/answer-contract-offer';
import { useCancelAgentContractOffer } from '../api/cancel-agent-contract-offer';
import { useAgentContracts } from '../api/get-agent-contracts';
import { useRequestAgentContractChange } from '../api/request-agent-contract-change';
import { errorText } from '../error-text';
import { AgentTable, PAGE_SIZE } from './agent-records';
import { ContractOfferForm } from './contract-offer-form';
import { ContractStatements } from './contract-statements';
import { ContractTerms, KIND_LABEL, percent, useContractLabels } from './contract-terms';

type Tab = 'mine' | 'downline' | 'statements';

/** Open contracts (offered or active) first; the held list is short (one per product type and period). */
const HELD_SIZE = 50;

/** The answers to a pending request: its author withdraws it; the other side agrees or refuses. */
const RequestButtons = ({ request: r }: { request: NonNullable<ContractView['request']> }) => {
  const { t } = useTranslation();
  const answer = useAnswerAgentContractRequest();
  const button = (status: 'A' | 'R' | 'C', label: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn btn--sm btn--primary' : 'btn btn--sm'}
      disabled={answer.isPending}
      onClick={() => answer.mutate({ requestId: r.id, status })}
    >
      {t(label)}
    </button>
  );
  return (
    <>
      {r.mine ? button('C', 'agent.contract.withdraw_request') : null}
      {r.mine ? null : button('A', 'agent.contract.accept_request', true)}
      {r.mine ? null : button('R', 'agent.contract.reject_request')}
      {answer.isError ? <FormError message={errorText(t, answer.error)} /> : null}
    </>
  );
};

/** A pending request on a contract the member holds: what it asks, and its answers. */
const RequestBlock = ({ contract }: { contract: ContractView }) => {
  const { t } = useTranslation();
  const r = contract.request;
  if (!r || r.status !== 'P') return null;
  return (
    <div className="ac-contract__request" role="group" aria-label={t('agent.contract.request_title')}>
      <p>
        {r.mine
          ? t(r.type === 'TERMINATE' ? 'agent.contract.my_terminate_waits' : 'agent.contract.my_terms_wait')
          : t(r.type === 'TERMINATE' ? 'agent.contract.other_asks_terminate' : 'agent.contract.other_proposes_terms')}
      </p>
      {r.type === 'TERMS' ? (
        <ContractTerms
          caption={t('agent.contract.proposed_terms')}
          terms={{
            kind: contract.kind,
            details: r.details,
            hourSalaryRates: r.details,
            profitRate: r.profitRate,
            lossRate: r.lossRate,
            minimumBet: contract.minimumBet,
          }}
        />
      ) : null}
      <div className="ac-contract__actions">
        <RequestButtons request={r} />
      </div>
    </div>
  );
};

/** One contract the member holds or is offered: its terms, and what the member can do with it. */
const HeldContract = ({ contract: c }: { contract: ContractView }) => {
  const { t } = useTranslation();
  const labels = useContractLabels();
  const id = useId();
  const answer = useAnswerContractOffer();
  const change = useRequestAgentContractChange();
  const [confirmLower, setConfirmLower] = useState(false);
  const [givingUp, setGivingUp] = useState(false);
  const lower = c.status === 'P' && c.downlineHigherRate === 'Y';
  const busy = answer.isPending || change.isPending;
  return (
    <article className="mc-card ac-contract" aria-labelledby={`${id}-title`}>
      <header className="ac-contract__head">
        <h4 id={`${id}-title`}>
          {labels.product(c.productType)} · {labels.period(c)}
        </h4>
        <span className={`ac-status ac-status--${c.status}`}>{labels.status(c)}</span>
      </header>
      <p className="ac-muted">
        {t(c.status === 'P' ? 'agent.contract.offered_by' : 'agent.contract.held_from', {
          who: labels.offerer(c),
          time: labels.since(c),
        })}{' '}
        {t('agent.contract.version', { version: c.version })}
        {c.status === 'P' && c.version > 1 ? ` ${t('agent.contract.replaces')}` : null}
      </p>
      <ContractTerms terms={c} caption={t('agent.contract.terms')} />
      {c.status === 'P' ? (
        <>
          {lower ? (
            <div className="ac-contract__warning">
              <p>{t('agent.contract.lower_rate_warning')}</p>
              <label>
                <input type="checkbox" checked={confirmLower} onChange={(e) => setConfirmLower(e.target.checked)} />{' '}
                {t('agent.contract.lower_rate_confirm')}
              </label>
            </div>
          ) : null}
          <div className="ac-contract__actions">
            <button
              type="button"
              className="btn btn--sm btn--primary"
              disabled={busy || (lower && !confirmLower)}
              onClick={() => answer.mutate({ contract: c, status: 'A', confirm: confirmLower })}
            >
              {t('agent.contract.accept')}
            </button>
            <button
              type="button"
              className="btn btn--sm"
              disabled={busy}
              onClick={() => answer.mutate({ contract: c, status: 'R', confirm: false })}
            >
              {t('agent.contract.reject')}
            </button>
          </div>
        </>
      ) : null}
      {c.status === 'E' ? (
        c.request?.status === 'P' ? (
          <RequestBlock contract={c} />
        ) : (
          <div className="ac-contract__actions">
            <button
              type="button"
              className="btn btn--sm"
              disabled={busy}
              onClick={() => change.mutate({ contractId: c.id, type: 'TERMINATE' })}
            >
              {t('agent.contract.request_termination')}
            </button>
            {givingUp ? (
              <>
                <span className="ac-muted">{t('agent.contract.give_up_sure')}</span>
                <button
                  type="button"
                  className="btn btn--sm ac-danger"
                  disabled={busy}
                  onClick={() => answer.mutate({ contract: c, status: 'C', confirm: false })}
                >
                  {t('agent.contract.give_up_confirm')}
                </button>
                <button type="button" className="btn btn--sm" onClick={() => setGivingUp(false)}>
                  {t('agent.cancel')}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn--sm" disabled={busy} onClick={() => setGivingUp(true)}>
                {t('agent.contract.give_up')}
              </button>
            )}
          </div>
        )
      ) : null}
      {answer.isError ? <FormError message={errorText(t, answer.error)} /> : null}
      {change.isError ? <FormError message={errorText(t, change.error)} /> : null}
    </article>
  );
};

/** The contracts of the kind the member holds (active) or is offered (waiting for an answer). */
const MyContracts = ({ kind }: { kind: ContractKind }) => {
  const { t } = useTranslation();
  const held = useAgentContracts({ kind, side: 'held', page: 1, size: HELD_SIZE });
  const open = (held.data?.list ?? [])
    .filter((c) => c.status === 'P' || c.status === 'E')
    .sort((a, b) => (a.status === b.status ? b.offeredAt - a.offeredAt : a.status === 'P' ? -1 : 1));
  if (held.isError) return <FormError message={errorText(t, held.error)} />;
  if (held.isPending) return <p role="status">{t('app.loading')}</p>;
  if (open.length === 0) return <p className="empty-state">{t('agent.contract.none_held')}</p>;
  return (
    <div className="ac-contracts">
      {open.map((c) => (
        <HeldContract key={c.id} contract={c} />
      ))}
    </div>
  );
};

/** What the agent can do with a contract it offered to a direct downline. */
const OfferedActions = ({ contract: c }: { contract: ContractView }) => {
  const { t } = useTranslation();
  const cancel = useCancelAgentContractOffer();
  const change = useRequestAgentContractChange();
  const r = c.request?.status === 'P' ? c.request : null;
  const failed = cancel.error ?? change.error;
  return (
    <div className="ac-contract__actions">
      {c.status === 'P' ? (
        <button
          type="button"
          className="btn btn--sm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ contractId: c.id })}
        >
          {t('agent.contract.cancel_offer')}
        </button>
      ) : null}
      {c.status === 'E' && !r ? (
        <button
          type="button"
          className="btn btn--sm"
          disabled={change.isPending}
          onClick={() => change.mutate({ contractId: c.id, type: 'TERMINATE' })}
        >
          {t('agent.contract.request_termination')}
        </button>
      ) : null}
      {r && !r.mine ? (
        <span className="ac-muted">
          {t(r.type === 'TERMINATE' ? 'agent.contract.downline_asks_terminate' : 'agent.contract.other_proposes_terms')}
        </span>
      ) : null}
      {r ? <RequestButtons request={r} /> : null}
      {failed ? <FormError message={errorText(t, failed)} /> : null}
    </div>
  );
};

/** The contracts of the kind this agent offered to its direct downline, and a new offer. */
const DownlineContracts = ({ kind, member }: { kind: ContractKind; member: AgentCentrePageProps['member'] }) => {
  const { t } = useTranslation();
  const labels = useContractLabels();
  const id = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'' | ContractView['status']>('');
  const [offering, setOffering] = useState(false);
  const [offered, setOffered] = useState<string | null>(null);
  const held = useAgentContracts({ kind, side: 'held', status: 'E', page: 1, size: HELD_SIZE });
  const list = useAgentContracts({ kind, side: 'offered', status: status || undefined, page, size: PAGE_SIZE });
  const columns: Column<RowOf<typeof list.data>>[] = [
    { key: 'holder', header: t('agent.col.account'), cell: (c) => c.holder?.account ?? '' },
    { key: 'product', header: t('agent.contract.product_type'), cell: (c) => labels.product(c.productType) },
    { key: 'period', header: t('agent.contract.period_label'), cell: (c) => labels.period(c) },
    { key: 'rate', header: t('agent.contract.rate'), numeric: true, cell: (c) => percent(c.contractRate) },
    { key: 'status', header: t('agent.col.status'), cell: (c) => labels.status(c) },
    { key: 'time', header: t('agent.contract.offered_at'), cell: (c) => formatTime(c.offeredAt) },
    { key: 'actions', header: t('agent.col.actions'), cell: (c) => <OfferedActions contract={c} /> },
  ];
  const myActive = held.data?.list ?? [];
  return (
    <div className="ac-page">
      <div className="ac-toolbar">
        <div className="ac-inline-form">
          <label htmlFor={`${id}-status`}>{t('agent.col.status')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as '' | ContractView['status']);
              setPage(1);
            }}
          >
            <option value="">{t('agent.all')}</option>
            {(['P', 'E', 'R', 'C', 'V'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`agent.contract.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {myActive.length > 0 ? (
          <button
            type="button"
            className="btn btn--sm btn--primary"
            aria-expanded={offering}
            onClick={() => {
              setOffering((o) => !o);
              setOffered(null);
            }}
          >
            {t('agent.contract.new_offer')}
          </button>
        ) : (
          <p className="ac-muted">{t('agent.contract.offer_needs_own')}</p>
        )}
      </div>
      {offered ? (
        <p role="status" className="agent-centre__success">
          {t('agent.contract.offer_sent', { account: offered })}
        </p>
      ) : null}
      {offering && myActive.length > 0 ? (
        <ContractOfferForm
          kind={kind}
          agentType={member.type}
          own={myActive}
          onDone={(account) => {
            setOffering(false);
            setOffered(account);
          }}
          onCancel={() => setOffering(false)}
        />
      ) : null}
      <AgentTable
        query={list}
        title={t('agent.contract.downline_title')}
        rows={(data) => data.list}
        rowKey={(c) => c.id}
        columns={columns}
        empty={t('agent.contract.none_offered')}
        paging={{ page, onPage: setPage, totalPages: (data) => Math.ceil(data.total / PAGE_SIZE) }}
      />
    </div>
  );
};

/**
 * A contract kind's page (dividend, daily, hourly or real-time salary): the member's own contracts and
 * offers, the contracts it offered to its downline, and the settlement statements.
 */
const ContractPage = ({ kind, member }: { kind: ContractKind } & AgentCentrePageProps) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('mine');
  return (
    <div className="ac-page">
      <Tabs<Tab>
        label={t(KIND_LABEL[kind])}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'mine', label: t('agent.contract.tab_mine') },
          { id: 'downline', label: t('agent.contract.tab_downline') },
          { id: 'statements', label: t('agent.contract.tab_statements') },
        ]}
      />
      {tab === 'mine' ? <MyContracts kind={kind} /> : null}
      {tab === 'downline' ? <DownlineContracts kind={kind} member={member} /> : null}
      {tab === 'statements' ? <ContractStatements kind={kind} /> : null}
    </div>
  );
};

/** agentDividendRecordCopy2 (type enableCt). */
export const DividendPage = (props: AgentCentrePageProps) => <ContractPage kind="DIVIDEND" {...props} />;
/** agentDailyWages2 (type salary). */
export const DailySalaryPage = (props: AgentCentrePageProps) => <ContractPage kind="DAILY_SALARY" {...props} />;
/** agentHourSalary (type hourSalary). */
export const HourSalaryPage = (props: AgentCentrePageProps) => <ContractPage kind="HOUR_SALARY" {...props} />;
/** agentRealtimeSalary (type agentRealtimeSalary). */
export const RealtimeSalaryPage = (props: AgentCentrePageProps) => <ContractPage kind="REALTIME_SALARY" {...props} />;
