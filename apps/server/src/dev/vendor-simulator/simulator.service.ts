import { ErrorCode, errorCodes } from '@pagoda/contracts';
import { AppError } from '../../lib/app-error.js';
import type { VendorsService } from '../../modules/vendors/vendors.service.js';
import { reelsFor } from './demo-game.js';
import { openSimSession, sealSimSession } from './sim-session.js';
import { cents, createSimulatorClient, decimal, multiplierFor, newId, type Transport } from './simulator-client.js';

export const SIM_VENDOR = 'SIM';

const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '7'];

export type SimulatorService = ReturnType<typeof createSimulatorService>;

/**
 * The seamless vendor simulator's backend (demo mode and tests): a vendor like any other, which
 * knows only its launch token and its secret, and moves money through the signed seamless wallet
 * API of the platform.
 */
export const createSimulatorService = (deps: {
  vendors: VendorsService;
  transport: Transport;
  /** The brand a page's host names, as for the platform's own pages. */
  merchantOf: (host: string | undefined) => Promise<string>;
}) => {
  // Any seamless vendor whose games are this page (SIM, and the demo's catalogue vendors).
  const vendorFor = async (host: string | undefined, vendor: string) => {
    const merchant = await deps.merchantOf(host);
    const integration = await deps.vendors.integration(merchant, vendor);
    if (!integration || integration.adapter !== 'seamless' || !integration.launchUrl.startsWith('/sim/vendor/game'))
      throw new AppError(ErrorCode.GameNotFound);
    const client = createSimulatorClient({ merchant, vendor, secret: integration.secret, transport: deps.transport });
    return { merchant, vendor, secret: integration.secret, client };
  };
  /** The page's sealed session, or launch.token.invalid (the page then asks for a new launch). */
  const sessionOf = (v: Awaited<ReturnType<typeof vendorFor>>, sealed: string) => {
    const s = openSimSession(v.secret, sealed, v);
    if (!s) throw new AppError(ErrorCode.LaunchTokenInvalid);
    return s;
  };
  // The platform only answers codes of the catalogue; pass them on to the game page.
  const fail = (a: { ok: false; errorCode: string; value: unknown }) =>
    (errorCodes as readonly string[]).includes(a.errorCode)
      ? new AppError(a.errorCode as ErrorCode, undefined, a.value)
      : new AppError(ErrorCode.InternalError);

  return {
    /**
     * Opens the game: exchanges the launch token once (authenticate) for a sealed session the page
     * keeps; a reload resumes with that session, since the token cannot be exchanged again.
     */
    session: async (host: string | undefined, p: { token: string; vendor: string; session?: string | undefined }) => {
      const v = await vendorFor(host, p.vendor);
      if (p.session) {
        const s = sessionOf(v, p.session);
        const b = await v.client.balance(s.playerId);
        if (!b.ok) throw fail(b);
        return { ...b.value, gameCode: s.gameCode, trial: s.trial, playerId: s.playerId, session: p.session };
      }
      const a = await v.client.authenticate(p.token);
      if (!a.ok) throw fail(a);
      const { playerId, gameCode, currency, trial } = a.value;
      return {
        ...a.value,
        session: sealSimSession(v.secret, {
          merchant: v.merchant,
          vendor: v.vendor,
          playerId,
          gameCode,
          currency,
          trial,
          token: p.token,
        }),
      };
    },

    /** One round: the bet (with the launch token), then its win (zero on a loss), each through the wallet API. */
    spin: async (host: string | undefined, p: { session: string; vendor: string; bet: string }) => {
      const v = await vendorFor(host, p.vendor);
      const s = sessionOf(v, p.session);
      const client = v.client;
      const roundId = newId('sim');
      const placed = await client.bet({
        token: s.token,
        playerId: s.playerId,
        transactionId: newId('b'),
        roundId,
        gameCode: s.gameCode,
        amount: p.bet,
        currency: s.currency,
      });
      if (!placed.ok) throw fail(placed);
      const m = multiplierFor(Math.random());
      const win = decimal(Math.round(cents(p.bet) * m));
      const paid = await client.win({
        playerId: s.playerId,
        transactionId: newId('w'),
        roundId,
        gameCode: s.gameCode,
        amount: win,
        currency: s.currency,
        endRound: true,
      });
      if (!paid.ok) throw fail(paid);
      return { ...paid.value, win, bet: p.bet, roundId, symbols: reelsFor(m, SYMBOLS) };
    },
  };
};
