import { ErrorCode, errorCodes } from '@pagoda/contracts';
import { AppError } from '../../lib/app-error.js';
import type { VendorsService } from '../../modules/vendors/vendors.service.js';
import { reelsFor } from './demo-game.js';
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
  const clientFor = async (host: string | undefined, vendor: string) => {
    const merchant = await deps.merchantOf(host);
    const integration = await deps.vendors.integration(merchant, vendor);
    if (!integration || integration.adapter !== 'seamless' || !integration.launchUrl.startsWith('/sim/vendor/game'))
      throw new AppError(ErrorCode.GameNotFound);
    return createSimulatorClient({ merchant, vendor, secret: integration.secret, transport: deps.transport });
  };
  // The platform only answers codes of the catalogue; pass them on to the game page.
  const fail = (a: { ok: false; errorCode: string; value: unknown }) =>
    (errorCodes as readonly string[]).includes(a.errorCode)
      ? new AppError(a.errorCode as ErrorCode, undefined, a.value)
      : new AppError(ErrorCode.InternalError);

  return {
    session: async (host: string | undefined, p: { token: string; vendor: string }) => {
      const a = await (await clientFor(host, p.vendor)).authenticate(p.token);
      if (!a.ok) throw fail(a);
      return a.value;
    },

    /** One round: the bet, then its win (zero on a loss), each through the wallet API. */
    spin: async (host: string | undefined, p: { token: string; vendor: string; bet: string }) => {
      const client = await clientFor(host, p.vendor);
      const who = await client.authenticate(p.token);
      if (!who.ok) throw fail(who);
      const roundId = newId('sim');
      const placed = await client.bet({
        token: p.token,
        playerId: who.value.playerId,
        transactionId: newId('b'),
        roundId,
        gameCode: who.value.gameCode,
        amount: p.bet,
        currency: who.value.currency,
      });
      if (!placed.ok) throw fail(placed);
      const m = multiplierFor(Math.random());
      const win = decimal(Math.round(cents(p.bet) * m));
      const paid = await client.win({
        playerId: who.value.playerId,
        transactionId: newId('w'),
        roundId,
        gameCode: who.value.gameCode,
        amount: win,
        currency: who.value.currency,
        endRound: true,
      });
      if (!paid.ok) throw fail(paid);
      return { ...paid.value, win, bet: p.bet, roundId, symbols: reelsFor(m, SYMBOLS) };
    },
  };
};
