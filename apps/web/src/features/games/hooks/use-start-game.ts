import type { GameItem } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { guestLaunchUrl, launchGameUrl } from '../api/launch-game';
import { startTarget } from '../start-game';

/** What the games feature needs from the session; the app composes it (features stay apart). */
export type GameSession = {
  isLoggedIn: boolean;
  isTrial: boolean;
  /** The login gate: opens the login popup. */
  requestLogin: () => void;
  /** A trial account met a real-money vendor: in_need_true_account. */
  refuseTrial: () => void;
};

/** sessionStorage keys the game screens share, so a reload keeps the game. */
export const IFRAME_URL_KEY = 'iframeUrl';
export const VASSALAGE_KEY = 'vassalage';

/**
 * Starting a game: login first; lottery types to /lottery; vendor entries to
 * their list (page or popup); others launch and open in the /game iframe route. `replace` swaps
 * the current history entry (a launch started from a /game link must not relaunch on Back).
 */
export const useStartGame = (session: GameSession, opts: { replace?: boolean } = {}) => {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [popup, setPopup] = useState<{ gameType: GameItem['gameType']; vassalage: string } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const start = async (game: GameItem) => {
    setError(null);
    if (!session.isLoggedIn) {
      session.requestLogin();
      return;
    }
    const target = startTarget(game);
    if (target.kind === 'lottery') {
      void navigate(target.path);
      return;
    }
    if (target.kind === 'vendor-page') {
      sessionStorage.setItem(VASSALAGE_KEY, target.vassalage);
      void navigate(target.path);
      return;
    }
    if (target.kind === 'vendor-popup') {
      setPopup({ gameType: target.gameType, vassalage: target.vassalage });
      return;
    }
    if (session.isTrial && game.freeplay !== 1) {
      session.refuseTrial();
      return;
    }
    setBusy(game.nodeId);
    try {
      const url = await launchGameUrl({ nodeId: game.nodeId, trial: session.isTrial, language: i18n.language });
      sessionStorage.setItem(IFRAME_URL_KEY, url);
      setPopup(null);
      void navigate('/game', { state: { url, name: game.gameName }, replace: opts.replace ?? false });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'in_need_true_account') session.refuseTrial();
      else setError(err instanceof ApiError ? err : new ApiError('network', String(err), 0));
    } finally {
      setBusy(null);
    }
  };

  /** A visitor's "Play for fun": the vendor's guest fun mode, or its refusal shown as the error. */
  const startFun = async (game: GameItem) => {
    setError(null);
    setBusy(game.nodeId);
    try {
      const url = await guestLaunchUrl({ nodeId: game.nodeId, language: i18n.language });
      sessionStorage.setItem(IFRAME_URL_KEY, url);
      void navigate('/game', { state: { url, name: game.gameName }, replace: opts.replace ?? false });
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError('network', String(err), 0));
    } finally {
      setBusy(null);
    }
  };

  return { start, startFun, popup, closePopup: () => setPopup(null), error, clearError: () => setError(null), busy };
};
