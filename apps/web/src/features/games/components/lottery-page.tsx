import './games.css';
import type { VendorLane } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ticket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { gameVendorsQueryOptions } from '../api/get-game-vendors';
import { launchLotteryUrl } from '../api/launch-lottery';
import { gamesErrorText } from '../error-text';
import type { GameSession } from '../hooks/use-start-game';

type PrizeMode = 'LOTT' | 'ELOTT';

/**
 * The lottery vendor a /lottery visit opens: the `vendor` of the query, else the brand's first lottery
 * vendor (of the ELOTT lane for an ELOTT entry, then of the other lane); null when the brand has none.
 */
export const lotteryVendorOf = (lanes: VendorLane[], vendor: string | null, prizeMode: PrizeMode): string | null => {
  if (vendor) return vendor;
  const order: PrizeMode[] = prizeMode === 'ELOTT' ? ['ELOTT', 'LOTT'] : ['LOTT', 'ELOTT'];
  for (const title of order) {
    const card = lanes.find((l) => l.title === title)?.cards[0];
    if (card) return card.accountTypeName;
  }
  return null;
};

/** A launch's answer, for the launch target it was made for. */
type Result = { key: string; url: string; error?: undefined } | { key: string; url?: undefined; error: unknown };

/**
 * /lottery (spec §2, §7 getLabby): the header is hidden; the lottery vendor's page fills the window in
 * the game frame, on its lobby, or on a game's betting view when `gameCode` is given (`playType` picks
 * its bet type). A visitor gets the login prompt first, as every game does; the lottery is real money
 * only, so a trial account is refused.
 */
export const LotteryPage = ({ session }: { session: GameSession }) => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const vendors = useQuery(gameVendorsQueryOptions());
  const prizeMode: PrizeMode = params.get('prizeMode')?.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
  const gameCode = params.get('gameCode') || null;
  const playType = params.get('playType') || null;
  const lanes = vendors.data?.data.lanes ?? [];
  const vendor = lotteryVendorOf(lanes, params.get('vendor') || null, prizeMode);
  const title = t(`nav.category.${prizeMode}`);
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);

  const key = vendor ? [vendor, gameCode, playType, prizeMode, i18n.language, attempt].join('|') : '';
  const blocked = !session.isLoggedIn ? 'login' : session.isTrial ? 'trial' : null;
  // Once per launch target, login state and retry: a re-render (or Strict Mode's second effect) never relaunches.
  const done = useRef('');
  useEffect(() => {
    const run = `${key}|${blocked ?? 'go'}`;
    if (!vendor || done.current === run) return;
    done.current = run;
    if (blocked === 'login') return session.requestLogin();
    if (blocked === 'trial') return session.refuseTrial();
    // Only the latest launch may show: an answer for an older target (the language changed) is dropped.
    launchLotteryUrl({ vendor, gameCode, playType, prizeMode, language: i18n.language })
      .then((url) => done.current === run && setResult({ key, url }))
      .catch((error: unknown) => done.current === run && setResult({ key, error }));
    // key and blocked cover every input of the launch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, blocked]);

  const current = !blocked && result?.key === key ? result : null;
  const opening = Boolean(vendor) && !blocked && !current;

  const back = (
    <Link to="/" className="lottery-page__back">
      <ArrowLeft aria-hidden="true" size={16} />
      {t('games.back_home')}
    </Link>
  );

  if (current?.url) {
    return (
      <div className="lottery-page">
        <div className="lottery-page__bar">
          {back}
          <h1 className="lottery-page__title">{title}</h1>
        </div>
        <div className="game-frame lottery-page__frame">
          <iframe
            src={current.url}
            title={title}
            allow="autoplay; fullscreen"
            allowFullScreen
            referrerPolicy="no-referrer"
          />
        </div>
      </div>
    );
  }

  const none = vendors.isSuccess && !vendor;
  return (
    <div className="container page games-page">
      {back}
      <section className="sports-empty" aria-labelledby="lottery-title" aria-busy={opening || vendors.isPending}>
        <Ticket className="sports-empty__icon" aria-hidden="true" size={64} />
        <h1 id="lottery-title">{none ? t('games.lottery.empty_title') : title}</h1>
        {vendors.isPending || opening ? <p role="status">{t('games.lottery.opening')}</p> : null}
        <FormError message={vendors.isError ? gamesErrorText(t, vendors.error) : null} />
        {none ? <p>{t('games.lottery.empty_body')}</p> : null}
        {blocked === 'login' ? (
          <>
            <p>{t('games.lottery.login_body')}</p>
            <button type="button" className="btn btn--primary" onClick={session.requestLogin}>
              {t('header.login')}
            </button>
          </>
        ) : null}
        {blocked === 'trial' ? <p>{t('games.lottery.trial')}</p> : null}
        {current ? (
          <>
            <FormError message={gamesErrorText(t, current.error)} />
            <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('games.direct.retry')}
            </button>
          </>
        ) : null}
      </section>
    </div>
  );
};
