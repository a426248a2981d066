import { LANGUAGES, PATTERNS, type RegisterField } from '@pagoda/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import {
  affiliateCodes,
  announcementTexts,
  announcements,
  customerServiceChannels,
  helpArticleTexts,
  helpArticles,
  merchantDomains,
  members,
  merchants,
  registerRules,
  resources,
  whitelabelModules,
} from '../db/schema.js';
import { hashPassword } from '../lib/secrets.js';
import { newReferralCode } from '../modules/affiliates/affiliates.service.js';
import { seedDemoAgentContracts } from './agent-contracts-seed.js';
import { seedDemoAgents } from './agents-seed.js';
import { demoBanners, demoHelp, demoNotices } from './demo-content.js';
import type { DemoHelpArticle } from './demo-content.types.js';
import { seedDemoEngagement } from './engagement-seed.js';
import { seedDemoGames } from './games-seed.js';
import { seedDemoPromotions } from './promotions-seed.js';
import { seedDemoVip } from './vip-seed.js';
import { seedDemoWallet } from './wallet-seed.js';

/**
 * The whitelabel tree of the demo brand: [modId, parent, enabled]. Only modules the product has are
 * on; the reward centre, inbox, points system, feedback and referral are listed off until the issue
 * that builds each one switches it on (docs/decisions.md, issue 14). The agent centre and its pages,
 * the four contract pages included, are on (issue 17).
 */
export const DEMO_MODULES: [string, string | null, boolean][] = [
  ['ROOT', null, true],
  ['HOMEPAGE', 'ROOT', true],
  ['USERNAMEREG3', 'HOMEPAGE', true],
  ['MOBILENUMREG3', 'HOMEPAGE', true],
  ['MOBILENUMPASSREG3', 'MOBILENUMREG3', true],
  ['REGMOBVERF3', 'HOMEPAGE', false],
  ['DIRECTREG3', 'HOMEPAGE', true],
  ['MOBILELOGIN3', 'HOMEPAGE', true],
  ['MOBILEVERCODELOGIN3', 'HOMEPAGE', true],
  ['FREEPLAY3', 'HOMEPAGE', true],
  ['PWDEXPFORCECHANGE3', 'HOMEPAGE', true],
  ['CHNGPASSVERIF3', 'HOMEPAGE', true],
  ['LOGINIPVERF3', 'HOMEPAGE', false],
  ['GOOGLELOGIN3', 'HOMEPAGE', false],
  ['FACEBOOKLOGIN3', 'HOMEPAGE', false],
  ['FIREBASECREATEACC3', 'HOMEPAGE', true],
  ['MEMBERCENTER', 'ROOT', true],
  ['DEPOSIT', 'MEMBERCENTER', true],
  ['WITHDRAW', 'MEMBERCENTER', true],
  ['REWCEN3', 'MEMBERCENTER', false],
  ['INBOX3', 'MEMBERCENTER', false],
  ['PTSYS3', 'MEMBERCENTER', false],
  ['FEEDBACK3', 'MEMBERCENTER', false],
  ['AGETRANSFERUP3', 'MEMBERCENTER', true],
  ['REFERRAL', 'MEMBERCENTER', true],
  ['PAYMENTPASS3', 'MEMBERCENTER', true],
  ['UPDATEMOBILEICC3', 'MEMBERCENTER', true],
  ['DISABLEDMOBILEICC3', 'MEMBERCENTER', false],
  ['AGENTCENTER', 'ROOT', true],
  ['AGEPAG', 'AGENTCENTER', true],
  ['AGENTANNOUNCE3', 'AGENTCENTER', true],
  ['REGCEN', 'AGENTCENTER', true],
  ['DOWNMAN', 'AGENTCENTER', true],
  ['TEAMBETTING3', 'AGENTCENTER', true],
  ['AGETEAMPNL3', 'AGENTCENTER', true],
  ['AGEREV3', 'AGENTCENTER', true],
  ['AGEDOWNTRANS3', 'AGENTCENTER', true],
  ['DIVIDEND', 'AGENTCENTER', true],
  ['DAYSAL', 'AGENTCENTER', true],
  ['HOURSAL3', 'AGENTCENTER', true],
  ['RTSALARY3', 'AGENTCENTER', true],
];

