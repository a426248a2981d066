/**
 * Every TanStack Query key of the portal. Each family starts with its own first segment, so one
 * invalidation of `xKeys.all` refreshes that family; features share a family through this module
 * (member-centre refreshes the member the session feature reads) instead of repeating literals.
 * One named export per family, so a chunk carries only the families it uses.
 */
export const memberKeys = {
  all: ['member'] as const,
  info: (token: string | null) => ['member', 'info', token] as const,
  avatar: (token: string | null) => ['member', 'avatar', token] as const,
  recentLogins: () => ['member', 'recent-logins'] as const,
};

export const systemKeys = {
  status: () => ['system', 'status'] as const,
  country: () => ['system', 'country'] as const,
};

export const sessionKeys = {
  thirdPartyProviders: () => ['third-party', 'providers'] as const,
  affiliate: (code: string | null, domain: string) => ['affiliate', code, domain] as const,
};

export const contentKeys = {
  announcements: (language: string, execution: string) => ['announcements', language, execution] as const,
  help: (language: string) => ['help', language] as const,
};

/** Every key starts with 'games', so one invalidation refreshes the feature. */
export const gamesKeys = {
  all: ['games'] as const,
  vendors: () => ['games', 'vendors'] as const,
  rooms: (q: { vassalage: string; language: string }) => ['games', 'rooms', q] as const,
  favouriteIds: () => ['games', 'favourite-ids'] as const,
  list: (q: object) => ['games', 'list', q] as const,
  hot: (q: object) => ['games', 'hot', q] as const,
  winners: (lang: string) => ['games', 'winners', lang] as const,
  history: (q: object) => ['games', 'history', q] as const,
};

/** Every key starts with 'wallet', so one invalidation refreshes all money views. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (typeId: number) => ['wallet', 'balance', typeId] as const,
  merchantWallet: () => ['wallet', 'merchant-wallet'] as const,
  transactions: (q: object) => ['wallet', 'transactions', q] as const,
  bonusDetails: (q: object) => ['wallet', 'bonus-details', q] as const,
  personalProfit: (q: object) => ['wallet', 'personal-profit', q] as const,
  transferTargets: () => ['wallet', 'transfer-targets'] as const,
  depositMethods: () => ['wallet', 'deposit-methods'] as const,
  depositReports: () => ['wallet', 'deposit-report'] as const,
  depositReport: (q: object) => ['wallet', 'deposit-report', q] as const,
  withdrawSettings: () => ['wallet', 'withdraw-settings'] as const,
  withdrawReport: (q: object) => ['wallet', 'withdraw-report', q] as const,
  confirmations: () => ['wallet', 'confirmations'] as const,
};

/** Every key starts with 'rewards': the member socket's REWARDS, DEPOSIT and BALANCE events refresh them. */
export const rewardKeys = {
  all: ['rewards'] as const,
  centre: (q: object) => ['rewards', 'centre', q] as const,
  count: () => ['rewards', 'count'] as const,
};

/** Promotions: every key starts with 'promotions' (statuses depend on the member, texts on the language). */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (type: string, language: string, token: string | null) =>
    ['promotions', 'list', type, language, token] as const,
  detail: (id: number, language: string, token: string | null) =>
    ['promotions', 'detail', id, language, token] as const,
  count: (token: string | null) => ['promotions', 'count', token] as const,
};

/** Promotions: VIP levels and referrals. */
export const vipKeys = {
  all: ['vip'] as const,
  overview: (token: string | null) => ['vip', 'overview', token] as const,
};

export const referralKeys = {
  all: ['referral'] as const,
  summary: (token: string | null) => ['referral', 'summary', token] as const,
};

/** Missions, leaderboards, raffles and the red-envelope rain: one family, refreshed together after a claim. */
export const engageKeys = {
  all: ['engage'] as const,
  missions: () => ['engage', 'missions'] as const,
  leaderboards: (back: number) => ['engage', 'leaderboards', back] as const,
  raffles: () => ['engage', 'raffles'] as const,
  verify: (raffleId: number) => ['engage', 'verify', raffleId] as const,
  rain: () => ['engage', 'rain'] as const,
};

/** The agent centre: every key starts with 'agent', so one invalidation refreshes its pages. */
export const agentKeys = {
  all: ['agent'] as const,
  announcements: (q: object) => ['agent', 'announcements', q] as const,
  overview: (q: object) => ['agent', 'overview', q] as const,
  codes: () => ['agent', 'codes'] as const,
  downlines: (q: object) => ['agent', 'downlines', q] as const,
  bets: (q: object) => ['agent', 'bets', q] as const,
  pnl: (q: object) => ['agent', 'pnl', q] as const,
  transactions: (q: object) => ['agent', 'transactions', q] as const,
  consolidated: () => ['agent', 'consolidated'] as const,
  contracts: (q: object) => ['agent', 'contracts', q] as const,
  settlements: (q: object) => ['agent', 'settlements', q] as const,
  income: (q: object) => ['agent', 'income', q] as const,
};
