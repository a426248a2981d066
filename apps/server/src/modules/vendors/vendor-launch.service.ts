import { ErrorCode, MAIN_WALLET, MemberType } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/secrets.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { membersRepository } from '../accounts/members.repository.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import { presentAuthenticated } from './vendors.presenter.js';
import { type IntegrationRow, vendorsRepository } from './vendors.repository.js';
import type { GuestLaunchRequest, LaunchRequest } from './vendors.types.js';

const LAUNCH_TOKEN_HOURS = 4;

const withQuery = (url: string, q: URLSearchParams) => `${url}${url.includes('?') ? '&' : '?'}${q.toString()}`;

/** The vendor's guest fun mode: its launch URL with mode=fun and no token. */
const funUrl = (found: IntegrationRow, req: GuestLaunchRequest) =>
  withQuery(
    found.launchUrl,
    new URLSearchParams({ game: req.gameCode, lang: req.language, mode: 'fun', lobby: req.returnUrl }),
  );

export type Player = {
  id: number;
  type: number;
  account: string;
  nickname: string;
  status: string;
  merchantCode: string;
};
/** The vendor behind a signed call: its brand and integration (`vendors.caller` checked its signature). */
export type VendorCaller = { brand: LaunchRequest['brand']; integration: IntegrationRow };

export type VendorLaunchDeps = {
  vendors?: typeof vendorsRepository;
  members?: Pick<typeof membersRepository, 'findById'>;
  wallets?: Pick<typeof walletRepository, 'memberWallets'>;
};
export type VendorLaunchService = ReturnType<typeof createVendorLaunchService>;

export const isTrial = (p: Pick<Player, 'type'>) => p.type === MemberType.Trial;

/**
 * Launches: a one-use token the vendor exchanges for the player (authenticate), and the
 * integrations and players every later wallet call is checked against.
 */
