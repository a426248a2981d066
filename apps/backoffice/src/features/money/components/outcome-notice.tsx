import type { ApprovalOutcome } from '@pagoda/contracts';
import { CheckCircle2, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a maker-checker call answered: done now, or waiting for a second operator (with the request number). */
export const OutcomeNotice = ({ outcome, executed }: { outcome: ApprovalOutcome; executed?: ReactNode }) => {
  const { t } = useTranslation('money');
  const pending = outcome.status === 'PENDING';
  return (
    <div className={`notice money-outcome money-outcome--${pending ? 'pending' : 'executed'}`} role="status">
      {pending ? <Hourglass size={18} aria-hidden /> : <CheckCircle2 size={18} aria-hidden />}
      <div>
        <strong>{t(`outcome.${outcome.status}`)}</strong>
        <p>{pending ? t('outcome.pendingText', { id: outcome.approvalId ?? '' }) : executed}</p>
      </div>
    </div>
  );
};
