import type { ContractKind } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One row per brand (merchant). Everything a white-label operator configures hangs off it. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  lotteryRegion: text('lottery_region').notNull().default('VN'),
  currency: text('currency').notNull().default('PHP'),
  currencySymbol: text('currency_symbol').notNull().default('P'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  defaultLanguage: text('default_language').notNull().default('EN'),
  defaultCountry: text('default_country').notNull().default('PH'),
  loginedToHomePage: boolean('logined_to_home_page').notNull().default(false),
  gtagId: text('gtag_id').notNull().default(''),
  imageCdns: jsonb('image_cdns')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  launchGameCdns: jsonb('launch_game_cdns')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  esportsVendors: jsonb('esports_vendors')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  mainDomain: text('main_domain').notNull().default(''),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  /** A planned window's start: maintenance switched on with a start applies only from then on. */
  maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
  /** What the portal's maintenance page says besides its standard text (the back office sets it). */
  maintenanceMessage: text('maintenance_message').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    domainName: text('domain_name').notNull(),
    /** Alternatives are offered to the portal by domainRoute; the primary resolves Host. */
    isAlternative: boolean('is_alternative').notNull().default(false),
  },
  (t) => [uniqueIndex('merchant_domains_domain_uq').on(t.domainName)],
);

export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.modId] })],
);

export const registerRules = pgTable(
  'register_rules',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    patternId: integer('pattern_id').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.field] })],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    labelNameEn: text('label_name_en').notNull().default(''),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('resources_merchant_type_uq').on(t.merchantCode, t.resourceType)],
);

export const customerServiceChannels = pgTable('customer_service_channels', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const regionBlocks = pgTable(
  'region_blocks',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    /** COUNTRY (ISO alpha-2) or CIDR. */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('region_blocks_uq').on(t.merchantCode, t.kind, t.value)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    /** B banner, PL marquee notice, PU popup, PR promotion, H hot. */
    type: text('type').notNull(),
    execution: text('execution').notNull().default('B'),
    groupName: text('group_name').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    linkageType: text('linkage_type'),
    linkage: text('linkage').notNull().default(''),
    nodeId: text('node_id').notNull().default(''),
    roomId: text('room_id').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** ALL: everyone; AGENTS: only the agent centre's announcement page shows it (agent types 1, 2, 41, 42). */
    audience: text('audience').notNull().default('ALL'),
  },
  (t) => [index('announcements_merchant_type_idx').on(t.merchantCode, t.type)],
);

export const announcementTexts = pgTable(
  'announcement_texts',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.language] })],
);

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  parentId: integer('parent_id'),
  tag: text('tag').notNull().default(''),
  bgColor: text('bg_color').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const helpArticleTexts = pgTable(
  'help_article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);

/** Vendors per brand and category; the games issue adds games, wallets and launch data. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    category: text('category').notNull(),
    displayName: text('display_name').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    vassalage: text('vassalage').notNull().default(''),
    smallIcon: text('small_icon').notNull().default(''),
    largeIcon: text('large_icon').notNull().default(''),
    isGame: text('is_game').notNull().default('VASSALAGE'),
    isHot: boolean('is_hot').notNull().default(false),
    freeplay: boolean('freeplay').notNull().default(false),
    /** SEAMLESS: the vendor debits the main wallet through the wallet API; TRANSFER: money moves into its own wallet. */
    walletMode: text('wallet_mode').notNull().default('SEAMLESS'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('game_vendors_uq').on(t.merchantCode, t.category, t.code)],
);

