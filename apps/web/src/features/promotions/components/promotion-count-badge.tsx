import { useTranslation } from 'react-i18next';
import { usePromotionCount } from '../api/get-promotion-count';
import './promotion-count-badge.css';

/** The count of promotions the member can act on now (spec §2), beside the Promotions menu entry. */
export const PromotionCountBadge = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const count = usePromotionCount(token);
  const n = count.data?.available ?? 0;
  if (!token || n === 0) return null;
  return (
    // Hidden from the link's accessible name ("Promotions" stays the name); the title tells sighted users.
    <span className="promo-count" aria-hidden="true" title={t('promo.available', { n })}>
      {n > 99 ? '99+' : n}
    </span>
  );
};
