import type { PromotionState } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';

const TONE = { DRAFT: 'neutral', LIVE: 'success', ENDED: 'warning' } as const;

export const StateBadge = ({ state }: { state: PromotionState }) => {
  const { t } = useTranslation('promotions');
  return <StatusBadge tone={TONE[state]}>{t(`state.${state}`)}</StatusBadge>;
};
