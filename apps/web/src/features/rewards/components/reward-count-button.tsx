import './rewards.css';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRewardCount } from '../api/get-reward-count';

/** The top bar's unclaimed-items count (spec §2); opens the reward centre. */
export const RewardCountButton = ({ onOpen }: { onOpen: () => void }) => {
  const { t } = useTranslation();
  const count = useRewardCount().data ?? 0;
  return (
    <button
      type="button"
      className="icon-btn reward-count"
      onClick={onOpen}
      aria-label={t('rewards.unclaimed', { count })}
      title={t('rewards.unclaimed', { count })}
      data-testid="reward-count"
    >
      <Gift aria-hidden="true" size={16} />
      {count > 0 ? <span className="reward-count__badge">{count}</span> : null}
    </button>
  );
};
