import type { VendorCard } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstVendorGame } from '../api/first-vendor-game';
import { type GameSession, useStartGame } from './use-start-game';

/** What a direct entry names: the vendor and where its games are listed. */
export type VendorRef = Pick<VendorCard, 'accountTypeName' | 'gameType' | 'vassalage'> & {
  /** Unknown (undefined) leaves the free-play check to the game itself. */
  freeplay?: VendorCard['freeplay'] | undefined;
};

/** Why a vendor did not open: the visitor must log in, or a trial account met real money. */
export type LaunchBlock = 'login' | 'trial' | 'no-game' | null;

/**
 * Opens a vendor's first game (a sportsbook, a cockfight arena): the login gate and the trial
 * refusal first, then the game list call, then the same start-game flow the game lists use.
 */
export const useVendorLaunch = (session: GameSession, opts: { replace?: boolean } = {}) => {
  const { i18n } = useTranslation();
  const starter = useStartGame(session, opts);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [blocked, setBlocked] = useState<LaunchBlock>(null);

  const launch = async (vendor: VendorRef) => {
    setError(null);
    starter.clearError();
    setBlocked(null);
    if (!session.isLoggedIn) {
      setBlocked('login');
      session.requestLogin();
      return;
    }
    // No list call for a trial account a real-money vendor refuses anyway: real-money vendors do not accept trial accounts.
    if (session.isTrial && vendor.freeplay === 0) {
      setBlocked('trial');
      session.refuseTrial();
      return;
    }
    setPending(vendor.accountTypeName);
    try {
      const game = await firstVendorGame({
        gameType: vendor.gameType,
        vassalage: vendor.vassalage,
        language: i18n.language,
      });
      if (!game) {
        setBlocked('no-game');
        return;
      }
      if (session.isTrial && game.freeplay !== 1) setBlocked('trial');
      await starter.start(game);
    } catch (err) {
      setError(err);
    } finally {
      setPending(null);
    }
  };

  return { launch, pending, blocked, error: error ?? starter.error };
};
