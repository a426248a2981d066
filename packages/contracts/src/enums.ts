/** zod-free, so the portal's first bundle does not carry zod; schemas live in schemas.ts. */

/** Languages the portal has complete resources for. */
export const LANGUAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;
export type Language = (typeof LANGUAGES)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** System status: 1 if maintenance, else 2 if region restriction, else 0. */
export const SystemState = { Open: 0, Maintenance: 1, RegionBlocked: 2 } as const;
export type SystemState = (typeof SystemState)[keyof typeof SystemState];

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** B before login, A after login, F first login. */
export const EXECUTION_TYPES = ['B', 'A', 'F'] as const;
export type ExecutionType = (typeof EXECUTION_TYPES)[number];

export const LINKAGE_TYPES = ['URL', 'P', 'G'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_login',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Game categories as lane titles. */
export const GAME_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
  /** DS88 vendors form their own category (lane id 5). */
  'DS88',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Lane id of the DS88 category. */
export const DS88_LANE_ID = 5;
export const DS88_VENDOR = 'DS88';

/** RNG classifications; bingo only when the brand offers TY. */
export const GAME_CLASSIFIES = ['jackpot', 'table', 'arcade', 'bingo'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Categories with a game list page (/rng, /fish, /pvp). */
export const GAME_LIST_CATEGORIES = ['RNG', 'FISH', 'PVP'] as const;

/** Lottery vendors that open /lottery. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

/** Round status of the betting record. */
export const BET_STATUSES = [
  'initial',
  'win',
  'lose',
  'cancel',
  'tie',
  'refund',
  'win_half',
  'lose_half',
  'cash_out',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Member types (`type`, kept as sessionStorage `isAgent`). */
export const MemberType = {
  Player: 0,
  Agent1: 1,
  Agent2: 2,
  Trial: 4,
  Agent41: 41,
  Agent42: 42,
} as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** Agent types that may create type-2 agents (docs/agents.md): 1 and 41; 2 and 42 create members only. */
export const createsAgents = (type: number) => type === MemberType.Agent1 || type === MemberType.Agent41;

export const RESOURCE_TYPES = [
  'MOBILECONFIG',
  'IOS',
  'ANDROID',
  'LINE',
  'WECHAT',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM_2',
  'YOUTUBE',
  'INSTAGRAM',
  'TWITTER',
  'WHATSAPP',
  'LOGO',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const CS_TYPES = ['LIVECHAT', 'VIP', 'TELEGRAM', 'WHATSAPP', 'EMAIL'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** Third-party one-click login providers, each behind its whitelabel module. */
export const THIRD_PARTY_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

/**
 * Browser navigations of the OpenID Connect flow (not envelope calls): the portal sends the
 * visitor to the start path; the provider sends them back to the callback path.
 */
export const thirdPartyStartPath = (provider: ThirdPartyProvider) =>
  `/wps/session/oauth/${provider.toLowerCase()}/start`;
export const THIRD_PARTY_CALLBACK_PATH = '/wps/session/oauth/callback';

/**
 * Registration fields a third-party "register new" asks for when the brand requires them
 * (besides the username). Passwords, mobile, captcha and codes are not asked: see decisions.
 */
export const THIRD_PARTY_REGISTER_FIELDS = [
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
