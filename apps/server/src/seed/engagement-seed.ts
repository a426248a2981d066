import type { DbOrTx } from '../db/client.js';
import { leaderboards, missions, raffles, redEnvelopeSchedules } from '../db/schema.js';
import { newServerSeed, sha256Hex } from '../modules/engagement/raffle-draw.js';

type Titles = { en: string; cn: string; vi: string; th: string; id: string; ja: string; ty: string };

const DEMO_MISSIONS: {
  title: Titles;
  period: 'DAILY' | 'WEEKLY';
  metric: 'VALID_BET' | 'ROUNDS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL';
  category: string | null;
  target: bigint;
  reward: bigint;
  wagering: number;
}[] = [
  {
    title: {
      en: 'Bet 5.00 on slots',
      cn: '老虎机投注 5.00',
      vi: 'Cược 5.00 vào slot',
      th: 'เดิมพันสล็อต 5.00',
      id: 'Taruhan 5.00 di slot',
      ja: 'スロットで 5.00 ベット',
      ty: 'Tumaya ng 5.00 sa slots',
    },
    period: 'DAILY',
    metric: 'VALID_BET',
    category: 'RNG',
    target: 500n,
    reward: 200n,
    wagering: 100,
  },
  {
    title: {
      en: 'Play 3 live casino rounds',
      cn: '玩 3 局真人娱乐场',
      vi: 'Chơi 3 ván sòng bài trực tiếp',
      th: 'เล่นคาสิโนสด 3 รอบ',
      id: 'Mainkan 3 ronde kasino langsung',
      ja: 'ライブカジノを 3 ラウンドプレイ',
      ty: 'Maglaro ng 3 round sa live casino',
    },
    period: 'DAILY',
    metric: 'ROUNDS',
    category: 'LIVE',
    target: 3n,
    reward: 300n,
    wagering: 100,
  },
  {
    title: {
      en: 'Deposit twice this week',
      cn: '本周存款两次',
      vi: 'Nạp tiền hai lần trong tuần',
      th: 'ฝากเงินสองครั้งในสัปดาห์นี้',
      id: 'Deposit dua kali minggu ini',
      ja: '今週 2 回入金する',
      ty: 'Mag-deposit nang dalawang beses ngayong linggo',
    },
    period: 'WEEKLY',
    metric: 'DEPOSIT_COUNT',
    category: null,
    target: 2n,
    reward: 1_000n,
    wagering: 300,
  },
  {
    title: {
      en: 'Turn over 500.00 this week',
      cn: '本周有效投注 500.00',
      vi: 'Cược hợp lệ 500.00 trong tuần',
      th: 'ทำยอดเดิมพัน 500.00 ในสัปดาห์นี้',
      id: 'Turnover 500.00 minggu ini',
      ja: '今週の有効ベット 500.00',
      ty: 'Mag-turnover ng 500.00 ngayong linggo',
    },
    period: 'WEEKLY',
    metric: 'VALID_BET',
    category: null,
    target: 50_000n,
    reward: 2_000n,
    wagering: 500,
  },
];

/**
 * The demo brand's engagement: four missions, a daily turnover board and a weekly big-win board, a
 * red-envelope rain every hour at :00 for 5 minutes, and a weekly deposit raffle (its seed drawn
 * now, its commitment public).
 */
export const seedDemoEngagement = async (tx: DbOrTx, merchantCode: string, now: Date) => {
  await tx.insert(missions).values(
    DEMO_MISSIONS.map((m, sort) => ({
      merchantCode,
      title: m.title,
      period: m.period,
      metric: m.metric,
      category: m.category,
      target: m.target,
      rewardAmount: m.reward,
      wageringX100: m.wagering,
      sort,
    })),
  );
  await tx.insert(leaderboards).values([
    {
      merchantCode,
      title: {
        en: 'Daily turnover race',
        cn: '每日投注排行',
        vi: 'Đua cược hằng ngày',
        th: 'แข่งยอดเดิมพันรายวัน',
        id: 'Balapan turnover harian',
        ja: 'デイリー有効ベット競争',
        ty: 'Araw-araw na turnover race',
      },
      period: 'DAILY',
      metric: 'TURNOVER',
      prizes: ['10000', '5000', '2000'],
      wageringX100: 100,
      createdAt: now,
    },
    {
      merchantCode,
      title: {
        en: 'Weekly big win',
        cn: '每周最高倍数',
        vi: 'Thắng lớn trong tuần',
        th: 'ชนะใหญ่ประจำสัปดาห์',
        id: 'Kemenangan besar mingguan',
        ja: 'ウィークリー高倍率',
        ty: 'Lingguhang malaking panalo',
      },
      period: 'WEEKLY',
      metric: 'MULTIPLIER',
      minBet: 20n,
      prizes: ['20000', '10000', '5000'],
      wageringX100: 100,
      createdAt: now,
    },
  ]);
  await tx.insert(redEnvelopeSchedules).values({
    merchantCode,
    title: {
      en: 'Hourly red envelope rain',
      cn: '整点红包雨',
      vi: 'Mưa lì xì mỗi giờ',
      th: 'ฝนอั่งเปาทุกชั่วโมง',
      id: 'Hujan angpao setiap jam',
      ja: '毎時の紅包の雨',
      ty: 'Oras-oras na ulan ng ampao',
    },
    startAt: new Date('2026-01-01T00:00:00Z'),
    everyMinutes: 60,
    durationMinutes: 5,
    budget: 50_000n,
    envelopeCount: 200,
    minAmount: 50n,
    maxAmount: 1_000n,
    perMemberCap: 1,
    wageringX100: 100,
  });
  const seed = newServerSeed();
  const day = 86_400_000;
  await tx.insert(raffles).values({
    merchantCode,
    title: {
      en: 'Weekly deposit raffle',
      cn: '每周存款抽奖',
      vi: 'Rút thăm nạp tiền hằng tuần',
      th: 'จับรางวัลเงินฝากรายสัปดาห์',
      id: 'Undian deposit mingguan',
      ja: 'ウィークリー入金抽選',
      ty: 'Lingguhang raffle ng deposito',
    },
    ticketMode: 'DEPOSIT',
    ticketUnit: 10_000n,
    opensAt: now,
    closesAt: new Date(now.getTime() + 7 * day),
    drawAt: new Date(now.getTime() + 7 * day + 3_600_000),
    prizes: ['50000', '20000', '10000'],
    wageringX100: 100,
    serverSeed: seed,
    seedHash: sha256Hex(seed),
  });
};