/** Registration rules of the demo brand: [field, enabled, required, min, max, patternId]. */
const RULES: [RegisterField, boolean, boolean, number, number, number][] = [
  ['username', true, true, 6, 13, 1],
  ['password', true, true, 6, 16, 5],
  ['payeeName', true, false, 2, 50, 8],
  ['paymentPassword', false, false, 6, 6, 6],
  ['qqNum', false, false, 5, 12, 6],
  ['line', false, false, 4, 30, 9],
  ['whatsapp', false, false, 8, 16, 6],
  ['facebook', false, false, 4, 50, 9],
  ['wechat', false, false, 6, 20, 9],
  ['idNumber', false, false, 6, 20, 4],
  ['email', true, false, 6, 64, 3],
  ['mobileNum', true, false, 10, 11, 6],
  ['affiliateCode', true, false, 4, 16, 4],
  ['recommenderId', false, false, 4, 16, 4],
  ['captcha', true, false, 4, 4, 6],
];

const RESOURCES: { type: string; url: string; label: string }[] = [
  { type: 'MOBILECONFIG', url: 'https://pagoda.example/app/pagoda.mobileconfig', label: 'iOS quick install' },
  { type: 'IOS', url: 'https://pagoda.example/app/ios', label: 'iOS app' },
  { type: 'ANDROID', url: 'https://pagoda.example/app/pagoda.apk', label: 'Android app' },
  { type: 'FACEBOOK', url: 'https://www.facebook.com/pagoda.example', label: 'Facebook' },
  { type: 'TELEGRAM', url: 'https://t.me/pagoda_example', label: 'Telegram' },
  { type: 'TELEGRAM_2', url: 'https://t.me/pagoda_example_vip', label: 'Telegram VIP' },
  { type: 'YOUTUBE', url: 'https://www.youtube.com/@pagoda.example', label: 'YouTube' },
  { type: 'INSTAGRAM', url: 'https://www.instagram.com/pagoda.example', label: 'Instagram' },
  { type: 'TWITTER', url: 'https://x.com/pagoda_example', label: 'X' },
  { type: 'WHATSAPP', url: 'https://wa.me/639000000000', label: 'WhatsApp' },
  { type: 'LINE', url: 'https://line.me/R/ti/p/@pagoda.example', label: 'LINE' },
  // The brand's logos (the portal's public/demo art); the demo logo carries its own dark plate, so one serves both themes.
  { type: 'LOGO', url: '/demo/logo.svg', label: 'Logo' },
  { type: 'LOGO_MARK', url: '/demo/logo-mark.svg', label: 'Logo mark' },
];

/**
 * The demo agent (type 1) and its invitation codes (README, demo mode): DEMO8888 works on any
 * host; `demo` only on hosts whose second label is `pagoda`, e.g. http://demo.pagoda.localhost:8080.
 */
export const DEMO_AGENT = { account: 'demoagent', password: 'agent1234', codes: ['DEMO8888', 'demo'] } as const;

const insertDemoAgent = async (tx: DbOrTx, merchantCode: string) => {
  const [agent] = await tx
    .insert(members)
    .values({
      merchantCode,
      account: DEMO_AGENT.account,
      accountKey: DEMO_AGENT.account,
      nickname: 'Demo agent',
      passwordHash: await hashPassword(DEMO_AGENT.password),
      type: 1,
      referralCode: newReferralCode(),
    })
    .returning({ id: members.id });
  await tx.insert(affiliateCodes).values([
    { merchantCode, code: 'DEMO8888', codeKey: 'demo8888', agentId: agent!.id },
    { merchantCode, code: 'demo', codeKey: 'demo', domain: 'pagoda', agentId: agent!.id },
  ]);
};

