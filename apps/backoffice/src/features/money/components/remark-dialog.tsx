import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Asks for the remark of a rejection or a dispute's resolution (required, up to 200 characters),
 * and for a resolution the refund (empty: what the member did not receive). Give it a `key` per order,
 * so each opening starts empty.
 */
export const RemarkDialog = ({
  open,
  title,
  confirmLabel,
  withRefund = false,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  withRefund?: boolean;
  busy: boolean;
  onConfirm: (v: { remark: string; refund?: string }) => Promise<void>;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('money');
  const id = useId();
  const [remark, setRemark] = useState('');
  const [refund, setRefund] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      tone={withRefund ? 'primary' : 'danger'}
      busy={busy}
      onCancel={onCancel}
      onConfirm={async () => {
        const text = remark.trim();
        if (!text || text.length > 200 || /[<>]/.test(text)) {
          setError(t('remark.invalid'));
          return;
        }
        if (refund.trim() && !/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(refund.trim())) {
          setError(t('remark.refundInvalid'));
          return;
        }
        await onConfirm({ remark: text, ...(refund.trim() ? { refund: refund.trim() } : {}) });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-remark`}>
          {t('remark.label')}
        </label>
        <textarea
          id={`${id}-remark`}
          className="input"
          rows={3}
          maxLength={200}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {withRefund ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-refund`}>
            {t('remark.refund')}
          </label>
          <input
            id={`${id}-refund`}
            className="input"
            inputMode="decimal"
            value={refund}
            onChange={(e) => setRefund(e.target.value)}
            aria-describedby={`${id}-refund-hint`}
          />
          <p id={`${id}-refund-hint`} className="field__hint">
            {t('remark.refundHint')}
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
};
