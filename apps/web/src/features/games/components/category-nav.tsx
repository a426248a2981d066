import { DROPDOWN_MAX_VENDORS } from '@pagoda/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { imageUrl } from '../../../lib/image-cdn';
import { DROPDOWN_BLUR_DELAY_MS } from '../../../lib/ui-timings';
import { useVendorLanes } from '../api/get-game-vendors';
import { categoryPath, vendorPath } from '../category-path';
import './category-nav.css';
import './hot-badge.css';

const FALLBACK_ICON = '/demo/game-default.svg';

/** One entry per category with vendors; its dropdown shows at most 11 vendor icons. */
export const CategoryNav = () => {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = (title: string) => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setOpen(title);
  };
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(null), DROPDOWN_BLUR_DELAY_MS);
  };

  return (
    <>
      {lanes.map((lane) => {
        const cards = lane.cards.slice(0, DROPDOWN_MAX_VENDORS);
        const label = t(`nav.category.${lane.title}`);
        return (
          <li
            key={lane.title}
            className="nav-category"
            onMouseEnter={() => show(lane.title)}
            onMouseLeave={hide}
            onFocus={() => show(lane.title)}
            onBlur={hide}
          >
            <NavLink
              to={categoryPath(lane.title, lane.cards[0])}
              aria-haspopup="true"
              aria-expanded={open === lane.title}
            >
              {label}
            </NavLink>
            {open === lane.title ? (
              <div className="nav-dropdown" role="menu" aria-label={t('nav.vendors_of', { category: label })}>
                {cards.map((card) => (
                  <Link
                    key={card.id}
                    role="menuitem"
                    to={vendorPath(lane.title, card)}
                    className="nav-dropdown__vendor"
                  >
                    {card.isHot === 1 ? <span className="hot-badge">{t('app.hot')}</span> : null}
                    <img
                      src={imageUrl(card.smallIcon || FALLBACK_ICON)}
                      alt=""
                      width={48}
                      height={48}
                      onError={(e) => {
                        // One fallback attempt only, so a broken fallback cannot loop.
                        const img = e.currentTarget;
                        if (!img.dataset.fallback) {
                          img.dataset.fallback = '1';
                          img.src = FALLBACK_ICON;
                        }
                      }}
                    />
                    <span>{card.displayName}</span>
                  </Link>
                ))}
                {cards.length === DROPDOWN_MAX_VENDORS ? (
                  <Link role="menuitem" to={categoryPath(lane.title, lane.cards[0])} className="nav-dropdown__more">
                    {t('app.more')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </>
  );
};

/** Category links for the footer MENU. */
export const CategoryLinks = () => {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  return (
    <>
      {lanes.map((lane) => (
        <li key={lane.title}>
          <Link to={categoryPath(lane.title, lane.cards[0])}>{t(`nav.category.${lane.title}`)}</Link>
        </li>
      ))}
    </>
  );
};

/** Vendor logos for the footer; renders nothing until vendors exist. */
export const VendorLogos = () => {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const seen = new Set<string>();
  const cards = lanes
    .flatMap((l) => l.cards)
    .filter((c) => !seen.has(c.accountTypeName) && seen.add(c.accountTypeName));
  if (cards.length === 0) return null;
  return (
    <section className="footer__vendors" aria-label={t('footer.providers')}>
      {cards.map((c) => (
        <img
          key={c.accountTypeName}
          src={imageUrl(c.smallIcon || FALLBACK_ICON)}
          alt={c.displayName}
          width={32}
          height={32}
        />
      ))}
    </section>
  );
};