const insertHelp = async (tx: DbOrTx, merchantCode: string, items: DemoHelpArticle[], parentId: number | null) => {
  for (const [i, item] of items.entries()) {
    const [row] = await tx
      .insert(helpArticles)
      .values({ merchantCode, parentId, tag: item.tag, bgColor: item.bgColor, sort: i })
      .returning({ id: helpArticles.id });
    await tx
      .insert(helpArticleTexts)
      .values(LANGUAGES.map((language) => ({ articleId: row!.id, language, ...item.text[language] })));
    await insertHelp(tx, merchantCode, item.children, row!.id);
  }
};

/**
 * Seeds the demo brand once. It is idempotent: an existing merchant is left untouched, so an
 * operator's changes survive restarts.
 */
export const seedDemo = async (
  db: Db,
  merchantCode: string,
  now = new Date(),
  /** agentHistory: the demo team's month of money and bets (on by default; API tests of other domains leave it out). */
  opts: { agentHistory?: boolean } = {},
): Promise<boolean> => {
  const existing = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode));
  if (existing.length) return false;
  await db.transaction(async (tx) => {
    await tx.insert(merchants).values({
      code: merchantCode,
      name: 'Pagoda',
      languages: [...LANGUAGES],
      defaultLanguage: 'EN',
      defaultCountry: 'PH',
      currency: 'PHP',
      currencySymbol: 'P',
      lotteryRegion: 'VN',
      esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
      mainDomain: 'localhost',
    });
    await tx.insert(merchantDomains).values([
      { merchantCode, domainName: 'localhost' },
      { merchantCode, domainName: '127.0.0.1' },
    ]);
    await tx.insert(whitelabelModules).values(
      DEMO_MODULES.map(([modId, parentModId, enabled], sort) => ({
        merchantCode,
        modId,
        parentModId,
        enabled,
        sort,
      })),
    );
    await tx.insert(registerRules).values(
      RULES.map(([field, enabled, required, minLength, maxLength, patternId]) => ({
        merchantCode,
        field,
        enabled,
        required,
        minLength,
        maxLength,
        patternId,
        acceptedPattern: PATTERNS[patternId]!,
      })),
    );
    await tx
      .insert(resources)
      .values(
        RESOURCES.map((r, sort) => ({ merchantCode, resourceType: r.type, url: r.url, labelNameEn: r.label, sort })),
      );
    await tx.insert(customerServiceChannels).values([
      { merchantCode, csType: 'LIVECHAT', title: 'Customer service', url: '/helpmc', position: 0 },
      { merchantCode, csType: 'VIP', title: 'VIP service', url: '/helpmc?channel=vip', position: 1 },
    ]);
    for (const [sort, b] of demoBanners.entries()) {
      const [row] = await tx
        .insert(announcements)
        .values({
          merchantCode,
          type: 'B',
          groupName: b.group,
          imageUrl: b.image,
          linkageType: b.linkageType,
          linkage: b.linkage,
          sort,
          publishedAt: now,
        })
        .returning({ id: announcements.id });
      await tx
        .insert(announcementTexts)
        .values(
          LANGUAGES.map((language) => ({ announcementId: row!.id, language, title: b.title[language], content: '' })),
        );
    }
    for (const n of demoNotices) {
      const [row] = await tx
        .insert(announcements)
        .values({ merchantCode, type: 'PL', publishedAt: new Date(now.getTime() - n.daysAgo * 86_400_000) })
        .returning({ id: announcements.id });
      await tx.insert(announcementTexts).values(
        LANGUAGES.map((language) => ({
          announcementId: row!.id,
          language,
          title: n.title[language],
          content: n.content[language],
        })),
      );
    }
    await insertHelp(tx, merchantCode, demoHelp, null);
    await insertDemoAgent(tx, merchantCode);
    await seedDemoWallet(tx, merchantCode);
    await seedDemoGames(tx, merchantCode);
    await seedDemoPromotions(tx, merchantCode, now);
    await seedDemoVip(tx, merchantCode);
    await seedDemoEngagement(tx, merchantCode, now);
    await seedDemoAgents(tx, merchantCode, now, { history: opts.agentHistory ?? true });
    // Agents: contract templates and the demo tree's contracts (after the agents seed).
    await seedDemoAgentContracts(tx, merchantCode, now);
  });
  return true;
};
