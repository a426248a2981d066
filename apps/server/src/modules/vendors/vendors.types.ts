import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';

/** What the games module asks of the vendor layer to start a game. */
export type LaunchRequest = {
  brand: BrandConfig;
  member: MemberRow;
  /**
   * The platform session launching it: its launch token takes bets only while that session is
   * open. Null only for operator tools (`simulate-vendor`), which launch without a member session.
   */
  sessionId: number | null;
  vendorCode: string;
  gameCode: string;
  /** Game category (RNG, LIVE, FISH, …): kept on the launch token, then on every round. */
  category: string;
  /** 1 real money, 0 trial/free play. */
  accountType: 0 | 1;
  language: string;
  /** Where the vendor's lobby/exit button returns to. */
  returnUrl: string;
  /**
   * A lottery launch (getLabby): the vendor's page opens on its lobby or on the game's betting view,
   * on a bet type when given. Sent as the generic `view` and `playType` parameters (docs/vendor-api.md).
   */
  lottery?: { view: 'lobby' | 'betting'; playType?: string | undefined };
};

/** A visitor's launch: no member, so only the vendor's own fun mode can answer it. */
export type GuestLaunchRequest = Pick<LaunchRequest, 'brand' | 'vendorCode' | 'gameCode' | 'language' | 'returnUrl'>;

/**
 * The vendor layer as the games module sees it. `launch` answers the game page URL, or throws
 * AppError vendor_under_maintenance (value.content.data.{maintainTime,endTime}) or
 * launch_game_balance_not_enough.
 */
export type VendorLauncher = {
  launch: (req: LaunchRequest) => Promise<{ gameUrl: string }>;
  /** Guest fun play, or launch.guest.unavailable when the vendor offers none. */
  guestLaunch: (req: GuestLaunchRequest) => Promise<{ gameUrl: string }>;
};
