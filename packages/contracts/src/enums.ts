import { z } from 'zod';

/** Languages the portal has complete resources for (spec §1 plus ID). */
export const LANGUAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** System status of spec §4: 1 if maintenance, else 2 if region restriction, else 0. */
export const SystemState = { Open: 0, Maintenance: 1, RegionBlocked: 2 } as const;
export type SystemState = (typeof SystemState)[keyof typeof SystemState];

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

/** B before login, A after login, F first login. */
export const EXECUTION_TYPES = ['B', 'A', 'F'] as const;
export const executionTypeSchema = z.enum(EXECUTION_TYPES);
export type ExecutionType = z.infer<typeof executionTypeSchema>;

export const LINKAGE_TYPES = ['URL', 'P', 'G'] as const;
export const linkageTypeSchema = z.enum(LINKAGE_TYPES);
export type LinkageType = z.infer<typeof linkageTypeSchema>;

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
export const bannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

/** Game categories as lane titles (api-observed §4). */
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
] as const;
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof gameCategorySchema>;

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
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

export const CS_TYPES = ['LIVECHAT', 'VIP', 'TELEGRAM', 'WHATSAPP', 'EMAIL'] as const;
export const csTypeSchema = z.enum(CS_TYPES);
export type CsType = z.infer<typeof csTypeSchema>;
