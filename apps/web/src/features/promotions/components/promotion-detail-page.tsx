import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { sanitizeHtml } from '../../../lib/sanitize';
import { usePromotionDetail } from '../api/get-promotion-detail';
import { PromotionAction } from './promotion-action';
import { PromotionCountdown } from './promotion-countdown';
import './promotions.css';

type Props = {
  token: string | null;
  onLogin: () => void;
  onOpenRewards?: (() => void) | undefined;
};

/** /promoDetail?id=: the sanitised content, the check-in ladder, the terms and the action button. */
export const PromotionDetailPage = ({ token, onLogin, onOpenRewards }: Props) => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const detail = usePromotionDetail(Number.isInteger(id) ? id : 0, i18n.language, token);
  const back = (
    <Link to="/promotions" className="btn btn--link promo-detail__back">
      <ArrowLeft size={16} aria-hidden="true" /> {t('promo.back')}
    </Link>
  );
  if (!(id > 0) || detail.isError)
    return (
      <div className="container page promo-detail">
        {back}
        <h1>{t('promo.not_found')}</h1>
      </div>
    );
  if (detail.isPending) return <div className="container page promo-detail" aria-busy="true" />;
  const p = detail.data;
  return (
    <div className="container page promo-detail">
      {back}
      <article className="promo-detail__card">
        {p.imageUrl ? <img className="promo-detail__image" src={p.imageUrl} alt="" width={800} height={400} /> : null}
        <div className="promo-detail__head">
          <span className="promo-card__type">{t(`promo.type.${p.type}`)}</span>
          <h1>{p.title}</h1>
          <p className="promo-card__summary">{p.summary}</p>
          <PromotionCountdown promotion={p} />
          {p.status === 'rejected' && p.remark ? (
            <p className="promo-card__remark">{t('promo.remark', { remark: p.remark })}</p>
          ) : null}
          <PromotionAction promotion={p} isLoggedIn={token !== null} onLogin={onLogin} onOpenRewards={onOpenRewards} />
        </div>
        {p.checkinAmounts.length ? (
          <section aria-label={t('promo.checkin_ladder')}>
            <h2>{t('promo.checkin_ladder')}</h2>
            <ol className="promo-ladder">
              {p.checkinAmounts.map((a, i) => (
                <li key={i} className={`promo-ladder__day${i < p.streak ? ' is-done' : ''}`}>
                  <span>{t('promo.day', { day: i + 1 })}</span>
                  <strong>{formatMoney(a)}</strong>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <div className="rich-text promo-detail__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.body) }} />
        {p.terms ? (
          <section className="promo-detail__terms">
            <h2>{t('promo.terms')}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.terms) }} />
          </section>
        ) : null}
      </article>
    </div>
  );
};
