import type { ApprovalStatus } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, StatusBadge } from '../../../components/status-badge';

const TONE: Record<ApprovalStatus, BadgeTone> = {
  PENDING: 'warning',
  EXECUTING: 'info',
  APPROVED: 'success',
  REJECTED: 'neutral',
  FAILED: 'danger',
};

export const ApprovalStatusBadge = ({ status }: { status: ApprovalStatus }) => {
  const { t } = useTranslation('approvals');
  return <StatusBadge tone={TONE[status]}>{t(`status.${status}`)}</StatusBadge>;
};
