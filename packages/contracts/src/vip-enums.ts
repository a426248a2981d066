/** VIP and referral vocabulary shared by server, portal and back office (docs/promotions.md, ## VIP and referrals). */

/** How a level's two upgrade thresholds combine: either one reached, or both. */
export const VIP_UPGRADE_MODES = ['OR', 'AND'] as const;
export type VipUpgradeMode = (typeof VIP_UPGRADE_MODES)[number];

/** A referee as the referrer sees them: registered, qualified (conditions met), rewarded, or expired. */
export const REFERRAL_STATUSES = ['REGISTERED', 'QUALIFIED', 'REWARDED', 'EXPIRED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A brand's level table: at least this many levels (level 0 included), at most VIP_LEVEL_MAX + 1. */
export const VIP_MIN_LEVELS = 6;
