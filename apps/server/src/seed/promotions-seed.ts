import type { Language, PromotionConfig, PromotionContent } from '@pagoda/contracts';
import type { DbOrTx } from '../db/client.js';
import { promotions } from '../db/schema.js';

type L = Record<Language, string>;

const content = (title: L, summary: L, body: L, terms: L): PromotionContent => {
  const out: PromotionContent = {};
  for (const l of Object.keys(title) as Language[])
    out[l] = { title: title[l], summary: summary[l], body: `<p>${body[l]}</p>`, terms: `<p>${terms[l]}</p>` };
  return out;
};

const TERMS: L = {
  EN: 'One account per person, household, payout account and IP. The operator may withdraw a bonus obtained by abuse. General promotion terms apply.',
  CN: '每人、每户、每个收款账户及每个IP仅限一个账户。以不当手段获得的奖金，运营方有权收回。适用一般优惠条款。',
  VI: 'Mỗi người, hộ gia đình, tài khoản nhận tiền và IP chỉ được một tài khoản. Nhà điều hành có thể thu hồi tiền thưởng có được do gian lận. Áp dụng điều khoản khuyến mãi chung.',
  JA: 'お一人様・一世帯・出金口座・IPにつき1アカウントのみ。不正に得たボーナスは運営が取り消すことがあります。一般プロモーション規約が適用されます。',
  TH: 'หนึ่งบัญชีต่อบุคคล ครัวเรือน บัญชีรับเงิน และ IP ผู้ให้บริการอาจเรียกคืนโบนัสที่ได้มาโดยมิชอบ ใช้ข้อกำหนดโปรโมชั่นทั่วไป',
  TY: 'Isang account bawat tao, sambahayan, payout account at IP. Maaaring bawiin ng operator ang bonus na nakuha sa pang-aabuso. Nalalapat ang pangkalahatang tuntunin ng promo.',
  ID: 'Satu akun per orang, rumah tangga, rekening penarikan dan IP. Operator dapat menarik bonus yang diperoleh dengan curang. Syarat promosi umum berlaku.',
};

const base = (over: Partial<PromotionConfig>): PromotionConfig => ({
  requiresJoin: false,
  eligibility: { minAgeDays: 0, minTotalDeposit: '0', vipLevels: [], countries: [], devices: [] },
  wagering: { multiplier: 0, base: 'BONUS', days: null, categories: [] },
  limit: { period: 'LIFETIME', count: 1 },
  antiAbuse: { samePayoutAccount: false, sameIp: false, ipWindowDays: 30 },
  ...over,
});

