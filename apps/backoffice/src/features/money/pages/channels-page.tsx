import type { ApprovalOutcome, OperatorChannel } from '@pagoda/contracts';
import { Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { errorText } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format';
import { useChannels } from '../api/channels';
import { ChannelForm } from '../components/channel-form';
import { OutcomeNotice } from '../components/outcome-notice';
import '../money.css';

const hours = (c: OperatorChannel, always: string) =>
  c.openFrom && c.openTo ? `${c.openFrom}–${c.openTo} (${c.timeZone})` : always;

/** The brand's deposit and payout channels; every change waits for a second operator. */
const ChannelsPage = () => {
  const { t } = useTranslation('money');
  const channels = useChannels();
  const [editing, setEditing] = useState<OperatorChannel | null>(null);
  const [outcome, setOutcome] = useState<ApprovalOutcome | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (editing && !d.open) d.showModal?.();
    if (!editing && d.open) d.close?.();
  }, [editing]);

  return (
    <>
      <PageHeader title={t('channels.title')} description={t('channels.description')} />
      {outcome ? <OutcomeNotice outcome={outcome} /> : null}
      {channels.isError ? <p className="form-error">{errorText(t, channels.error)}</p> : null}
      <section className="grid" aria-label={t('channels.title')}>
        <div className="grid__scroll">
          <table className="grid__table">
            <thead>
              <tr>
                <th scope="col">{t('channels.name')}</th>
                <th scope="col">{t('channels.type')}</th>
                <th scope="col">{t('channels.use')}</th>
                <th scope="col" className="money-right">
                  {t('channels.limits')}
                </th>
                <th scope="col">{t('channels.fixedAmounts')}</th>
                <th scope="col">{t('channels.fees')}</th>
                <th scope="col">{t('channels.hours')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col">{t('actions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(channels.data ?? []).map((c) => (
                <tr key={c.code}>
                  <td>
                    <strong>{c.name}</strong>
                    <div className="money-muted">{c.code}</div>
                  </td>
                  <td>{c.type}</td>
                  <td>
                    {[c.deposit ? t('channels.deposit') : null, c.withdraw ? t('channels.withdraw') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  <td className="money-right">
                    <Money value={c.minAmount} /> – <Money value={c.maxAmount} />
                  </td>
                  <td>{c.fixedAmounts.map((a) => formatMoney(a)).join(', ')}</td>
                  <td>
                    {(c.feeRateBp / 100).toFixed(2)}% + {formatMoney(c.feeFixed)}
                  </td>
                  <td>{hours(c, t('channels.always'))}</td>
                  <td>
                    <StatusBadge tone={!c.enabled ? 'neutral' : c.openNow ? 'success' : 'warning'}>
                      {!c.enabled ? t('channels.disabled') : c.openNow ? t('channels.open') : t('channels.closed')}
                    </StatusBadge>
                  </td>
                  <td>
                    <Can permission="channels.write">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => {
                          setOutcome(null);
                          setEditing(c);
                        }}
                        aria-label={t('channels.edit', { name: c.name })}
                      >
                        <Pencil size={14} aria-hidden /> {t('actions.edit')}
                      </button>
                    </Can>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <dialog
        ref={dialog}
        className="money-drawer money-drawer--wide"
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault();
          setEditing(null);
        }}
      >
        <header className="money-drawer__header">
          <h2 id={titleId}>{t('channels.editTitle', { name: editing?.name ?? '' })}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={() => setEditing(null)}
            aria-label={t('actions.close')}
          >
            <X size={18} aria-hidden />
          </button>
        </header>
        <p className="money-muted">{t('channels.approvalNote')}</p>
        {editing ? (
          <ChannelForm
            key={editing.code}
            channel={editing}
            onCancel={() => setEditing(null)}
            onSubmitted={(o) => {
              setOutcome(o);
              setEditing(null);
            }}
          />
        ) : null}
      </dialog>
    </>
  );
};

export default ChannelsPage;
