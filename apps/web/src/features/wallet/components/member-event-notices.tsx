import './wallet.css';
import { X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { type MemberEvent, useMemberEvents } from '../hooks/use-member-events';

type Notice = { id: number; text: string; ok: boolean };
const NOTICE_MS = 8_000;
let seq = 0;

/**
 * Opens the member's push channel while logged in and shows DEPOSIT and WITHDRAW results as
 * notices in the corner (the balance itself refreshes through the query invalidation).
 */
export const MemberEventNotices = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const onEvent = useCallback(
    (e: MemberEvent) => {
      if (e.type !== 'DEPOSIT' && e.type !== 'WITHDRAW') return;
      const amount = typeof e.data.amount === 'number' ? formatMoney(e.data.amount) : '';
      const ok = e.data.success === true;
      const key = `wallet.push_${e.type.toLowerCase()}_${ok ? 'ok' : 'failed'}`;
      const remarks = typeof e.data.remarks === 'string' && e.data.remarks ? ` ${e.data.remarks}` : '';
      setNotices((n) => [...n.slice(-2), { id: ++seq, text: t(key, { amount }) + remarks, ok }]);
    },
    [t],
  );
  useMemberEvents(token, onEvent);
  useEffect(() => {
    if (notices.length === 0) return;
    const timer = setTimeout(() => setNotices((n) => n.slice(1)), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notices]);
  // The live region stays in the page so screen readers announce what is added to it.
  return (
    <div className="wallet-toasts" role="status" aria-live="polite">
      {notices.map((n) => (
        <p key={n.id} className={`wallet-toast${n.ok ? '' : ' wallet-toast--bad'}`}>
          <span>{n.text}</span>
          <button
            type="button"
            aria-label={t('app.close')}
            onClick={() => setNotices((all) => all.filter((x) => x.id !== n.id))}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </p>
      ))}
    </div>
  );
};