/** Members of a brand: players (type 0), agents (1, 2, 41, 42) and trial accounts (4). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    /** Login name as typed at registration; `accountKey` is its lower-case form for lookups. */
    account: text('account').notNull(),
    accountKey: text('account_key').notNull(),
    nickname: text('nickname').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    type: integer('type').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    uplineId: integer('upline_id'),
    referrerId: integer('referrer_id'),
    affiliateCode: text('affiliate_code'),
    /** The member's own code for invite links (`?r=`); whoever registers with it gets `referrerId`. */
    referralCode: text('referral_code'),
    clubLabelName: text('club_label_name').notNull().default(''),
    clubRankLevel: integer('club_rank_level').notNull().default(0),
    language: text('language').notNull().default('EN'),
    iconId: text('icon_id').notNull().default('1'),
    /** Google Authenticator (TOTP): the bound secret, and one being set up until confirmed. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    registeredIp: text('registered_ip').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
  },
  (t) => [
    uniqueIndex('members_account_uq').on(t.merchantCode, t.accountKey),
    uniqueIndex('members_mobile_uq').on(t.merchantCode, t.countryDialingCode, t.mobile),
    uniqueIndex('members_referral_code_uq').on(t.merchantCode, t.referralCode),
    // Agents: the downline tree is walked by recursive queries on upline_id (modules/agents).
    index('members_upline_idx').on(t.uplineId),
  ],
);

/**
 * Affiliate (invitation) codes owned by agents (member types 1, 2, 41, 42). `codeKey` is the
 * lower-case code, unique per brand; a code bound to a `domain` (a host's second label) is only
 * valid there. Registering with a valid code makes its agent the new member's upline.
 */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    domain: text('domain'),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    /** MEMBER: whoever registers with the code is a player; AGENT: a downline agent (type 2). */
    accountKind: text('account_kind').notNull().default('MEMBER'),
    /**
     * An AGENT code's contract offer: the brand's template of this kind for a type-2 agent, offered by
     * the code's agent to whoever registers with it (null: none).
     */
    defaultOfferKind: text('default_offer_kind').$type<ContractKind>(),
  },
  (t) => [
    uniqueIndex('affiliate_codes_code_uq').on(t.merchantCode, t.codeKey),
    index('affiliate_codes_agent_idx').on(t.agentId),
  ],
);

export const memberLabels = pgTable(
  'member_labels',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    labelName: text('label_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.labelName] })],
);

/** Sessions: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, password, elsewhere (a newer login), expired. */
    endReason: text('end_reason'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** Every login attempt, for throttling, the captcha rule and the member's recent-login list. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    accountKey: text('account_key').notNull(),
    memberId: integer('member_id'),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    /** The portal's Device header (client kind: web, ios, android) and the browser's User-Agent. */
    device: text('device').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.merchantCode, t.accountKey, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
  ],
);

/** One-time codes sent by SMS or e-mail; only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdIp: text('created_ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.merchantCode, t.target, t.purpose)],
);

/** Demo-mode outbox: SMS and e-mail that would have been sent, readable at /dev/outbox. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * The second step of a login from a new address (LOGINIPVERF3): issued by a login whose password
 * was right, for that member, address and brand; short-lived, spent by one verification attempt.
 * Only the token's SHA-256 is kept.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** The login's password was the brand's default forced password (the step then asks for a change). */
    defaultPassword: boolean('default_password').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_tickets_expires_idx').on(t.expiresAt)],
);

/** One-use captchas; the answer is kept hashed. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Server key pairs (payload encryption). The newest unretired one is current. */
export const serverKeys = pgTable('server_keys', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** E-mailed password-reset links; only the token's hash is kept, and each works once. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Addresses a member has logged in from; a new one can require extra verification (LOGINIPVERF3). */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/**
 * Security-relevant changes to an account (mobile or e-mail bound or changed), kept for the
 * member's history and the back office. `detail` holds a masked value, never the full one.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    /** mobile.bind, mobile.change, email.bind, email.change */
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_member_idx').on(t.memberId, t.at)],
);

// Wallet, ledger and payments (kept apart so each domain reads on its own).
export * from './schema-wallet.js';

// Third-party (OpenID Connect) login: providers, linked identities, login attempts.
export * from './schema-third-party.js';

// Game vendors: integrations, launch tokens, wallet calls, rounds, transfers.
export * from './schema-vendors.js';

// Game catalogue: games, favourites, recent plays.
export * from './schema-games.js';

// Background job history and idempotency keys (the queue is pg-boss's own schema).
export * from '../jobs/jobs.schema.js';

// Back office, content: uploaded banner images.
export * from './schema-content.js';
// Back office, members: operator notes and the brand's label list.
export * from './schema-members.js';
// Back-office access: custom roles, sign-in tickets and records, maker-checker approvals.
export * from './schema-access.js';
// Back office, games and vendors: uploaded game icons, manifest refreshes, rotated secrets to read once.
export * from './schema-games-admin.js';
// Promotions and rewards: the reward centre, bonus grants with their wagering, bonus settings.
export * from './schema-rewards.js';
// Promotions: the promotion catalogue, participations, applications, check-ins and refused duplicate claims.
export * from './schema-promotions.js';
// Promotions: VIP levels, members' VIP state, referral rules and referrals.
export * from './schema-vip.js';
// Promotions: engagement (red-envelope rains, missions, leaderboards, raffles).
export * from './schema-engagement.js';
// Agents: the agent's own notes on its downline members.
export * from './schema-agents.js';
// Agents: contracts (dividend, daily, hourly and real-time salary), requests, templates, settlement runs and bills.
export * from './schema-agent-contracts.js';
