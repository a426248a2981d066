import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { timeZoneOfCountry } from './jobs/time-zone.js';
import { createSecretBox, loadSecretsKey } from './lib/secret-box.js';
import { createAccountServices } from './modules/accounts/accounts.service.js';
import { createBindContactService } from './modules/accounts/bind-contact.service.js';
import { createAffiliatesService } from './modules/affiliates/affiliates.service.js';
import { createAgentContractsService } from './modules/agent-contracts/agent-contracts.service.js';
import { createSettlementService } from './modules/agent-contracts/settlement.service.js';
import { createAgentsService } from './modules/agents/agents.service.js';
import { createAnnouncementsService } from './modules/announcements/announcements.service.js';
import { createApprovalsService } from './modules/approvals/approvals.service.js';
import { createBonusAdminService } from './modules/bonus/bonus-admin.service.js';
import { createBonusService } from './modules/bonus/bonus.service.js';
import { createRewardCentreService } from './modules/bonus/reward-centre.service.js';
import { createBrandAdminService } from './modules/brand/brand-admin.service.js';
import { createBrandService } from './modules/brand/brand.service.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { createContentAdminService } from './modules/content-admin/content-admin.service.js';
import { createEngagementService } from './modules/engagement/engagement.service.js';
import { createCatalogueVersions } from './modules/games/catalogue-version.js';
import { createGamesAdminService } from './modules/games/games-admin.service.js';
import { createGamesService } from './modules/games/games.service.js';
import { createKeysService } from './modules/keys/keys.service.js';
import { createLotteryService } from './modules/lottery/lottery.service.js';
import { createLotteryAdminService } from './modules/lottery-admin/lottery-admin.service.js';
import { createMemberAdminService } from './modules/member-admin/member-admin.service.js';
import { createBackofficeService } from './modules/operators/backoffice.service.js';
import { createOperatorAdminService } from './modules/operators/operator-admin.service.js';
import { createOperatorQueues } from './modules/operators/operator-queues.service.js';
import { createOperatorsService } from './modules/operators/operators.service.js';
import type { MoneyOps } from './modules/ops/money-ops.js';
import { createOpsService } from './modules/ops/ops.service.js';
import { createDepositsService } from './modules/payments/deposits.service.js';
import { createPaymentsAdminService } from './modules/payments/payments-admin.service.js';
import { createUploadsService } from './modules/payments/uploads.service.js';
import { createWithdrawalsService } from './modules/payments/withdrawals.service.js';
import { createPromotionsService } from './modules/promotions/promotions.service.js';
import { createReferralService } from './modules/referral/referral.service.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createDomainHooks } from './modules/rewards/domain-hooks.js';
import { createRewardsService } from './modules/rewards/rewards.service.js';
import { createSessionService } from './modules/session/session.service.js';
import { createSystemService } from './modules/system/system.service.js';
import { createThirdPartyService } from './modules/third-party/third-party.service.js';
import { createTransferWalletService, type VendorHttp } from './modules/vendors/transfer-wallet.service.js';
import { createVendorsAdminService } from './modules/vendors/vendors-admin.service.js';
import { createVendorsService } from './modules/vendors/vendors.service.js';
import type { VendorLauncher } from './modules/vendors/vendors.types.js';
import { outboxEmailProvider, smtpEmailProvider } from './modules/verification/email-provider.js';
import { httpSmsProvider, outboxSmsProvider } from './modules/verification/sms-provider.js';
import { createVerificationService } from './modules/verification/verification.service.js';
import { createVipService } from './modules/vip/vip.service.js';
import { createLedgerService } from './modules/wallet/ledger.service.js';
import { createMemberEvents } from './modules/wallet/member-events.js';
import { createMemberSocketService } from './modules/wallet/member-socket.service.js';
import { createWalletService } from './modules/wallet/wallet.service.js';

/** Who the ops CLI acts as in the audit log. */
const OPS_ACTOR = { actor: 'ops-cli', ip: '' };

/** Brand configuration changes are published here, so every instance drops its cached copy. */
export const CONFIG_CHANNEL = 'pagoda:config';

export type ServicesRedis = {
  client: Redis;
  /** A second connection in subscriber mode (member events across instances); a CLI has none. */
  subscriber?: Redis | undefined;
};

