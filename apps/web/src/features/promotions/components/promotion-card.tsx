import type { PromotionCard as Card } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PromotionAction } from './promotion-action';
import { PromotionCountdown } from './promotion-countdown';

type Props = {
  promotion: Card;
  isLoggedIn: boolean;
  onLogin: () => void;
  onOpenRewards?: (() => void) | undefined;
};

/** One promotion on /promotions: image, type, title, summary, countdown and the member's action. */
export const PromotionCard = ({ promotion, isLoggedIn, onLogin, onOpenRewards }: Props) => {
  const { t } = useTranslation();
  const href = `/promoDetail?id=${promotion.id}`;
  return (
    <article className="promo-card" aria-labelledby={`promo-${promotion.id}-title`}>
      <Link to={href} className="promo-card__image" tabIndex={-1} aria-hidden="true">
        {promotion.imageUrl ? <img src={promotion.imageUrl} alt="" loading="lazy" width={800} height={400} /> : null}
        <span className="promo-card__type">{t(`promo.type.${promotion.type}`)}</span>
      </Link>
      <div className="promo-card__body">
        <h2 id={`promo-${promotion.id}-title`} className="promo-card__title">
          <Link to={href}>{promotion.title}</Link>
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        {promotion.mechanic === 'CHECKIN' && promotion.streak > 0 ? (
          <p className="promo-card__meta">{t('promo.streak', { days: promotion.streak })}</p>
        ) : null}
        {promotion.status === 'rejected' && promotion.remark ? (
          <p className="promo-card__remark">{t('promo.remark', { remark: promotion.remark })}</p>
        ) : null}
        <PromotionCountdown promotion={promotion} />
        <div className="promo-card__actions">
          <PromotionAction
            promotion={promotion}
            isLoggedIn={isLoggedIn}
            onLogin={onLogin}
            onOpenRewards={onOpenRewards}
          />
          <Link to={href} className="btn">
            {t('promo.details')}
          </Link>
        </div>
      </div>
    </article>
  );
};
