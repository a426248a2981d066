/** Business constants shared by server and portal (UI timings live in apps/web/src/lib/ui-timings.ts). */
export const CHUNK_TIMEOUT_MS = 120_000;
export const BANNER_AUTOPLAY_MS = 5_000;
export const JACKPOT_STEP_CENTS = 16_511;
export const JACKPOT_INTERVAL_MS = 3_000;
export const CAPTCHA_DEBOUNCE_MS = 1_000;
export const LOGIN_SMS_THROTTLE_MS = 1_000;
export const SMS_COUNTDOWN_SECONDS_PER_MINUTE = 60;
export const REMEMBER_ME_MS = 86_400_000;
export const NOTICE_PAGE_SIZE = 9;
export const GAME_LIST_PAGE_SIZE = 24;
export const WINNER_BOARD_LIMIT = 20;
export const POPULAR_GAMES_COUNT = 20;
export const DROPDOWN_MAX_VENDORS = 11;
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export const VIP_RANK_LEVEL_ABOVE = 4;
export const SERVICE_WINDOW = { width: 440, height: 750 } as const;
export const PLATFORM_CODE = 'W';
export const GATEWAY_VERSION = 3;
export const COPYRIGHT_YEAR = 2024;
export const QR_DEFAULTS = { size: 200, largeSize: 800, margin: 20, errorCorrectionLevel: 'M' } as const;
export const PAGINATION = { range: 3, margin: 1 } as const;
export const DEFAULT_LANGUAGE = 'EN';

/**
 * The game tag of the simulator vendors' games: they prove the third-party integration and the
 * portal labels their tiles as integration demos, so nobody takes them for the real catalogue.
 */
export const INTEGRATION_DEMO_TAG = 'integration-demo';

/**
 * Banner group of each portal page that shows a banner block (the portal's route table holds the same
 * groups). The server preloads the group's first image from index.html: it is the page's largest paint.
 */
export const PAGE_BANNER_GROUPS: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/register': 'w_home',
  '/register.html': 'w_home',
  '/login': 'w_home',
  '/pointMall': 'w_shop',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/rng': 'w_rng',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/elott': 'w_lott',
  '/live': 'w_live',
  '/promotions': 'w_promotion',
  '/help': 'w_help',
  '/down': 'w_down',
};