export type ServicesOptions = {
  /** Starts games at the vendors; tests of the games module alone pass their own. */
  gameLauncher?: VendorLauncher | undefined;
  /**
   * How a transfer-mode vendor hosted by this process (its wallet API is a path, e.g. the simulator)
   * is reached: through the app's own HTTP handling. Without an app such a vendor has no answer.
   */
  localHttp?: VendorHttp | undefined;
  /** `simulate-vendor` of the ops channel, which needs an app that serves the simulator. */
  simulate?: MoneyOps['simulate'];
  /** Where failures of fire-and-forget work (config change broadcasts) are reported. */
  log?: { warn: (obj: object, msg: string) => void };
};

export type Services = ReturnType<typeof createServices>;

/**
 * The one composition root of the platform's services: the app, the ops CLI and the test app all
 * get the same wiring, so the CLI's wallet is the server's wallet (transfer hook included).
 */
export const createServices = (
  database: Database,
  config: Config,
  redis?: ServicesRedis,
  options: ServicesOptions = {},
) => {
  const db = database.db;
  // Secrets the platform reads back (TOTP seeds) are sealed at rest with this key.
  const secrets = createSecretBox(loadSecretsKey(config));
  const brands = createBrandService(db, {
    cacheSeconds: config.CONFIG_CACHE_SECONDS,
    defaultMerchant: config.DEFAULT_MERCHANT,
  });
  const publishChange = (merchant: string) => {
    void redis?.client
      .publish(CONFIG_CHANNEL, merchant)
      .catch((err: unknown) => options.log?.warn({ err }, 'config publish failed'));
  };

  const sessions = createSessionService(db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
  });
  const keys = createKeysService(db);
  const captcha = createCaptchaService(db, config.TEST_CAPTCHA_CODE ? () => config.TEST_CAPTCHA_CODE! : undefined);
  const sms =
    config.SMS_PROVIDER === 'http'
      ? httpSmsProvider(config.SMS_HTTP_URL!, config.SMS_HTTP_SECRET!)
      : outboxSmsProvider(db);
  const email =
    config.EMAIL_PROVIDER === 'smtp' ? smtpEmailProvider(config.SMTP_URL!, config.EMAIL_FROM) : outboxEmailProvider(db);
  const verification = createVerificationService(
    db,
    { sms, email },
    { codeMinutes: config.SMS_CODE_MINUTES, resendSeconds: config.SMS_RESEND_SECONDS },
  );
  const affiliates = createAffiliatesService(db);

  // Money: ledger, wallets, payments and the operator API that reviews them.
  // PGlite has one connection: one batch at a time; PostgreSQL gets a few in parallel.
  const ledger = createLedgerService(db, { maxInFlight: database.kind === 'pglite' ? 1 : 4 });
  const memberEvents = createMemberEvents(
    redis ? { publisher: redis.client, subscriber: redis.subscriber } : undefined,
  );
  const operators = createOperatorsService(db, { secrets });
  // Promotions: bonus engine. Built here, before the wallet and withdrawals, which refuse to pay out
  // locked bonus money (bonus.guardOutflow).
  const bonus = createBonusService(db, { ledger, events: memberEvents });
  const vendors = createVendorsService(db, {
    ledger,
    brands,
    events: memberEvents,
    lanes: database.kind === 'pglite' ? 1 : config.VENDOR_WALLET_LANES,
  });
  // Transfer-mode vendors are called over HTTP; a vendor hosted by this process (a path) through
  // the app's own HTTP handling.
  const vendorHttp: VendorHttp = async (url, body, headers) => {
    if (url.startsWith('/')) return options.localHttp ? options.localHttp(url, body, headers) : null;
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) });
    return res.ok ? res.json() : null;
  };
  const transferWallet = createTransferWalletService(db, { ledger, events: memberEvents, http: vendorHttp });
  const wallet = createWalletService(db, {
    ledger,
    events: memberEvents,
    bonusLock: bonus,
    external: {
      move: async (brand, vendorCode, member, p) => {
        const integration = await vendors.integration(brand.merchant.code, vendorCode);
        if (!integration?.enabled || integration.adapter !== 'transfer') return null;
        const r = await transferWallet.move(brand, integration, member, p);
        return { successAmount: r.successAmount, status: r.status };
      },
    },
  });
  // The back office's live counters (operator socket), fanned out through Redis like member events.
  const operatorQueues = createOperatorQueues(db, {
    redis: redis ? { publisher: redis.client, subscriber: redis.subscriber } : undefined,
  });
  // Promotions and rewards: domain hooks run inside the transaction of the change that raised them;
  // each feature registers its listeners below, at composition.
  const hooks = createDomainHooks();
  const rewards = createRewardsService(db, { events: memberEvents });
  const deposits = createDepositsService(db, {
    ledger,
    events: memberEvents,
    audit: operators.audit,
    queues: operatorQueues,
    hooks,
  });
  const withdrawals = createWithdrawalsService(db, {
    ledger,
    wallet,
    events: memberEvents,
    audit: operators.audit,
    queues: operatorQueues,
    bonusLock: bonus,
  });
  const uploads = createUploadsService(db);
  const backoffice = createBackofficeService(db, { operators, deposits, withdrawals, wallet, ledger, rewards, bonus });
  // Maker-checker (ApprovalsPort): domains register their executors here, at composition.
  const approvals = createApprovalsService(db, { operators, onChange: (m) => operatorQueues.changed(m) });
  backoffice.registerApprovals(approvals, brands);
  // Back office, money: the order grids and the payment channels, whose changes go through maker-checker.
  const paymentsAdmin = createPaymentsAdminService(db, { audit: operators.audit, approvals });
  approvals.register('channel.change', paymentsAdmin.applyChannelChange);
  const operatorAdmin = createOperatorAdminService(db, { operators });
  // Back office, games and vendors: a change reaches the portal at once (the game list cache here, the
  // other instances through the config channel); vendor secrets are rotated under maker-checker.
  const catalogue = createCatalogueVersions();
  const catalogueChanged = (merchant: string) => {
    catalogue.bump(merchant);
    publishChange(merchant);
  };
  const gamesAdmin = createGamesAdminService(db, { audit: operators.audit, changed: catalogueChanged });
  const vendorsAdmin = createVendorsAdminService(db, {
    audit: operators.audit,
    changed: catalogueChanged,
    forgetIntegration: vendors.forgetIntegration,
    approvals,
    manifests: { urls: config.VENDOR_MANIFEST_URLS, secret: config.VENDOR_MANIFEST_SECRET },
  });
  approvals.register('vendor.secret', vendorsAdmin.rotate);
  // Before the accounts: an AGENT invitation code's registration makes its contract offer.
  const agentContracts = createAgentContractsService(db, { audit: operators.audit });
  const accounts = createAccountServices(db, {
    sessions,
    captcha,
    verification,
    passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
    defaultForcedPassword: config.DEFAULT_FORCED_PASSWORD,
    email,
    resetMinutes: config.PASSWORD_RESET_MINUTES,
    affiliates,
    contractOffers: agentContracts,
    trialWallet: wallet,
    secrets,
  });

  /** Transfer-mode reconciliation: settles transfers whose answer was lost. */
  const reconcileTransfers = () =>
    transferWallet.reconcile(async (t) => {
      const brand = await brands.getConfig(t.merchantCode);
      const integration = await vendors.integration(t.merchantCode, t.vendorCode);
      const accountTypeId = await vendors.accountTypeIdOf(t.merchantCode, t.vendorCode);
      return brand && integration && accountTypeId !== null ? { brand, integration, accountTypeId } : null;
    });

  const brandAdmin = createBrandAdminService(db, { brands, onChange: publishChange, audit: operators.audit });
  const ops = createOpsService(db, {
    brands,
    config: brandAdmin,
    keys,
    affiliates,
    defaultPassword: config.DEFAULT_FORCED_PASSWORD,
    money: { deposits, withdrawals, operators, backoffice, simulate: options.simulate },
    // Promotions: engagement is composed below; the CLI's "rain now" reaches it when run.
    rainNow: (merchant, scheduleId) => engagement.admin.startNow(merchant, OPS_ACTOR, scheduleId),
  });

  // Back office, content: banners, notices, help centre, links and channels (brand config invalidated on change).
  const contentAdmin = createContentAdminService(db, { operators, brands, onChange: publishChange });

  // Promotions: bonus engine (the member's reward centre; waivers above the threshold under maker-checker).
  const rewardCentre = createRewardCentreService(db, { bonus, rewards });
  const bonusAdmin = createBonusAdminService(db, { bonus, operators });
  bonusAdmin.registerApprovals(approvals);

  // Promotions: the catalogue (deposit match on paid deposits, fixed bonus, rebate, check-in, application).
  const promotions = createPromotionsService(db, { rewards, audit: operators.audit, brands, claimer: bonus });
  hooks.depositPaid.on('promotions.depositMatch', promotions.onDepositPaid);
  approvals.register('promotion.issue', promotions.issueApplication);

  // Promotions: VIP levels and referrals. Both react to paid deposits inside the deposit's
  // transaction; the member's VIP level sets their withdrawal limits.
  const vip = createVipService(db, { rewards, audit: operators.audit });
  const referral = createReferralService(db, { rewards, audit: operators.audit });
  hooks.depositPaid.on('vip', vip.onDepositPaid);
  hooks.depositPaid.on('referral', referral.onDepositPaid);
  withdrawals.useLimits(vip.withdrawLimits);

  // Promotions: engagement (red-envelope rains, missions, leaderboards, raffles). Deposits earn
  // raffle tickets inside the deposit's transaction.
  const engagement = createEngagementService(db, {
    // bonus.notify refreshes the member's reward count and balance (red envelopes credit at once).
    rewards: { offer: rewards.offer, notify: bonus.notify },
    claimItem: async (tx, memberId, itemId) => void (await bonus.claimItem(memberId, itemId, { tx, by: 'member' })),
    audit: operators.audit,
    timeZoneOf: async (merchant) =>
      config.JOBS_TIME_ZONE ?? timeZoneOfCountry((await brands.getConfig(merchant))?.merchant.defaultCountry),
  });
  hooks.depositPaid.on('engagement.raffle-tickets', engagement.onDepositPaid);

  // Agents: contracts and the settlement engine; dividends above the brand's threshold wait for an
  // operator (maker-checker kind agent.dividend).
  const agentSettlement = createSettlementService(db, {
    ledger,
    approvals,
    timeZoneOf: async (merchant) =>
      config.JOBS_TIME_ZONE ?? timeZoneOfCountry((await brands.getConfig(merchant))?.merchant.defaultCountry),
    lanes: database.kind === 'pglite' ? 1 : 4,
    onPaid: (ids) => ids.forEach((memberId) => memberEvents.publish({ memberId, type: 'BALANCE', data: {} })),
    audit: operators.audit,
  });
  approvals.register('agent.dividend', agentSettlement.payApproved);

  const games = createGamesService(db, { vendors: options.gameLauncher ?? vendors });
  return {
    secrets,
    hooks,
    rewards,
    bonus,
    rewardCentre,
    bonusAdmin,
    contentAdmin,
    brands,
    sessions,
    keys,
    captcha,
    verification,
    email,
    affiliates,
    memberEvents,
    memberSocket: createMemberSocketService({ sessions, events: memberEvents }),
    ledger,
    operators,
    vendors,
    transferWallet,
    wallet,
    deposits,
    withdrawals,
    uploads,
    backoffice,
    approvals,
    operatorAdmin,
    operatorQueues,
    paymentsAdmin,
    accounts,
    thirdParty: createThirdPartyService(db, { accounts }),
    bindContact: createBindContactService(db, { sessions, verification }),
    system: createSystemService(db),
    announcements: createAnnouncementsService(db),
    games,
    lottery: createLotteryService(db, { games, ...(options.log ? { log: options.log } : {}) }),
    lotteryAdmin: createLotteryAdminService(db, {
      audit: operators.audit,
      ...(options.log ? { log: options.log } : {}),
    }),
    catalogue,
    gamesAdmin,
    vendorsAdmin,
    transfers: { reconcile: reconcileTransfers },
    ops,
    brandAdmin,
    reports: createReportsService(db),
    memberAdmin: createMemberAdminService(db, { operators, sessions, vip }),
    promotions,
    vip,
    referral,
    engagement,
    agents: createAgentsService(db, { offerTemplates: agentContracts.offerTemplates }),
    agentContracts,
    agentSettlement,
  };
};

/** What every module plugin is registered with. */
export type ModuleOptions = { services: Services; config: Config };
