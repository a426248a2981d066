/** The member centre's entries in display order, label key → page. */
export const MEMBER_CENTRE_ENTRIES = [
  ['my_account', 'securityCenter'],
  ['my_wallet', 'transferFund'],
  ['deposit', 'depositv2'],
  ['withdrawal', 'withdraw'],
  ['transfer_upline', 'transferUpline'],
  ['betting_record', 'personalHistoryCopy'],
  ['account_record', 'transactionHistory'],
  ['personal_pl', 'personalProfit'],
  ['bonus_details', 'bonusDetails'],
  ['reward_center', 'rewardCenter'],
  ['invite_friends', 'referral'],
  ['mission', 'missionLeaderboard'],
  ['messages', 'messageV2'],
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_ENTRIES)[number][1];
/** Entries that show a red badge when their count is above zero. */
export const BADGED_PAGES: MemberCentrePage[] = ['missionLeaderboard', 'messageV2', 'rewardCenter'];
