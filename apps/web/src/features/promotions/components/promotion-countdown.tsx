import type { PromotionCard } from '@pagoda/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { durationParts, useNow } from '../hooks/use-countdown';

/** "Starts in" before the window, "Ends in" during it, nothing when open-ended or over. */
export const PromotionCountdown = ({ promotion }: { promotion: Pick<PromotionCard, 'startAt' | 'endAt'> }) => {
  const { t } = useTranslation();
  const now = useNow();
  const upcoming = promotion.startAt > now;
  const target = upcoming ? promotion.startAt : promotion.endAt;
  if (target === null || target <= now) return null;
  const left = target - now;
  const p = durationParts(left);
  const time =
    p.days > 0
      ? t('promo.countdown_days', { days: p.days, time: `${p.hh}:${p.mm}:${p.ss}` })
      : `${p.hh}:${p.mm}:${p.ss}`;
  return (
    <p className="promo-countdown">
      <Clock size={14} aria-hidden="true" />
      <span>{upcoming ? t('promo.starts_in') : t('promo.ends_in')}</span>
      <time className="promo-countdown__time">{time}</time>
    </p>
  );
};
