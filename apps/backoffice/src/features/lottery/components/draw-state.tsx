import type { LotteryDrawState } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';

const TONE: Record<LotteryDrawState, BadgeTone> = {
  UPCOMING: 'neutral',
  OPEN: 'info',
  CLOSED: 'warning',
  DRAWN: 'warning',
  CONFIRMED: 'info',
  SETTLED: 'success',
  VOID: 'danger',
};

/** A draw's state as a chip. */
export const DrawState = ({ state }: { state: LotteryDrawState }) => {
  const { t } = useTranslation('lottery');
  return <StatusBadge tone={TONE[state]}>{t(`states.${state}`)}</StatusBadge>;
};

/** The "waiting for a second operator" badge. */
export const AwaitingBadge = () => {
  const { t } = useTranslation('lottery');
  return <StatusBadge tone="warning">{t('draws.awaiting')}</StatusBadge>;
};
