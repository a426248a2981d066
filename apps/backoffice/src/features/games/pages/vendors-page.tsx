import { operatorRotateVendorSecret, operatorSetVendorMaintenance, type OperatorVendor } from '@pagoda/contracts';
import { KeyRound, RefreshCw, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../games.css';
import { Can } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField, useContractForm } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import {
  useRefreshManifest,
  useRevealSecret,
  useRotateSecret,
  useSetMaintenance,
  useVendors,
} from '../api/games-admin';

/** epoch ms ↔ the value of an <input type="datetime-local"> (the operator's local time). */
const toLocalInput = (ms: number | null | undefined) => {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocalInput = (v: unknown) => {
  if (typeof v !== 'string' || !v) return null;
  const ms = new Date(v).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** Vendors: integration status, maintenance windows, manifest refresh and secret rotation (maker-checker). */
const VendorsPage = () => {
  const { t } = useTranslation('games');
  const vendors = useVendors();
  const [maintenance, setMaintenance] = useState<OperatorVendor | null>(null);
  const [rotating, setRotating] = useState<OperatorVendor | null>(null);
  const [pending, setPending] = useState<Record<string, number | undefined>>({});

  return (
    <>
      <PageHeader
        title={t('vendors.title')}
        description={t('vendors.description')}
        actions={
          <button type="button" className="button" onClick={() => void vendors.refetch()} disabled={vendors.isFetching}>
            <RefreshCw size={16} aria-hidden /> {t('common:actions.refresh')}
          </button>
        }
      />
      {vendors.isError ? (
        <p className="field__error" role="alert">
          {errorText(t, vendors.error)}
        </p>
      ) : null}
      {vendors.isPending ? <p role="status">{t('loading')}</p> : null}
      <div className="games-vendors">
        {vendors.data?.list.map((v) => (
          <VendorCard
            key={v.code}
            vendor={v}
            pendingApproval={pending[v.code]}
            onMaintenance={() => setMaintenance(v)}
            onRotate={() => setRotating(v)}
          />
        ))}
      </div>
      <MaintenanceDialog vendor={maintenance} onClose={() => setMaintenance(null)} />
      <RotateDialog
        vendor={rotating}
        onClose={() => setRotating(null)}
        onPending={(code, id) => setPending((p) => ({ ...p, [code]: id }))}
      />
    </>
  );
};

const VendorCard = ({
  vendor: v,
  pendingApproval,
  onMaintenance,
  onRotate,
}: {
  vendor: OperatorVendor;
  pendingApproval: number | undefined;
  onMaintenance: () => void;
  onRotate: () => void;
}) => {
  const { t } = useTranslation('games');
  const toast = useToast();
  const refresh = useRefreshManifest();
  const headingId = `vendor-${v.code}`;
  const status = !v.integration
    ? { tone: 'neutral' as const, label: t('vendors.catalogueOnly') }
    : v.maintenance?.active
      ? { tone: 'warning' as const, label: t('vendors.inMaintenance') }
      : v.integration.enabled
        ? { tone: 'success' as const, label: t('vendors.live') }
        : { tone: 'danger' as const, label: t('vendors.disabled') };

  const runRefresh = () =>
    refresh.mutate(
      { vendor: v.code },
      {
        onSuccess: (r) =>
          r.refresh.ok
            ? toast.success(t('vendors.refreshed', { name: v.displayName, message: r.refresh.message }))
            : toast.error(t('vendors.refreshFailed', { name: v.displayName, message: r.refresh.message })),
        onError: (err) => toast.error(errorText(t, err)),
      },
    );

  return (
    <section className="card games-vendor" aria-labelledby={headingId}>
      <header className="games-vendor__header">
        <h2 id={headingId}>
          {v.displayName} <span className="games-muted">({v.code})</span>
        </h2>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </header>
      <dl className="games-vendor__facts">
        <dt>{t('vendors.adapter')}</dt>
        <dd>{v.integration ? t(`vendors.adapters.${v.integration.adapter}`) : '—'}</dd>
        <dt>{t('vendors.walletMode')}</dt>
        <dd>{v.walletMode || '—'}</dd>
        <dt>{t('vendors.games')}</dt>
        <dd>{v.games}</dd>
        <dt>{t('vendors.categories')}</dt>
        <dd className="games-vendor__cats">
          {v.categories.map((c) => (
            <StatusBadge key={c.category} tone={c.enabled ? 'info' : 'neutral'}>
              {c.enabled ? c.category : t('vendors.categoryOff', { category: c.category })}
            </StatusBadge>
          ))}
        </dd>
        <dt>{t('vendors.maintenance')}</dt>
        <dd>
          {v.maintenance
            ? v.maintenance.until
              ? t('vendors.window', {
                  from: formatDateTime(v.maintenance.from),
                  until: formatDateTime(v.maintenance.until),
                })
              : t('vendors.windowOpen', { from: formatDateTime(v.maintenance.from) })
            : t('vendors.noMaintenance')}
        </dd>
        <dt>{t('vendors.lastRefresh')}</dt>
        <dd>
          {v.lastRefresh ? (
            <>
              <StatusBadge tone={v.lastRefresh.ok ? 'success' : 'danger'}>
                {v.lastRefresh.ok ? t('vendors.refreshOk') : t('vendors.refreshError')}
              </StatusBadge>{' '}
              {formatDateTime(v.lastRefresh.at)} · {v.lastRefresh.message}
            </>
          ) : (
            t('vendors.never')
          )}
        </dd>
      </dl>
      {pendingApproval !== undefined ? (
        <p role="status" className="games-vendor__pending">
          <StatusBadge tone="warning">{t('vendors.pending')}</StatusBadge>{' '}
          {t('vendors.pendingText', { id: pendingApproval })}
        </p>
      ) : null}
      {v.secretReveal ? <RevealSecret vendor={v} /> : null}
      <div className="games-vendor__actions">
        <Can permission="vendors.write">
          <button
            type="button"
            className="button"
            onClick={onMaintenance}
            aria-label={t('vendors.editMaintenanceOf', { name: v.displayName })}
          >
            <Wrench size={16} aria-hidden /> {t('vendors.editMaintenance')}
          </button>
          {v.integration ? (
            <button
              type="button"
              className="button"
              onClick={runRefresh}
              disabled={refresh.isPending}
              aria-busy={refresh.isPending}
              aria-label={t('vendors.refreshOf', { name: v.displayName })}
            >
              <RefreshCw size={16} aria-hidden /> {t('vendors.refresh')}
            </button>
          ) : null}
        </Can>
        {v.integration ? (
          <Can permission="vendors.secrets">
            <button
              type="button"
              className="button button--danger"
              onClick={onRotate}
              aria-label={t('vendors.rotateOf', { name: v.displayName })}
            >
              <KeyRound size={16} aria-hidden /> {t('vendors.rotate')}
            </button>
          </Can>
        ) : null}
      </div>
    </section>
  );
};

/** The checker who approved a rotation reads the new secret here, once. */
const RevealSecret = ({ vendor }: { vendor: OperatorVendor }) => {
  const { t } = useTranslation('games');
  const toast = useToast();
  const reveal = useRevealSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const id = vendor.secretReveal?.id;
  if (secret)
    return (
      <div className="games-vendor__secret" role="status">
        <p>{t('vendors.secretOnce')}</p>
        <code data-testid="vendor-secret">{secret}</code>
      </div>
    );
  if (id === undefined) return null;
  return (
    <div className="games-vendor__secret">
      <p>{t('vendors.revealReady', { until: formatDateTime(vendor.secretReveal?.expiresAt) })}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={reveal.isPending}
        onClick={() =>
          reveal.mutate(
            { id },
            { onSuccess: (r) => setSecret(r.secret), onError: (err) => toast.error(errorText(t, err)) },
          )
        }
      >
        <KeyRound size={16} aria-hidden /> {t('vendors.reveal')}
      </button>
    </div>
  );
};

const MaintenanceDialog = ({ vendor, onClose }: { vendor: OperatorVendor | null; onClose: () => void }) =>
  vendor ? <MaintenanceForm key={vendor.code} vendor={vendor} onClose={onClose} /> : null;

/** The maintenance window: from (required to set one) and until (empty: until cleared). */
const MaintenanceForm = ({ vendor, onClose }: { vendor: OperatorVendor; onClose: () => void }) => {
  const { t } = useTranslation('games');
  const toast = useToast();
  const set = useSetMaintenance();
  const form = useContractForm(operatorSetVendorMaintenance, {
    defaultValues: {
      vendor: vendor.code,
      from: vendor.maintenance?.from ?? null,
      until: vendor.maintenance?.until ?? null,
    },
  });
  const errors = form.formState.errors;
  const save = async (from: number | null, until: number | null) => {
    try {
      await set.mutateAsync({ vendor: vendor.code, from, until });
      toast.success(
        t(from === null ? 'vendors.maintenanceCleared' : 'vendors.maintenanceSaved', { name: vendor.displayName }),
      );
      onClose();
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  const setTime = (field: 'from' | 'until', value: string) =>
    form.setValue(field, fromLocalInput(value), { shouldValidate: form.formState.isSubmitted });
  return (
    <ConfirmDialog
      open
      title={t('vendors.maintenanceTitle', { name: vendor.displayName })}
      confirmLabel={t('vendors.saveMaintenance')}
      busy={set.isPending}
      onConfirm={() => form.handleSubmit((b) => save(b.from, b.until))()}
      onCancel={onClose}
    >
      <FormField label={t('vendors.from')} hint={t('vendors.fromHint')} error={errors.from}>
        <input
          type="datetime-local"
          defaultValue={toLocalInput(vendor.maintenance?.from)}
          onChange={(e) => setTime('from', e.target.value)}
        />
      </FormField>
      <FormField label={t('vendors.until')} hint={t('vendors.untilHint')} error={errors.until}>
        <input
          type="datetime-local"
          defaultValue={toLocalInput(vendor.maintenance?.until)}
          onChange={(e) => setTime('until', e.target.value)}
        />
      </FormField>
      {vendor.maintenance ? (
        <button type="button" className="button" disabled={set.isPending} onClick={() => void save(null, null)}>
          {t('vendors.clearMaintenance')}
        </button>
      ) : null}
    </ConfirmDialog>
  );
};

const RotateDialog = ({
  vendor,
  onClose,
  onPending,
}: {
  vendor: OperatorVendor | null;
  onClose: () => void;
  onPending: (code: string, id: number) => void;
}) => {
  const { t } = useTranslation('games');
  const toast = useToast();
  const rotate = useRotateSecret();
  const form = useContractForm(operatorRotateVendorSecret, { values: { vendor: vendor?.code ?? '', reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      const outcome = await rotate.mutateAsync(body);
      if (outcome.status === 'PENDING' && outcome.approvalId !== undefined) onPending(body.vendor, outcome.approvalId);
      toast.success(t('vendors.rotationRequested'));
      form.reset();
      onClose();
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  return (
    <ConfirmDialog
      open={Boolean(vendor)}
      title={vendor ? t('vendors.rotateTitle', { name: vendor.displayName }) : ''}
      tone="danger"
      confirmLabel={t('vendors.requestRotation')}
      busy={rotate.isPending}
      onConfirm={() => submit()}
      onCancel={() => {
        form.reset();
        onClose();
      }}
    >
      <p>{t('vendors.rotateText')}</p>
      <FormField label={t('vendors.reason')} error={form.formState.errors.reason}>
        <textarea rows={3} maxLength={200} {...form.register('reason')} />
      </FormField>
    </ConfirmDialog>
  );
};

export default VendorsPage;
