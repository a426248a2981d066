import './games.css';
import type { VendorCard } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { formatTime } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-cdn';
import { gameVendorsQueryOptions } from '../api/get-game-vendors';
import { gamesErrorText } from '../error-text';
import type { GameSession } from '../hooks/use-start-game';
import { useVendorLaunch } from '../hooks/use-vendor-launch';
import { DEFAULT_GAME_ICON, iconFallback } from './game-card';
import './hot-badge.css';

export type SportsCategory = 'SPORTS' | 'ESPORTS';

/** Where a vendor's maintenance window stands at `now` (the card shows it, so players see when it is back). */
export const maintenanceState = (
  m: VendorCard['maintenance'],
  now: number,
): { kind: 'down'; until: number | null } | { kind: 'planned'; from: number } | null => {
  if (!m) return null;
  if (m.endTime !== null && m.endTime <= now) return null;
  if (m.maintainTime > now) return { kind: 'planned', from: m.maintainTime };
  return { kind: 'down', until: m.endTime };
};

/** The clock, ticking each `ms`: a window that starts or ends while the page is open shows so. */
const useNow = (ms: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
};

const BookCard = ({
  card,
  now,
  busy,
  onOpen,
}: {
  card: VendorCard;
  now: number;
  busy: boolean;
  onOpen: (card: VendorCard) => void;
}) => {
  const { t } = useTranslation();
  const state = maintenanceState(card.maintenance, now);
  const noteId = useId();
  return (
    <li className={`sports-book${state?.kind === 'down' ? ' is-down' : ''}`}>
      <button
        type="button"
        className="sports-book__open"
        onClick={() => onOpen(card)}
        disabled={state?.kind === 'down'}
        aria-label={t('games.play', { name: card.displayName })}
        aria-busy={busy || undefined}
        aria-describedby={state ? noteId : undefined}
      >
        <span className="sports-book__art">
          <img
            src={imageUrl(card.lagerIcon || card.smallIcon || DEFAULT_GAME_ICON)}
            alt=""
            width={120}
            height={120}
            onError={iconFallback}
          />
        </span>
        {card.isHot === 1 ? <span className="hot-badge">{t('app.hot')}</span> : null}
        <span className="sports-book__name">{card.displayName}</span>
        <span className="sports-book__cta">
          {state?.kind === 'down'
            ? t('games.sports.maintenance')
            : busy
              ? t('games.direct.opening', { name: card.displayName })
              : t('games.sports.bet_now')}
        </span>
        {state ? (
          <span id={noteId} className="sports-book__note">
            {state.kind === 'down'
              ? state.until
                ? t('games.sports.back_at', { time: formatTime(state.until) })
                : t('games.sports.back_soon')
              : t('games.sports.planned', { time: formatTime(state.from) })}
          </span>
        ) : null}
      </button>
    </li>
  );
};

/** Drawn here (no image files): a pitch with a resting ball, or a game pad, for the empty state. */
const EmptyArt = ({ category }: { category: SportsCategory }) =>
  category === 'SPORTS' ? (
    <svg className="sports-empty__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse className="sports-empty__shadow" cx="120" cy="146" rx="96" ry="8" />
      <rect className="sports-empty__field" x="20" y="28" width="200" height="104" rx="12" />
      <g className="sports-empty__lines">
        <line x1="120" y1="28" x2="120" y2="132" />
        <circle cx="120" cy="80" r="20" />
        <rect x="20" y="54" width="28" height="52" />
        <rect x="192" y="54" width="28" height="52" />
        <rect x="20" y="68" width="10" height="24" />
        <rect x="210" y="68" width="10" height="24" />
      </g>
      <g className="sports-empty__ball">
        <circle cx="120" cy="80" r="13" />
        <path d="M120 72 l7 5 -3 8 h-8 l-3 -8 z" />
      </g>
    </svg>
  ) : (
    <svg className="sports-empty__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse className="sports-empty__shadow" cx="120" cy="146" rx="84" ry="8" />
      <path
        className="sports-empty__field"
        d="M62 48 h116 c22 0 34 16 38 40 l6 30 c3 18 -16 28 -30 14 l-20 -20 h-104 l-20 20 c-14 14 -33 4 -30 -14 l6 -30 c4 -24 16 -40 38 -40 z"
      />
      <g className="sports-empty__lines">
        <path d="M72 70 v28 M58 84 h28" />
        <circle cx="110" cy="96" r="6" />
        <circle cx="130" cy="96" r="6" />
      </g>
      <g className="sports-empty__ball">
        <circle cx="166" cy="74" r="6" />
        <circle cx="180" cy="86" r="6" />
        <circle cx="152" cy="86" r="6" />
        <circle cx="166" cy="98" r="6" />
      </g>
    </svg>
  );

