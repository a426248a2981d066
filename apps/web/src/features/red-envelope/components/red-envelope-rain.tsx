import './red-envelope.css';
import { errorMessageKey } from '@pagoda/contracts';
import { Gift, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useClaimRedEnvelope } from '../api/claim-red-envelope';
import { useRedEnvelopeRain } from '../api/get-red-envelope-rain';

const pad = (n: number) => String(n).padStart(2, '0');
/** h:mm:ss (or mm:ss under an hour) until a start. */
const countdown = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  return h > 0
    ? `${h}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
    : `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
};

/** This device's clock, ticking each second (the caller adds the server's offset). */
const useClock = () => {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setClock(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return clock;
};

/** Decorative falling envelopes (hidden with prefers-reduced-motion; the open button never moves). */
const Drops = () => {
  const drops = useMemo(
    () =>
      Array.from({ length: 14 }, (_, i) => ({ left: (i * 71) % 100, delay: (i * 0.37) % 3, dur: 3 + ((i * 13) % 4) })),
    [],
  );
  return (
    <>
      {drops.map((d, i) => (
        <Gift
          key={i}
          aria-hidden="true"
          size={36}
          className="rain-overlay__drop"
          style={{ left: `${d.left}%`, animationDelay: `${d.delay}s`, animationDuration: `${d.dur}s` }}
        />
      ))}
    </>
  );
};

/**
 * The red-envelope rain for a signed-in member: a countdown chip before a rain, a chip that opens the
 * rain while it falls (open one envelope, the amount shows and is credited at once).
 */
export const RedEnvelopeRain = () => {
  const { t } = useTranslation();
  const rain = useRedEnvelopeRain();
  const claim = useClaimRedEnvelope();
  // The rain opens when the member asks (the chip): a dialog that opened by itself would interrupt
  // whatever the member was doing, a game or a form, at the top of every hour.
  const [shown, setShown] = useState(false);
  const now = useClock() + (rain.data?.clockOffset ?? 0);
  const d = rain.data;
  // When the rains stop the dialog closes, so the next hour's rain waits for the member again.
  const active = d?.state === 'ACTIVE';
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setShown(false);
  }
  if (!d || d.state === 'NONE') return null;

  if (d.state === 'UPCOMING') {
    const left = (d.startsAt ?? now) - now;
    // The chip shows from an hour before; a rain further away is not worth the corner.
    if (left > 3_600_000) return null;
    return (
      <div className="rain-chip" role="status" aria-live="off">
        <Gift aria-hidden="true" size={18} />
        {t('rain.starts_in', { time: countdown(left) })}
      </div>
    );
  }

  // Rains may overlap (the hourly one and one an operator started): once this member has opened the
  // last envelope allowed in one, the status moves on to the next. The amount just opened stays on
  // screen until the dialog closes, and the next rain's envelope is offered as "another".
  const opened = claim.data ?? null;
  const canOpen = d.remainingForMe > 0;
  const open = shown && (canOpen || opened);
  if (!open)
    return canOpen ? (
      <button
        type="button"
        className="rain-chip"
        onClick={() => {
          claim.reset();
          setShown(true);
        }}
      >
        <Gift aria-hidden="true" size={18} /> {t('rain.active_chip')}
      </button>
    ) : null;

  return (
    <div className="rain-overlay" role="dialog" aria-modal="true" aria-labelledby="rain-title">
      <Drops />
      <div className="rain-overlay__panel">
        <button
          type="button"
          className="rain-overlay__close"
          aria-label={t('app.close')}
          onClick={() => {
            setShown(false);
            claim.reset();
          }}
        >
          <X aria-hidden="true" size={20} />
        </button>
        <h2 id="rain-title">{d.title || t('rain.title')}</h2>
        <span>{t('rain.ends_in', { time: countdown((d.endsAt ?? now) - now) })}</span>
        {opened ? (
          <>
            <p className="rain-overlay__amount" role="status" data-testid="envelope-amount">
              {formatMoney(opened.amount)}
            </p>
            <span>{t(opened.credited ? 'rain.credited' : 'rain.in_reward_centre')}</span>
          </>
        ) : null}
        {canOpen && !claim.isPending ? (
          <button
            type="button"
            className="rain-overlay__open"
            onClick={() => d.rainId !== null && claim.mutate({ rainId: d.rainId })}
          >
            <Gift aria-hidden="true" size={48} />
            {t(opened ? 'rain.open_another' : 'rain.open')}
          </button>
        ) : null}
        {claim.isError ? (
          <p role="alert">
            {claim.error instanceof ApiError
              ? t(errorMessageKey(claim.error.code), { defaultValue: claim.error.message })
              : t('error.network')}
          </p>
        ) : null}
        <span>{t('rain.left', { n: d.envelopesLeft })}</span>
      </div>
    </div>
  );
};
