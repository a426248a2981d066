import { zodResolver } from '@hookform/resolvers/zod';
import { agentDownlineTransferBodySchema, bodySchema, MemberType, setDownlineNote } from '@pagoda/contracts';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import type { Column, RowOf } from '../../../components/query-table';
import { formatMoney, formatTime } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { newRequestId, useAgentDownlineTransfer } from '../api/agent-downline-transfer';
import { fetchGetDownlines, useDownlines } from '../api/get-downlines';
import { useSetDownlineNote } from '../api/set-downline-note';
import { errorText } from '../error-text';
import { AgentTable, CSV_PAGE_SIZE, CsvButton, PAGE_SIZE } from './agent-records';

const typeLabel = (type: number) => (type === MemberType.Player ? 'agent.kind_member' : 'agent.kind_agent');

const noteSchema = bodySchema(setDownlineNote);

const NoteEditor = ({ account, note }: { account: string; note: string }) => {
  const { t } = useTranslation();
  const save = useSetDownlineNote();
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(noteSchema), defaultValues: { account, note } });
  if (!open)
    return (
      <button type="button" className="btn btn--sm" onClick={() => setOpen(true)}>
        {note || t('agent.add_note')}
      </button>
    );
  return (
    <form
      className="ac-inline-form"
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit(() => save.mutate(form.getValues(), { onSuccess: () => setOpen(false) }))(e)
      }
    >
      <input aria-label={t('agent.note_for', { account })} maxLength={500} {...form.register('note')} />
      <button type="submit" className="btn btn--sm btn--primary" disabled={save.isPending}>
        {t('agent.save')}
      </button>
      {form.formState.errors.note ? <FormError message={t('error.validation_failed')} /> : null}
      {save.isError ? <FormError message={errorText(t, save.error)} /> : null}
    </form>
  );
};

/** The existing agentDownlineTransfer call (payment password, encrypted): direct downlines only. */
const TransferForm = ({ account, onDone }: { account: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const transfer = useAgentDownlineTransfer();
  const form = useForm({
    resolver: zodResolver(agentDownlineTransferBodySchema),
    defaultValues: { downline: account, transferAmount: '', password: '', remark: '', requestId: newRequestId() },
  });
  const errors = form.formState.errors;
  return (
    <form
      className="mc-card ac-form"
      noValidate
      onSubmit={(e) => void form.handleSubmit(() => transfer.mutate(form.getValues(), { onSuccess: onDone }))(e)}
    >
      <h4>{t('agent.transfer_to', { account })}</h4>
      <Field
        label={t('agent.amount')}
        inputMode="decimal"
        error={errors.transferAmount ? t('agent.amount_invalid') : null}
        {...form.register('transferAmount')}
      />
      <Field
        label={t('agent.payment_password')}
        type="password"
        autoComplete="off"
        error={errors.password ? t('agent.required') : null}
        {...form.register('password')}
      />
      {transfer.isError ? <FormError message={errorText(t, transfer.error)} /> : null}
      <div className="ac-toolbar">
        <button type="submit" className="btn btn--primary btn--sm" disabled={transfer.isPending}>
          {t('agent.transfer')}
        </button>
        <button type="button" className="btn btn--sm" onClick={onDone}>
          {t('agent.cancel')}
        </button>
      </div>
    </form>
  );
};

/** downlineManagmentView: the team tree (levels, expand a node), search, balance, last login, status, notes, transfers. */
export const TeamPage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [path, setPath] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const parent = path[path.length - 1];
  const query = { account: applied || undefined, parent, page, size: PAGE_SIZE };
  const team = useDownlines(query);
  const columns: Column<RowOf<typeof team.data>>[] = [
    {
      key: 'account',
      header: t('agent.col.account'),
      cell: (r) =>
        r.directCount > 0 ? (
          <button
            type="button"
            className="ac-link"
            onClick={() => {
              setPath([...path, r.account]);
              setPage(1);
            }}
          >
            {r.account} <ChevronRight aria-hidden="true" size={14} />
            <span className="ac-muted">({r.directCount})</span>
          </button>
        ) : (
          r.account
        ),
    },
    { key: 'level', header: t('agent.col.level'), numeric: true, cell: (r) => r.level },
    { key: 'type', header: t('agent.col.type'), cell: (r) => t(typeLabel(r.type)) },
    { key: 'upline', header: t('agent.col.upline'), cell: (r) => r.upline ?? '' },
    { key: 'balance', header: t('agent.col.balance'), numeric: true, cell: (r) => formatMoney(r.balance) },
    {
      key: 'login',
      header: t('agent.col.last_login'),
      cell: (r) => (r.lastLoginAt ? formatTime(r.lastLoginAt) : t('agent.never')),
    },
    {
      key: 'status',
      header: t('agent.col.status'),
      cell: (r) => t(`agent.status.${r.status.toLowerCase()}`, { defaultValue: r.status }),
    },
    {
      key: 'note',
      header: t('agent.col.note'),
      cell: (r) => <NoteEditor key={r.note} account={r.account} note={r.note} />,
    },
    {
      key: 'transfer',
      header: t('agent.col.actions'),
      cell: (r) =>
        r.level === 1 && r.status === 'ACTIVE' ? (
          <button type="button" className="btn btn--sm" onClick={() => setTransferTo(r.account)}>
            {t('agent.transfer')}
          </button>
        ) : null,
    },
  ];
  return (
    <div className="ac-page">
      <div className="mc-card ac-toolbar">
        <form
          className="ac-inline-form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(search.trim());
            setPath([]);
            setPage(1);
          }}
        >
          <label htmlFor={`${id}-q`}>{t('agent.search_account')}</label>
          <input id={`${id}-q`} value={search} onChange={(e) => setSearch(e.target.value)} />
          <button type="submit" className="btn btn--sm btn--primary">
            {t('common.search')}
          </button>
        </form>
        <CsvButton
          filename="team.csv"
          header={[
            t('agent.col.account'),
            t('agent.col.level'),
            t('agent.col.type'),
            t('agent.col.upline'),
            t('agent.col.balance'),
            t('agent.col.last_login'),
            t('agent.col.status'),
            t('agent.col.note'),
          ]}
          fetchPage={(p) => fetchGetDownlines({ ...query, page: p, size: CSV_PAGE_SIZE })}
          toRow={(r) => [
            r.account,
            r.level,
            t(typeLabel(r.type)),
            r.upline ?? '',
            r.balance,
            r.lastLoginAt ? formatTime(r.lastLoginAt) : '',
            r.status,
            r.note,
          ]}
        />
      </div>
      <nav className="ac-breadcrumb" aria-label={t('agent.tree_path')}>
        <button type="button" className="ac-link" onClick={() => (setPath([]), setPage(1))}>
          {t('agent.whole_team')}
        </button>
        {path.map((a, i) => (
          <span key={a}>
            {' / '}
            <button type="button" className="ac-link" onClick={() => (setPath(path.slice(0, i + 1)), setPage(1))}>
              {a}
            </button>
          </span>
        ))}
      </nav>
      {transferTo ? <TransferForm account={transferTo} onDone={() => setTransferTo(null)} /> : null}
      <AgentTable
        query={team}
        rows={(data) => data.list}
        rowKey={(r) => r.account}
        columns={columns}
        empty={t('agent.no_members')}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
      />
    </div>
  );
};