/** The brand offers no vendor in this category: say so, and point somewhere open. */
const Empty = ({ category, hasLive, hasOther }: { category: SportsCategory; hasLive: boolean; hasOther: boolean }) => {
  const { t } = useTranslation();
  const other: SportsCategory = category === 'SPORTS' ? 'ESPORTS' : 'SPORTS';
  return (
    <section className="sports-empty" aria-labelledby="sports-empty-title">
      <EmptyArt category={category} />
      <h2 id="sports-empty-title">{t(`games.sports.empty_title_${category}`)}</h2>
      <p>{t(`games.sports.empty_body_${category}`)}</p>
      <div className="sports-empty__links">
        {hasLive ? (
          <Link to="/live" className="btn btn--primary">
            {t('games.sports.to_live')}
          </Link>
        ) : (
          <Link to="/" className="btn btn--primary">
            {t('games.back_home')}
          </Link>
        )}
        {hasOther ? (
          <Link to={other === 'ESPORTS' ? '/esports' : '/sports'} className="btn btn--ghost">
            {t(`games.sports.to_${other}`)}
          </Link>
        ) : null}
      </div>
    </section>
  );
};

/**
 * /sports and /esports, one screen: the category's vendors as large cards, each
 * opening its sportsbook (the vendor's first game) through the start-game flow.
 */
export const SportsPage = ({ category, session }: { category: SportsCategory; session: GameSession }) => {
  const { t } = useTranslation();
  const vendors = useQuery(gameVendorsQueryOptions());
  const launcher = useVendorLaunch(session);
  const now = useNow(30_000);
  const lanes = vendors.data?.data.lanes ?? [];
  const cards = lanes.find((l) => l.title === category)?.cards ?? [];
  const has = (title: string) => lanes.some((l) => l.title === title && l.cards.length > 0);
  return (
    <div className="container page games-page sports-page">
      <div className="sports-page__head">
        <h1 className="games-page__title">{t(`nav.category.${category}`)}</h1>
        {cards.length ? <p className="sports-page__lead">{t(`games.sports.lead_${category}`)}</p> : null}
      </div>
      {vendors.isPending ? <p role="status">{t('app.loading')}</p> : null}
      <FormError message={vendors.isError ? gamesErrorText(t, vendors.error) : null} />
      <FormError message={launcher.error ? gamesErrorText(t, launcher.error) : null} />
      {launcher.blocked === 'no-game' ? <FormError message={t('games.sports.no_game')} /> : null}
      {cards.length ? (
        <ul className="sports-books" aria-label={t('games.sports.books')}>
          {cards.map((c) => (
            <BookCard
              key={c.id}
              card={c}
              now={now}
              busy={launcher.pending === c.accountTypeName}
              onOpen={(card) => void launcher.launch(card)}
            />
          ))}
        </ul>
      ) : vendors.isSuccess ? (
        <Empty category={category} hasLive={has('LIVE')} hasOther={has(category === 'SPORTS' ? 'ESPORTS' : 'SPORTS')} />
      ) : null}
    </div>
  );
};
