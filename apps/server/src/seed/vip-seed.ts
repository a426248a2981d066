import type { DbOrTx } from '../db/client.js';
import { referralRules, vipLevels } from '../db/schema.js';

/**
 * The demo brand's VIP table: the eight tiers operators in this market use (docs/promotions.md),
 * thresholds in major units of the brand currency (PHP here; other currencies scale them), and a
 * referral rule. Level 0 is where every member starts.
 */
const TIERS: {
  names: Record<string, string>;
  deposit: number;
  turnover: number;
  maintain: number;
  rebate: { RNG: number; FISH: number; LIVE: number; SPORTS: number; PVP: number; LOTT: number };
  limits: [count: number | null, amount: number | null, max: number | null];
  levelUp: number;
  birthday: number;
}[] = [
  {
    names: { en: 'Bronze', cn: '青铜', vi: 'Đồng', th: 'บรอนซ์', id: 'Perunggu', ja: 'ブロンズ', ty: 'Tanso' },
    deposit: 0,
    turnover: 0,
    maintain: 0,
    rebate: { RNG: 30, FISH: 30, LIVE: 20, SPORTS: 20, PVP: 20, LOTT: 10 },
    limits: [null, null, null],
    levelUp: 0,
    birthday: 0,
  },
  {
    names: { en: 'Silver', cn: '白银', vi: 'Bạc', th: 'ซิลเวอร์', id: 'Perak', ja: 'シルバー', ty: 'Pilak' },
    deposit: 5_000,
    turnover: 50_000,
    maintain: 10_000,
    rebate: { RNG: 40, FISH: 40, LIVE: 25, SPORTS: 25, PVP: 25, LOTT: 15 },
    limits: [5, 200_000, 50_000],
    levelUp: 58,
    birthday: 88,
  },
  {
    names: { en: 'Gold', cn: '黄金', vi: 'Vàng', th: 'โกลด์', id: 'Emas', ja: 'ゴールド', ty: 'Ginto' },
    deposit: 20_000,
    turnover: 200_000,
    maintain: 40_000,
    rebate: { RNG: 50, FISH: 50, LIVE: 30, SPORTS: 30, PVP: 30, LOTT: 20 },
    limits: [6, 500_000, 100_000],
    levelUp: 188,
    birthday: 188,
  },
  {
    names: { en: 'Platinum', cn: '铂金', vi: 'Bạch kim', th: 'แพลทินัม', id: 'Platinum', ja: 'プラチナ', ty: 'Platinum' },
    deposit: 100_000,
    turnover: 500_000,
    maintain: 100_000,
    rebate: { RNG: 60, FISH: 60, LIVE: 40, SPORTS: 40, PVP: 40, LOTT: 25 },
    limits: [8, 1_000_000, 300_000],
    levelUp: 588,
    birthday: 388,
  },
  {
    names: {
      en: 'Diamond',
      cn: '钻石',
      vi: 'Kim cương',
      th: 'ไดมอนด์',
      id: 'Berlian',
      ja: 'ダイヤモンド',
      ty: 'Diyamante',
    },
    deposit: 300_000,
    turnover: 1_500_000,
    maintain: 300_000,
    rebate: { RNG: 70, FISH: 70, LIVE: 50, SPORTS: 50, PVP: 50, LOTT: 30 },
    limits: [10, 2_000_000, 500_000],
    levelUp: 1_888,
    birthday: 888,
  },
  {
    names: { en: 'Crown', cn: '皇冠', vi: 'Vương miện', th: 'คราวน์', id: 'Mahkota', ja: 'クラウン', ty: 'Korona' },
    deposit: 800_000,
    turnover: 4_000_000,
    maintain: 800_000,
    rebate: { RNG: 80, FISH: 80, LIVE: 60, SPORTS: 60, PVP: 60, LOTT: 35 },
    limits: [15, 5_000_000, 1_000_000],
    levelUp: 5_888,
    birthday: 1_888,
  },
  {
    names: { en: 'Royal', cn: '至尊', vi: 'Hoàng gia', th: 'รอยัล', id: 'Royal', ja: 'ロイヤル', ty: 'Royal' },
    deposit: 1_500_000,
    turnover: 8_000_000,
    maintain: 1_600_000,
    rebate: { RNG: 90, FISH: 90, LIVE: 70, SPORTS: 70, PVP: 70, LOTT: 40 },
    limits: [20, 10_000_000, 2_000_000],
    levelUp: 12_888,
    birthday: 3_888,
  },
  {
    names: { en: 'Legend', cn: '传奇', vi: 'Huyền thoại', th: 'ตำนาน', id: 'Legenda', ja: 'レジェンド', ty: 'Alamat' },
    deposit: 3_000_000,
    turnover: 15_000_000,
    maintain: 3_000_000,
    rebate: { RNG: 100, FISH: 100, LIVE: 80, SPORTS: 80, PVP: 80, LOTT: 50 },
    limits: [30, 20_000_000, 5_000_000],
    levelUp: 28_888,
    birthday: 8_888,
  },
];

/** How many brand-currency units stand for one of the table's (PHP) units. */
const CURRENCY_SCALE: Record<string, number> = { PHP: 1, CNY: 1, USD: 1, THB: 1, VND: 400, IDR: 250, JPY: 3 };
const minor = (major: number, scale: number) => BigInt(Math.round(major * scale)) * 100n;

export const seedDemoVip = async (tx: DbOrTx, merchantCode: string, currency = 'PHP') => {
  const scale = CURRENCY_SCALE[currency] ?? 1;
  await tx.insert(vipLevels).values(
    TIERS.map((t, level) => ({
      merchantCode,
      level,
      names: t.names,
      depositThreshold: minor(t.deposit, scale),
      turnoverThreshold: minor(t.turnover, scale),
      upgradeMode: 'OR' as const,
      maintainTurnover: minor(t.maintain, scale),
      rebateBps: { ...t.rebate, ELOTT: t.rebate.LOTT, ESPORTS: t.rebate.SPORTS },
      withdrawDailyCount: t.limits[0],
      withdrawDailyAmount: t.limits[1] === null ? null : minor(t.limits[1], scale),
      withdrawMaxPerRequest: t.limits[2] === null ? null : minor(t.limits[2], scale),
      levelUpBonus: minor(t.levelUp, scale),
      levelUpWageringX100: 100,
      birthdayBonus: minor(t.birthday, scale),
      birthdayWageringX100: 100,
    })),
  );
  // Invite friends: the referee's first deposit of at least 500 within 30 days earns the referrer 100
  // (×1 wagering) and the referee a 50 welcome bonus (×3).
  await tx.insert(referralRules).values({
    merchantCode,
    enabled: true,
    minFirstDeposit: minor(500, scale),
    minTurnover: 0n,
    withinDays: 30,
    referrerReward: minor(100, scale),
    referrerWageringX100: 100,
    refereeReward: minor(50, scale),
    refereeWageringX100: 300,
  });
};
