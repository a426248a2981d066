import { PROMOTION_TYPES, type PromotionType } from '@pagoda/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from './promotion-card';
import './promotions.css';

type Props = {
  token: string | null;
  onLogin: () => void;
  onOpenRewards?: (() => void) | undefined;
};

const TABS = ['ALL', ...PROMOTION_TYPES] as const;

/** /promotions: type tabs (kept in ?type=), the cards with countdowns and each member's status. */
export const PromotionsPage = ({ token, onLogin, onOpenRewards }: Props) => {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = (PROMOTION_TYPES as readonly string[]).includes(raw ?? '') ? (raw as PromotionType) : undefined;
  const list = usePromotions(type, i18n.language, token);
  return (
    <div className="container page promo-page">
      <h1>{t('promo.title')}</h1>
      <div className="promo-tabs" role="tablist" aria-label={t('promo.types')}>
        {TABS.map((k) => {
          const active = (type ?? 'ALL') === k;
          return (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={active}
              className={`promo-tab${active ? ' is-active' : ''}`}
              onClick={() => setParams(k === 'ALL' ? {} : { type: k }, { replace: true })}
            >
              {t(`promo.type.${k}`)}
            </button>
          );
        })}
      </div>
      {list.isPending ? (
        <div className="promo-grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="promo-card promo-card--placeholder" />
          ))}
        </div>
      ) : list.isError ? (
        <p className="promo-empty" role="alert">
          {t('promo.load_failed')}
        </p>
      ) : list.data.list.length === 0 ? (
        <p className="promo-empty">
          <Gift size={20} aria-hidden="true" /> {t('promo.empty')}
        </p>
      ) : (
        <div className="promo-grid">
          {list.data.list.map((p) => (
            <PromotionCard
              key={p.id}
              promotion={p}
              isLoggedIn={token !== null}
              onLogin={onLogin}
              onOpenRewards={onOpenRewards}
            />
          ))}
        </div>
      )}
    </div>
  );
};
