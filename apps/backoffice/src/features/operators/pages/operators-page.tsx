import { type OperationValue, operatorListOperators } from '@pagoda/contracts';
import { History, KeyRound, LogOut, Pencil, ShieldOff, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, usePermission } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  useCreateOperator,
  useEndSessions,
  useResetPassword,
  useResetTotp,
  useUpdateOperator,
} from '../api/operator-actions';
import { LoginsDialog } from '../components/logins-dialog';
import { cidrList, type OperatorDraft, OperatorFields } from '../components/operator-form';
import '../operators.css';

type Row = OperationValue<typeof operatorListOperators>['list'][number];
type Pending = { kind: 'totp' | 'password' | 'sessions'; row: Row } | null;

/** The brand's operators: create, change role, enabled and allowed addresses, reset factors, sign-ins. */
const OperatorsPage = () => {
  const { t } = useTranslation('operators');
  const toast = useToast();
  const { operator: me } = useSession();
  const canWrite = usePermission('operators.write');
  const [creating, setCreating] = useState<OperatorDraft | null>(null);
  const [editing, setEditing] = useState<{ row: Row; draft: OperatorDraft } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [logins, setLogins] = useState<Row | null>(null);
  const create = useCreateOperator();
  const update = useUpdateOperator();
  const resetTotp = useResetTotp();
  const resetPassword = useResetPassword();
  const endSessions = useEndSessions();

  const columns: GridColumn<Row>[] = [
    { id: 'username', header: t('column.username'), sortable: true },
    { id: 'role', header: t('column.role'), sortable: true },
    {
      id: 'enabled',
      header: t('column.state'),
      cell: (r) =>
        r.lockedUntil ? (
          <StatusBadge tone="danger">{t('state.locked')}</StatusBadge>
        ) : r.enabled ? (
          <StatusBadge tone="success">{t('state.enabled')}</StatusBadge>
        ) : (
          <StatusBadge>{t('state.disabled')}</StatusBadge>
        ),
      csv: (r) => (r.enabled ? 'enabled' : 'disabled'),
    },
    {
      id: 'totpEnrolled',
      header: t('column.totp'),
      value: (r) => (r.totpEnrolled ? t('totp.enrolled') : t('totp.pending')),
    },
    { id: 'allowedCidrs', header: t('column.cidrs'), value: (r) => r.allowedCidrs.join(', ') || t('anyAddress') },
    { id: 'activeSessions', header: t('column.sessions'), align: 'right' },
    {
      id: 'lastLoginAt',
      header: t('column.lastLogin'),
      sortable: true,
      value: (r) => formatDateTime(r.lastLoginAt),
    },
    {
      id: 'createdAt',
      header: t('column.created'),
      sortable: true,
      hidden: true,
      value: (r) => formatDateTime(r.createdAt),
    },
  ];

  const draftOf = (r: Row): OperatorDraft => ({
    username: r.username,
    role: r.role,
    enabled: r.enabled,
    cidrs: r.allowedCidrs.join('\n'),
  });

  const runPending = async () => {
    if (!pending) return;
    const { kind, row } = pending;
    try {
      if (kind === 'totp') {
        await resetTotp.mutateAsync(row.id);
        toast.success(t('done.totp', { username: row.username }));
      } else if (kind === 'sessions') {
        const r = await endSessions.mutateAsync(row.id);
        toast.success(t('done.sessions', { count: r.ended }));
      } else {
        const r = await resetPassword.mutateAsync(row.id);
        setShown({ username: row.username, password: r.password });
      }
      setPending(null);
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Can permission="operators.write">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setFormError(null);
                setCreating({ username: '', role: 'SUPPORT', enabled: true, cidrs: '' });
              }}
            >
              <UserPlus aria-hidden size={16} /> {t('create')}
            </button>
          </Can>
        }
      />
      <DataGrid
        operation={operatorListOperators}
        queryKey={['operators']}
        columns={columns}
        rowKey={(r) => r.id}
        exportName="operators"
        initialSort={{ id: 'username', desc: false }}
        caption={t('title')}
        rowActions={(r) => (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('action.logins', { username: r.username })}
              title={t('action.logins', { username: r.username })}
              onClick={() => setLogins(r)}
            >
              <History aria-hidden size={16} />
            </button>
            {canWrite ? (
              <>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('action.edit', { username: r.username })}
                  title={t('action.edit', { username: r.username })}
                  onClick={() => {
                    setFormError(null);
                    setEditing({ row: r, draft: draftOf(r) });
                  }}
                >
                  <Pencil aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('action.totp', { username: r.username })}
                  title={t('action.totp', { username: r.username })}
                  onClick={() => setPending({ kind: 'totp', row: r })}
                >
                  <ShieldOff aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('action.password', { username: r.username })}
                  title={t('action.password', { username: r.username })}
                  onClick={() => setPending({ kind: 'password', row: r })}
                >
                  <KeyRound aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('action.sessions', { username: r.username })}
                  title={t('action.sessions', { username: r.username })}
                  disabled={r.id === me?.id}
                  onClick={() => setPending({ kind: 'sessions', row: r })}
                >
                  <LogOut aria-hidden size={16} />
                </button>
              </>
            ) : null}
          </>
        )}
      />

      <ConfirmDialog
        open={creating !== null}
        title={t('create')}
        confirmLabel={t('common:actions.create')}
        busy={create.isPending}
        onCancel={() => setCreating(null)}
        onConfirm={async () => {
          if (!creating) return;
          try {
            const r = await create.mutateAsync({
              username: creating.username.trim(),
              role: creating.role,
              allowedCidrs: cidrList(creating.cidrs),
            });
            setCreating(null);
            setShown({ username: r.operator.username, password: r.password });
          } catch (err) {
            setFormError(errorText(t, err));
          }
        }}
      >
        {creating ? <OperatorFields draft={creating} onChange={setCreating} creating error={formError} /> : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={editing !== null}
        title={editing ? t('action.edit', { username: editing.row.username }) : ''}
        confirmLabel={t('common:actions.save')}
        busy={update.isPending}
        onCancel={() => setEditing(null)}
        onConfirm={async () => {
          if (!editing) return;
          try {
            await update.mutateAsync({
              id: editing.row.id,
              role: editing.draft.role,
              enabled: editing.draft.enabled,
              allowedCidrs: cidrList(editing.draft.cidrs),
            });
            setEditing(null);
            toast.success(t('done.saved'));
          } catch (err) {
            setFormError(errorText(t, err));
          }
        }}
      >
        {editing ? (
          <OperatorFields
            draft={editing.draft}
            onChange={(draft) => setEditing({ ...editing, draft })}
            creating={false}
            error={formError}
          />
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending.kind}.title`, { username: pending.row.username }) : ''}
        tone="danger"
        busy={resetTotp.isPending || resetPassword.isPending || endSessions.isPending}
        onCancel={() => setPending(null)}
        onConfirm={runPending}
      >
        {pending ? <p>{t(`confirm.${pending.kind}.body`, { username: pending.row.username })}</p> : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={shown !== null}
        title={t('password.title', { username: shown?.username ?? '' })}
        confirmLabel={t('password.done')}
        onCancel={() => setShown(null)}
        onConfirm={() => setShown(null)}
      >
        {shown ? (
          <>
            <p>{t('password.body')}</p>
            <code className="operators-secret" aria-label={t('password.label')}>
              {shown.password}
            </code>
          </>
        ) : null}
      </ConfirmDialog>

      {logins ? <LoginsDialog operator={logins} onClose={() => setLogins(null)} /> : null}
    </>
  );
};

export default OperatorsPage;