/** One live promotion of every type (issue 16's demo), texts in the 7 portal languages. */
export const demoPromotions = (now: Date) => {
  const start = new Date(now.getTime() - 86_400_000);
  const in30 = new Date(now.getTime() + 30 * 86_400_000);
  const in90 = new Date(now.getTime() + 90 * 86_400_000);
  return [
    {
      type: 'NEWBIE' as const,
      mechanic: 'DEPOSIT_MATCH' as const,
      imageUrl: '/demo/promotions/newbie.svg',
      endAt: in90,
      budget: 50_000_000n,
      config: base({
        requiresJoin: true,
        depositMatch: { percent: 100, maxBonus: '1000', minDeposit: '100', order: 'FIRST', nth: 1 },
        wagering: { multiplier: 15, base: 'BONUS_DEPOSIT', days: 30, categories: [] },
        antiAbuse: { samePayoutAccount: true, sameIp: true, ipWindowDays: 30 },
      }),
      content: content(
        {
          EN: '100% first deposit bonus',
          CN: '首存100%奖金',
          VI: 'Thưởng 100% nạp đầu',
          JA: '初回入金100%ボーナス',
          TH: 'โบนัสฝากแรก 100%',
          TY: '100% bonus sa unang deposito',
          ID: 'Bonus deposit pertama 100%',
        },
        {
          EN: 'Join, make your first deposit of 100 or more and we double it, up to 1,000.',
          CN: '参加活动并首存100以上，我们双倍奉还，最高1,000。',
          VI: 'Tham gia, nạp lần đầu từ 100 trở lên và chúng tôi nhân đôi, tối đa 1.000.',
          JA: '参加して100以上を初回入金すると、最大1,000まで倍額にします。',
          TH: 'เข้าร่วมและฝากครั้งแรก 100 ขึ้นไป รับเพิ่มอีกเท่าตัว สูงสุด 1,000',
          TY: 'Sumali, mag-deposito ng 100 o higit pa sa unang pagkakataon at dodoblehin namin, hanggang 1,000.',
          ID: 'Ikuti, lakukan deposit pertama minimal 100 dan kami gandakan, hingga 1.000.',
        },
        {
          EN: 'Press <strong>Join</strong>, then deposit. The bonus waits in your reward centre. Wagering: 15 times the deposit plus the bonus within 30 days.',
          CN: '点击<strong>参加</strong>后存款，奖金将放入奖励中心。流水要求：30天内完成（存款+奖金）的15倍。',
          VI: 'Nhấn <strong>Tham gia</strong> rồi nạp tiền. Tiền thưởng chờ trong trung tâm phần thưởng. Cược: 15 lần (tiền nạp + thưởng) trong 30 ngày.',
          JA: '<strong>参加</strong>を押してから入金してください。ボーナスはリワードセンターに届きます。賭け条件：30日以内に（入金＋ボーナス）の15倍。',
          TH: 'กด <strong>เข้าร่วม</strong> แล้วฝากเงิน โบนัสจะรออยู่ในศูนย์รางวัล ยอดเทิร์น 15 เท่าของ (ยอดฝาก+โบนัส) ภายใน 30 วัน',
          TY: 'Pindutin ang <strong>Sumali</strong>, saka mag-deposito. Nasa reward center ang bonus. Wagering: 15 beses ng deposito at bonus sa loob ng 30 araw.',
          ID: 'Tekan <strong>Ikuti</strong>, lalu deposit. Bonus menunggu di pusat hadiah. Turnover: 15 kali (deposit + bonus) dalam 30 hari.',
        },
        TERMS,
      ),
    },
    {
      type: 'LIMITED' as const,
      mechanic: 'FIXED' as const,
      imageUrl: '/demo/promotions/limited.svg',
      endAt: in30,
      budget: 1_000_000n,
      config: base({
        fixed: { amount: '18' },
        eligibility: { minAgeDays: 0, minTotalDeposit: '0', vipLevels: [], countries: [], devices: [] },
        wagering: { multiplier: 5, base: 'BONUS', days: 7, categories: [] },
        limit: { period: 'WEEK', count: 1 },
        antiAbuse: { samePayoutAccount: true, sameIp: true, ipWindowDays: 7 },
      }),
      content: content(
        {
          EN: 'Weekly free 18',
          CN: '每周免费18',
          VI: 'Miễn phí 18 mỗi tuần',
          JA: '毎週18プレゼント',
          TH: 'ฟรี 18 ทุกสัปดาห์',
          TY: 'Libreng 18 bawat linggo',
          ID: 'Gratis 18 setiap minggu',
        },
        {
          EN: 'Claim a free 18 once a week while the budget lasts.',
          CN: '每周可领取一次免费18，送完即止。',
          VI: 'Nhận 18 miễn phí mỗi tuần một lần khi ngân sách còn.',
          JA: '予算がなくなるまで、週に一度18を受け取れます。',
          TH: 'รับฟรี 18 สัปดาห์ละครั้ง จนกว่างบจะหมด',
          TY: 'Kunin ang libreng 18 isang beses bawat linggo habang may budget.',
          ID: 'Klaim gratis 18 seminggu sekali selama anggaran masih ada.',
        },
        {
          EN: 'Press <strong>Claim</strong>. Wagering: 5 times the bonus within 7 days.',
          CN: '点击<strong>领取</strong>。流水要求：7天内完成奖金的5倍。',
          VI: 'Nhấn <strong>Nhận</strong>. Cược: 5 lần tiền thưởng trong 7 ngày.',
          JA: '<strong>受け取る</strong>を押してください。賭け条件：7日以内にボーナスの5倍。',
          TH: 'กด <strong>รับ</strong> ยอดเทิร์น 5 เท่าของโบนัสภายใน 7 วัน',
          TY: 'Pindutin ang <strong>Kunin</strong>. Wagering: 5 beses ng bonus sa loob ng 7 araw.',
          ID: 'Tekan <strong>Klaim</strong>. Turnover: 5 kali bonus dalam 7 hari.',
        },
        TERMS,
      ),
    },
    {
      type: 'SPECIAL' as const,
      mechanic: 'APPLICATION' as const,
      imageUrl: '/demo/promotions/special.svg',
      endAt: in90,
      budget: null,
      config: base({
        application: { defaultAmount: '88', maxAmount: '888' },
        wagering: { multiplier: 3, base: 'BONUS', days: 14, categories: [] },
        limit: { period: 'WEEK', count: 1 },
      }),
      content: content(
        {
          EN: 'Lucky streak reward',
          CN: '连胜幸运奖',
          VI: 'Thưởng chuỗi may mắn',
          JA: 'ラッキーストリーク報酬',
          TH: 'รางวัลชนะต่อเนื่อง',
          TY: 'Gantimpala sa sunod-sunod na panalo',
          ID: 'Hadiah kemenangan beruntun',
        },
        {
          EN: 'Hit a big win? Apply and our team reviews it within 24 hours.',
          CN: '赢了大奖？提交申请，我们将在24小时内审核。',
          VI: 'Thắng lớn? Gửi đơn và đội ngũ sẽ xét trong 24 giờ.',
          JA: '大勝ちしましたか？申請すると24時間以内に審査します。',
          TH: 'ชนะรางวัลใหญ่? สมัครแล้วทีมงานจะตรวจสอบภายใน 24 ชั่วโมง',
          TY: 'Malaking panalo? Mag-apply at susuriin namin sa loob ng 24 oras.',
          ID: 'Menang besar? Ajukan dan tim kami meninjaunya dalam 24 jam.',
        },
        {
          EN: 'Press <strong>Apply</strong> and add a short note (the game and the round). An operator issues the reward or tells you why not.',
          CN: '点击<strong>申请</strong>并附上简短说明（游戏与局号）。客服将发放奖励或说明原因。',
          VI: 'Nhấn <strong>Đăng ký</strong> và ghi chú ngắn (trò chơi và ván). Nhân viên sẽ phát thưởng hoặc cho biết lý do.',
          JA: '<strong>申請</strong>を押し、短いメモ（ゲームとラウンド）を添えてください。担当者が報酬を付与するか理由をお知らせします。',
          TH: 'กด <strong>สมัคร</strong> และเขียนหมายเหตุสั้นๆ (เกมและรอบ) เจ้าหน้าที่จะมอบรางวัลหรือแจ้งเหตุผล',
          TY: 'Pindutin ang <strong>Mag-apply</strong> at magdagdag ng maikling tala (laro at round). Ibibigay ng operator ang gantimpala o sasabihin kung bakit hindi.',
          ID: 'Tekan <strong>Ajukan</strong> dan tambahkan catatan singkat (game dan ronde). Operator memberi hadiah atau menjelaskan alasannya.',
        },
        TERMS,
      ),
    },
    {
      type: 'DAILY' as const,
      mechanic: 'CHECKIN' as const,
      imageUrl: '/demo/promotions/daily.svg',
      endAt: null,
      budget: null,
      config: base({
        checkin: { amounts: ['1', '2', '3', '5', '8', '10', '18'] },
        wagering: { multiplier: 1, base: 'BONUS', days: 7, categories: [] },
        limit: { period: 'DAY', count: 1 },
      }),
      content: content(
        {
          EN: 'Daily check-in',
          CN: '每日签到',
          VI: 'Điểm danh hằng ngày',
          JA: '毎日チェックイン',
          TH: 'เช็คอินรายวัน',
          TY: 'Araw-araw na check-in',
          ID: 'Check-in harian',
        },
        {
          EN: 'Check in every day: day 7 of your streak pays 18.',
          CN: '每天签到：连续第7天奖励18。',
          VI: 'Điểm danh mỗi ngày: ngày thứ 7 liên tiếp nhận 18.',
          JA: '毎日チェックイン：連続7日目は18。',
          TH: 'เช็คอินทุกวัน: วันที่ 7 ติดต่อกันรับ 18',
          TY: 'Mag-check in araw-araw: ang ika-7 araw ng streak ay 18.',
          ID: 'Check-in setiap hari: hari ke-7 berturut-turut dapat 18.',
        },
        {
          EN: 'Days 1 to 7 pay 1, 2, 3, 5, 8, 10 and 18; after day 7 every day pays 18. Miss a day and the streak starts again.',
          CN: '第1至7天分别奖励1、2、3、5、8、10、18；第7天后每天18。中断一天则重新计算。',
          VI: 'Ngày 1 đến 7 nhận 1, 2, 3, 5, 8, 10 và 18; sau ngày 7 mỗi ngày 18. Bỏ lỡ một ngày thì chuỗi bắt đầu lại.',
          JA: '1〜7日目は1、2、3、5、8、10、18。7日目以降は毎日18。1日休むと連続記録はリセットされます。',
          TH: 'วันที่ 1 ถึง 7 รับ 1, 2, 3, 5, 8, 10 และ 18 หลังวันที่ 7 รับวันละ 18 ขาดหนึ่งวันเริ่มนับใหม่',
          TY: 'Ang araw 1 hanggang 7 ay 1, 2, 3, 5, 8, 10 at 18; pagkatapos ng araw 7, 18 bawat araw. Kapag lumaktaw ng isang araw, magsisimula ulit ang streak.',
          ID: 'Hari 1 sampai 7 mendapat 1, 2, 3, 5, 8, 10 dan 18; setelah hari 7 setiap hari 18. Lewatkan sehari dan hitungan dimulai lagi.',
        },
        TERMS,
      ),
    },
    {
      type: 'HIGH_REBATE' as const,
      mechanic: 'REBATE' as const,
      imageUrl: '/demo/promotions/rebate.svg',
      endAt: null,
      budget: null,
      config: base({
        rebate: {
          basis: 'VALID_BET',
          percent: 1,
          period: 'DAILY',
          categories: ['RNG', 'FISH'],
          vendors: [],
          auto: false,
          maxPerMember: '5000',
        },
        limit: { period: 'DAY', count: 1 },
      }),
      content: content(
        {
          EN: '1% daily slots rebate',
          CN: '老虎机每日1%返水',
          VI: 'Hoàn trả 1% slot mỗi ngày',
          JA: 'スロット毎日1%リベート',
          TH: 'คืนยอดสล็อต 1% ทุกวัน',
          TY: '1% araw-araw na rebate sa slots',
          ID: 'Rebate slot harian 1%',
        },
        {
          EN: '1% of yesterday’s valid slot and fishing bets, no wagering.',
          CN: '昨日老虎机和捕鱼有效投注的1%，无流水要求。',
          VI: '1% cược hợp lệ slot và bắn cá hôm qua, không yêu cầu cược.',
          JA: '前日のスロット・フィッシュ有効ベットの1%、賭け条件なし。',
          TH: '1% ของยอดเดิมพันสล็อตและยิงปลาของเมื่อวาน ไม่ต้องทำเทิร์น',
          TY: '1% ng valid na taya sa slots at fishing kahapon, walang wagering.',
          ID: '1% dari taruhan valid slot dan tembak ikan kemarin, tanpa turnover.',
        },
        {
          EN: 'Computed every day after midnight (Manila time) and placed in your reward centre, up to 5,000 a day.',
          CN: '每天午夜（马尼拉时间）后计算并放入奖励中心，每天最高5,000。',
          VI: 'Tính mỗi ngày sau nửa đêm (giờ Manila) và đưa vào trung tâm phần thưởng, tối đa 5.000 mỗi ngày.',
          JA: '毎日深夜0時（マニラ時間）以降に計算し、リワードセンターへ。1日最大5,000。',
          TH: 'คำนวณทุกวันหลังเที่ยงคืน (เวลามะนิลา) และส่งเข้าศูนย์รางวัล สูงสุดวันละ 5,000',
          TY: 'Kinukwenta araw-araw pagkatapos ng hatinggabi (oras sa Maynila) at inilalagay sa reward center, hanggang 5,000 bawat araw.',
          ID: 'Dihitung setiap hari setelah tengah malam (waktu Manila) dan masuk ke pusat hadiah, hingga 5.000 per hari.',
        },
        TERMS,
      ),
    },
    {
      type: 'VIP' as const,
      mechanic: 'FIXED' as const,
      imageUrl: '/demo/promotions/vip.svg',
      endAt: in30,
      budget: 5_000_000n,
      config: base({
        fixed: { amount: '288' },
        eligibility: {
          minAgeDays: 0,
          minTotalDeposit: '0',
          vipLevels: [3, 4, 5, 6, 7, 8, 9, 10],
          countries: [],
          devices: [],
        },
        wagering: { multiplier: 3, base: 'BONUS', days: 14, categories: [] },
        limit: { period: 'LIFETIME', count: 1 },
      }),
      content: content(
        {
          EN: 'VIP thank-you bonus',
          CN: 'VIP专属感谢礼金',
          VI: 'Thưởng tri ân VIP',
          JA: 'VIP感謝ボーナス',
          TH: 'โบนัสขอบคุณ VIP',
          TY: 'VIP pasasalamat na bonus',
          ID: 'Bonus terima kasih VIP',
        },
        {
          EN: 'VIP level 3 and above: a 288 bonus, once.',
          CN: 'VIP 3级及以上：一次性288奖金。',
          VI: 'VIP cấp 3 trở lên: thưởng 288, một lần.',
          JA: 'VIPレベル3以上：288ボーナスを1回。',
          TH: 'VIP ระดับ 3 ขึ้นไป: โบนัส 288 หนึ่งครั้ง',
          TY: 'VIP level 3 pataas: 288 na bonus, isang beses.',
          ID: 'VIP level 3 ke atas: bonus 288, sekali.',
        },
        {
          EN: 'For our VIP members, with thanks. Wagering: 3 times the bonus within 14 days.',
          CN: '感谢VIP会员的支持。流水要求：14天内完成奖金的3倍。',
          VI: 'Dành cho hội viên VIP, xin cảm ơn. Cược: 3 lần tiền thưởng trong 14 ngày.',
          JA: 'VIP会員の皆様へ感謝を込めて。賭け条件：14日以内にボーナスの3倍。',
          TH: 'สำหรับสมาชิก VIP ด้วยความขอบคุณ ยอดเทิร์น 3 เท่าของโบนัสภายใน 14 วัน',
          TY: 'Para sa aming mga VIP, salamat. Wagering: 3 beses ng bonus sa loob ng 14 araw.',
          ID: 'Untuk member VIP kami, terima kasih. Turnover: 3 kali bonus dalam 14 hari.',
        },
        TERMS,
      ),
    },
  ].map((p, sort) => ({ ...p, startAt: start, sort }));
};

export const seedDemoPromotions = async (tx: DbOrTx, merchantCode: string, now: Date) => {
  await tx.insert(promotions).values(
    demoPromotions(now).map((p) => ({
      merchantCode,
      type: p.type,
      mechanic: p.mechanic,
      state: 'LIVE' as const,
      startAt: p.startAt,
      endAt: p.endAt,
      sort: p.sort,
      content: p.content,
      imageUrl: p.imageUrl,
      config: p.config,
      budget: p.budget,
      createdBy: 'seed',
    })),
  );
};
