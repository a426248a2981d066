import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';

/** A member's status as a badge (active green, locked red). */
export const MemberStatus = ({ status }: { status: 'ACTIVE' | 'LOCKED' }) => {
  const { t } = useTranslation('members');
  return <StatusBadge tone={status === 'ACTIVE' ? 'success' : 'danger'}>{t(`status.${status}`)}</StatusBadge>;
};

/** The member type's name (player, agent levels, trial). */
export const useMemberType = () => {
  const { t } = useTranslation('members');
  return (type: number) => t(`type.${type}`, { defaultValue: String(type) });
};
