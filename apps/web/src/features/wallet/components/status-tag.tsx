import { useTranslation } from 'react-i18next';

const GOOD = new Set(['PAID', 'CONFIRMED', 'RESOLVED']);
const BAD = new Set(['FAILED', 'EXPIRED', 'CANCELLED', 'REJECTED', 'DISPUTED']);

/** A deposit or withdrawal status as a coloured tag with its translated name. */
export const StatusTag = ({ kind, status }: { kind: 'deposit' | 'withdraw'; status: string }) => {
  const { t } = useTranslation();
  const tone = GOOD.has(status) ? 'good' : BAD.has(status) ? 'bad' : 'wait';
  return <span className={`status-tag status-tag--${tone}`}>{t(`wallet.${kind}_status.${status}`)}</span>;
};
