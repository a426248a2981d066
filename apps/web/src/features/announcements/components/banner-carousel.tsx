import type { Announcement } from '@pagoda/contracts';
import { BANNER_AUTOPLAY_MS } from '@pagoda/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { imageUrl } from '../../../lib/image-cdn';
import { useBannersState } from '../api/get-announcements';
import './banner-carousel.css';

/** Where a banner click goes: URL (external or route), promotion P, or game G. */
export const bannerTarget = (b: Announcement): { kind: 'external' | 'route'; to: string } | null => {
  switch (b.linkageType) {
    case 'URL':
      if (!b.linkage) return null;
      return /^https?:\/\//.test(b.linkage)
        ? { kind: 'external', to: b.linkage }
        : { kind: 'route', to: b.linkage.startsWith('/') ? b.linkage : `/${b.linkage}` };
    case 'P':
      return { kind: 'route', to: `/promotions#${encodeURIComponent(b.linkage)}` };
    case 'G':
      return b.nodeId || b.linkage
        ? {
            kind: 'route',
            to: `/game?${new URLSearchParams({ nodeId: b.nodeId || b.linkage, vendor: b.vendor, roomId: b.roomId }).toString()}`,
          }
        : null;
    default:
      return null;
  }
};

/** The banner art's intrinsic size (4:1, as the block's aspect ratio), so the first image is sized before it loads. */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 480;

/**
 * The first slide's image is the page's largest paint: loaded eagerly at high priority (the server also
 * preloads it from index.html), the others lazily.
 */
const BannerImage = ({ banner, first }: { banner: Announcement; first: boolean }) => (
  <img
    src={imageUrl(banner.url)}
    alt={banner.title}
    width={BANNER_WIDTH}
    height={BANNER_HEIGHT}
    loading={first ? 'eager' : 'lazy'}
    fetchPriority={first ? 'high' : 'auto'}
    decoding={first ? 'sync' : 'async'}
  />
);

/**
 * Shows a page group's banners; none means no block at all. While they load, an empty block of the final
 * size holds their space, so nothing below moves when they arrive. Autoplays every 5 s with dots. Key it by group.
 */
export const BannerCarousel = ({ group }: { group: string | null }) => {
  const { banners, pending } = useBannersState(group);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = banners.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused, current]);

  if (pending) return <div className="banner" aria-hidden="true" data-testid="banner-placeholder" />;
  if (count === 0) return null;

  const open = (b: Announcement) => {
    const target = bannerTarget(b);
    if (!target) return;
    if (target.kind === 'external') window.open(target.to, '_blank', 'noopener,noreferrer');
    else void navigate(target.to);
  };

  return (
    <section
      className="banner"
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      data-testid="banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="banner__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((b, i) => {
          const clickable = bannerTarget(b) !== null;
          return (
            <div
              key={b.bannerId}
              className={`banner__slide${clickable ? ' is-link' : ''}`}
              role="group"
              aria-roledescription={t('banner.slide')}
              aria-hidden={i !== current}
              data-active={i === current}
            >
              {clickable ? (
                <button type="button" className="banner__hit" onClick={() => open(b)} tabIndex={i === current ? 0 : -1}>
                  <BannerImage banner={b} first={i === 0} />
                </button>
              ) : (
                <BannerImage banner={b} first={i === 0} />
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="banner__dots">
          {banners.map((b, i) => (
            <button
              key={b.bannerId}
              type="button"
              className={i === current ? 'is-active' : ''}
              aria-label={t('banner.go_to', { index: i + 1 })}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
};
