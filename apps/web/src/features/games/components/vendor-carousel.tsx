import type { GameCategory, VendorCard } from '@pagoda/contracts';
import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/image-cdn';
import { iconFallback } from './game-card';
import './hot-badge.css';

/** Slides shown at once: 7 for RNG, else 5; more vendors than that scroll by themselves. */
export const slidesFor = (gameType: GameCategory) => (gameType === 'RNG' ? 7 : 5);
const AUTO_SCROLL_MS = 3_000;

type Props = {
  gameType: GameCategory;
  vendors: VendorCard[];
  selected: string;
  onSelect: (vassalage: string) => void;
};

export const VendorCarousel = ({ gameType, vendors, selected, onSelect }: Props) => {
  const { t } = useTranslation();
  const slides = slidesFor(gameType);
  const scrolls = vendors.length > slides;
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const maxStart = Math.max(0, vendors.length - slides);

  useEffect(() => {
    if (!scrolls || paused) return;
    const id = setInterval(() => setStart((s) => (s >= maxStart ? 0 : s + 1)), AUTO_SCROLL_MS);
    return () => clearInterval(id);
  }, [scrolls, paused, maxStart]);

  const visible = scrolls ? vendors.slice(start, start + slides) : vendors;
  return (
    <div
      className="vendor-carousel"
      style={{ ['--slides' as string]: String(slides + 1) }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-auto-scroll={scrolls ? 'on' : 'off'}
    >
      {scrolls ? (
        <button
          type="button"
          className="vendor-carousel__arrow"
          aria-label={t('games.previous_vendors')}
          onClick={() => setStart((s) => (s <= 0 ? maxStart : s - 1))}
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
      ) : null}
      <div className="vendor-carousel__track" role="radiogroup" aria-label={t('games.vendors')}>
        <button
          type="button"
          role="radio"
          aria-checked={selected === ''}
          className={`vendor-slide${selected === '' ? ' is-active' : ''}`}
          onClick={() => onSelect('')}
        >
          <span className="vendor-slide__all" aria-hidden="true">
            <Star size={18} />
          </span>
          <span>{t('games.all_vendors')}</span>
        </button>
        {visible.map((v) => (
          <button
            key={v.id}
            type="button"
            role="radio"
            aria-checked={selected === v.vassalage}
            className={`vendor-slide${selected === v.vassalage ? ' is-active' : ''}`}
            onClick={() => onSelect(v.vassalage)}
          >
            {v.isHot === 1 ? <span className="hot-badge">{t('app.hot')}</span> : null}
            <img
              src={imageUrl(v.smallIcon || '/demo/game-default.svg')}
              alt=""
              width={44}
              height={44}
              onError={iconFallback}
            />
            <span>{v.displayName}</span>
          </button>
        ))}
      </div>
      {scrolls ? (
        <button
          type="button"
          className="vendor-carousel__arrow"
          aria-label={t('games.next_vendors')}
          onClick={() => setStart((s) => (s >= maxStart ? 0 : s + 1))}
        >
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      ) : null}
    </div>
  );
};