export const createVendorLaunchService = (db: Db, deps: VendorLaunchDeps = {}) => {
  const repo = deps.vendors ?? vendorsRepository;
  const members = deps.members ?? membersRepository;
  const wallets = deps.wallets ?? walletRepository;

  // Hot reads of every wallet call, a few seconds stale at most (a lock shows within 5 s).
  const integrations = ttlCache<string, IntegrationRow | null>(5_000);
  const players = ttlCache<number, Player | null>(5_000);

  const integration = (merchantCode: string, vendorCode: string) =>
    integrations.get(`${merchantCode}|${vendorCode}`, () => repo.integration(db, merchantCode, vendorCode));

  const mainBalance = async (memberId: number) =>
    (await wallets.memberWallets(db, memberId)).find((w) => w.accountTypeId === MAIN_WALLET)?.balance ?? 0n;

  const player = async (caller: VendorCaller, playerId: string): Promise<Player> => {
    const id = Number(playerId);
    const m = await players.get(id, () => members.findById(db, id));
    if (!m || m.merchantCode !== caller.brand.merchant.code) throw new AppError(ErrorCode.NotFound, 'Unknown player.');
    return m;
  };

  /** An active player: the seamless calls that take money and authenticate refuse a locked one. */
  const activePlayer = async (caller: VendorCaller, playerId: string) => {
    const p = await player(caller, playerId);
    if (p.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
    return p;
  };

  /**
   * A launch token the caller may still bet with: its own, unexpired, and its platform session
   * still open. Read from the database on every call (never cached), so a logout, a password
   * reset or a newer login on any instance stops the game's bets at once.
   */
  const validToken = async (caller: VendorCaller, token: string, now = new Date()) => {
    const found = await repo.launchToken(db, sha256Hex(token));
    const t = found?.token;
    if (
      !found ||
      !t ||
      t.merchantCode !== caller.brand.merchant.code ||
      t.vendorCode !== caller.integration.vendorCode ||
      t.expiresAt <= now ||
      // Tokens from before sessions were recorded on them have no session (they expire within hours).
      (t.sessionId !== null && (found.sessionEndedAt !== null || (found.sessionExpiresAt ?? now) <= now))
    )
      throw new AppError(ErrorCode.LaunchTokenInvalid);
    return t;
  };

  /** An enabled integration outside any maintenance window, else the refusal the portal shows. */
  const openIntegration = async (merchantCode: string, vendorCode: string) => {
    const found = await integration(merchantCode, vendorCode);
    if (!found || !found.enabled) throw new AppError(ErrorCode.GameNotFound);
    const now = new Date();
    if (found.maintenanceFrom && found.maintenanceFrom <= now && (!found.maintenanceTo || found.maintenanceTo > now))
      throw new AppError(ErrorCode.VendorUnderMaintenance, undefined, {
        content: {
          data: { maintainTime: found.maintenanceFrom.getTime(), endTime: found.maintenanceTo?.getTime() ?? null },
        },
      });
    return found;
  };

  return {
    /** Drops the cached integration after a back-office change (maintenance, secret), on this instance. */
    forgetIntegration: (merchantCode: string, vendorCode: string) => {
      integrations.delete(`${merchantCode}|${vendorCode}`);
    },

    /**
     * The game page URL for a member, or vendor_under_maintenance (with the window) or
     * launch_game_balance_not_enough (a seamless real-money launch with an empty main wallet).
     */
    launch: async (req: LaunchRequest) => {
      const found = await openIntegration(req.brand.merchant.code, req.vendorCode);
      const now = new Date();
      if (req.accountType === 1 && isTrial(req.member)) throw new AppError(ErrorCode.NeedTrueAccount);
      // Free play where the vendor runs its own fun mode: no token, so no wallet call can follow.
      if (req.accountType === 0 && found.funMode) return { gameUrl: funUrl(found, req) };
      if (req.accountType === 1 && found.adapter === 'seamless' && (await mainBalance(req.member.id)) <= 0n)
        throw new AppError(ErrorCode.LaunchBalanceNotEnough);
      const token = randomToken();
      await repo.insertLaunchToken(db, {
        tokenHash: sha256Hex(token),
        merchantCode: req.brand.merchant.code,
        memberId: req.member.id,
        vendorCode: req.vendorCode,
        gameCode: req.gameCode,
        category: req.category,
        accountType: req.accountType,
        sessionId: req.sessionId,
        expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_HOURS * 3_600_000),
      });
      const q = new URLSearchParams({
        token,
        game: req.gameCode,
        lang: req.language,
        mode: req.accountType === 1 ? 'real' : 'fun',
        lobby: req.returnUrl,
      });
      if (req.lottery) {
        q.set('view', req.lottery.view);
        if (req.lottery.playType) q.set('playType', req.lottery.playType);
      }
      return { gameUrl: withQuery(found.launchUrl, q) };
    },

    /**
     * A visitor's launch (GCS_gameLaunchFB): the vendor's own fun mode where its manifest offers one
     * (no token, no wallet call), else launch.guest.unavailable.
     */
    guestLaunch: async (req: GuestLaunchRequest) => {
      const found = await openIntegration(req.brand.merchant.code, req.vendorCode);
      if (!found.funMode) throw new AppError(ErrorCode.GuestPlayUnavailable);
      return { gameUrl: funUrl(found, req) };
    },

    /** The caller of a wallet call, from its headers; the route then checks the signature with its secret. */
    integration,

    accountTypeIdOf: (merchantCode: string, vendorCode: string) => repo.accountTypeIdOf(db, merchantCode, vendorCode),

    /** Adds an integration unless the vendor already has one; true when added. */
    addIntegrationIfMissing: async (row: Parameters<typeof repo.upsertIntegration>[1]) => {
      if (!(await repo.accountTypeIdOf(db, row.merchantCode, row.vendorCode))) return false;
      const added = await repo.insertIntegrationIfMissing(db, row);
      integrations.delete(`${row.merchantCode}|${row.vendorCode}`);
      return added;
    },

    setIntegration: async (row: Parameters<typeof repo.upsertIntegration>[1]) => {
      await repo.upsertIntegration(db, row);
      integrations.delete(`${row.merchantCode}|${row.vendorCode}`);
    },

    /** Exchanges a launch token for its player, once: a second exchange of the same token is refused. */
    authenticate: async (caller: VendorCaller, token: string) => {
      const now = new Date();
      const t = await validToken(caller, token, now);
      const p = await activePlayer(caller, String(t.memberId));
      if (!(await repo.useLaunchToken(db, t.id, now))) throw new AppError(ErrorCode.LaunchTokenInvalid);
      return presentAuthenticated(
        { ...p, trial: isTrial(p) },
        t,
        caller.brand.merchant.currency,
        await mainBalance(p.id),
      );
    },

    validToken,
    player,
    activePlayer,
    mainBalance,
  };
};
