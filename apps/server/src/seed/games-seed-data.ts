import type { GameCategory, GameClassify, Language } from '@pagoda/contracts';
import { LANGUAGES } from '@pagoda/contracts';

/** A name in the portal languages, in LANGUAGES order: EN, CN, VI, JA, TH, TY, ID. */
type Names7 = readonly [string, string, string, string, string, string, string];

export type DemoVendor = {
  code: string;
  category: string;
  displayName: string;
  accountTypeId: number;
  freeplay: boolean;
  isHot: boolean;
  sort: number;
};

export type DemoGame = {
  vendorCode: string;
  gameType: GameCategory;
  gameCode: string;
  names: Partial<Record<Language, string>>;
  gameClassify: GameClassify | '';
  /** Minor units. */
  minBet: bigint;
  minLineNum: number;
  defaultPlayType: string;
  tags: string[];
  popularity: number;
  isHot: boolean;
  isRoom: boolean;
  icon: string;
  /** Colour pair and glyph of the generated icon (scripts/make-game-icons.ts). */
  art: { from: string; to: string; glyph: string };
};

const byLanguage = (n: Names7): Partial<Record<Language, string>> =>
  Object.fromEntries(LANGUAGES.map((l, i) => [l, n[i]!]));

/** Vendors the catalogue adds next to PGS and PGL of the wallet seed. SIM is served by the vendor simulator. */
export const DEMO_GAME_VENDORS: DemoVendor[] = [
  {
    code: 'SIM',
    category: 'RNG',
    displayName: 'Demo Slots',
    accountTypeId: 103,
    freeplay: true,
    isHot: true,
    sort: 5,
  },
  {
    code: 'PGF',
    category: 'FISH',
    displayName: 'Pagoda Fishing',
    accountTypeId: 104,
    freeplay: true,
    isHot: false,
    sort: 12,
  },
  {
    code: 'PGP',
    category: 'PVP',
    displayName: 'Pagoda Cards',
    accountTypeId: 105,
    freeplay: false,
    isHot: false,
    sort: 13,
  },
  {
    code: 'LOTT',
    category: 'LOTT',
    displayName: 'Pagoda Lottery',
    accountTypeId: 106,
    freeplay: false,
    isHot: false,
    sort: 14,
  },
];

// Slot names are an adjective and a creature, each in every language; word order follows the language.
const ADJECTIVES: { key: string; w: Names7; colour: [string, string] }[] = [
  {
    key: 'golden',
    w: ['Golden', '黄金', 'Vàng', '黄金の', 'ทองคำ', 'Gintong', 'Emas'],
    colour: ['#f6c343', '#b8860b'],
  },
  {
    key: 'lucky',
    w: ['Lucky', '幸运', 'May Mắn', 'ラッキー', 'นำโชค', 'Masuwerteng', 'Beruntung'],
    colour: ['#4ade80', '#15803d'],
  },
  {
    key: 'mighty',
    w: ['Mighty', '威猛', 'Dũng Mãnh', '勇猛な', 'ทรงพลัง', 'Makapangyarihang', 'Perkasa'],
    colour: ['#f87171', '#991b1b'],
  },
  {
    key: 'royal',
    w: ['Royal', '皇家', 'Hoàng Gia', 'ロイヤル', 'ราชันย์', 'Maharlikang', 'Kerajaan'],
    colour: ['#a78bfa', '#5b21b6'],
  },
  {
    key: 'jade',
    w: ['Jade', '翡翠', 'Ngọc Bích', '翡翠の', 'หยก', 'Esmeraldang', 'Giok'],
    colour: ['#34d399', '#065f46'],
  },
  {
    key: 'crystal',
    w: ['Crystal', '水晶', 'Pha Lê', 'クリスタル', 'คริสตัล', 'Kristal na', 'Kristal'],
    colour: ['#7dd3fc', '#1e40af'],
  },
];
const CREATURES: { key: string; w: Names7; glyph: string }[] = [
  { key: 'dragon', w: ['Dragon', '龙', 'Rồng', 'ドラゴン', 'มังกร', 'Dragon', 'Naga'], glyph: '🐉' },
  { key: 'tiger', w: ['Tiger', '虎', 'Hổ', 'タイガー', 'เสือ', 'Tigre', 'Harimau'], glyph: '🐅' },
  { key: 'koi', w: ['Koi', '锦鲤', 'Cá Chép', '鯉', 'ปลาคาร์ป', 'Koi', 'Koi'], glyph: '🐟' },
  { key: 'phoenix', w: ['Phoenix', '凤凰', 'Phượng Hoàng', 'フェニックス', 'หงส์', 'Phoenix', 'Phoenix'], glyph: '🐦' },
  { key: 'panda', w: ['Panda', '熊猫', 'Gấu Trúc', 'パンダ', 'แพนด้า', 'Panda', 'Panda'], glyph: '🐼' },
  { key: 'lantern', w: ['Lantern', '灯笼', 'Đèn Lồng', 'ランタン', 'โคมไฟ', 'Parol', 'Lentera'], glyph: '🏮' },
];

const slotName = (a: Names7, c: Names7): Names7 => [
  `${a[0]} ${c[0]}`,
  `${a[1]}${c[1]}`,
  `${c[2]} ${a[2]}`,
  `${a[3]}${c[3]}`,
  `${c[4]}${a[4]}`,
  `${a[5]} ${c[5]}`,
  `${c[6]} ${a[6]}`,
];

/** The min-bet values the game list filters by (getGameList's `minBet` options), in minor units. */
const MIN_BETS = [1n, 5n, 10n, 50n, 75n];
const CLASSIFIES: GameClassify[] = ['jackpot', 'table', 'arcade', 'bingo', 'jackpot', 'arcade'];
const LINES = [1, 9, 20, 25, 50];

const slots = (): DemoGame[] => {
  const out: DemoGame[] = [];
  let i = 0;
  for (const c of CREATURES) {
    for (const a of ADJECTIVES) {
      // The lanterns are the transfer vendor's (PGS); the rest are the simulator's.
      const vendorCode = c.key === 'lantern' ? 'PGS' : 'SIM';
      const gameCode = `${a.key}-${c.key}`;
      out.push({
        vendorCode,
        gameType: 'RNG',
        gameCode,
        names: byLanguage(slotName(a.w, c.w)),
        gameClassify: CLASSIFIES[i % CLASSIFIES.length]!,
        minBet: MIN_BETS[i % MIN_BETS.length]!,
        minLineNum: LINES[i % LINES.length]!,
        defaultPlayType: '',
        tags: ['slots'],
        popularity: 1000 - i * 7,
        isHot: i % 5 === 0,
        isRoom: false,
        icon: `/demo/games/${gameCode}.svg`,
        art: { from: a.colour[0], to: a.colour[1], glyph: c.glyph },
      });
      i++;
    }
  }
  return out;
};

type Simple = { code: string; n: Names7; glyph: string; tags?: string[]; playType?: string; room?: boolean };

const simple = (
  vendorCode: string,
  gameType: GameCategory,
  colour: [string, string],
  minBet: bigint,
  items: Simple[],
  hot: number,
): DemoGame[] =>
  items.map((g, i) => ({
    vendorCode,
    gameType,
    gameCode: g.code,
    names: byLanguage(g.n),
    gameClassify: '',
    minBet: g.room ? minBet * 10n ** BigInt(i % 3) : minBet,
    minLineNum: 0,
    defaultPlayType: g.playType ?? '',
    tags: g.tags ?? [],
    popularity: 500 - i * 10,
    isHot: i < hot,
    isRoom: g.room ?? false,
    icon: `/demo/games/${g.code}.svg`,
    art: { from: colour[0], to: colour[1], glyph: g.glyph },
  }));

const FISH: Simple[] = [
  {
    code: 'ocean-king',
    n: [
      'Ocean King',
      '海洋之王',
      'Vua Đại Dương',
      'オーシャンキング',
      'ราชาแห่งมหาสมุทร',
      'Hari ng Karagatan',
      'Raja Samudra',
    ],
    glyph: '🔱',
  },
  {
    code: 'fish-hunter',
    n: ['Fish Hunter', '捕鱼猎人', 'Thợ Săn Cá', 'フィッシュハンター', 'นักล่าปลา', 'Mangangaso ng Isda', 'Pemburu Ikan'],
    glyph: '🎣',
  },
  {
    code: 'golden-shark',
    n: ['Golden Shark', '黄金鲨', 'Cá Mập Vàng', 'ゴールデンシャーク', 'ฉลามทองคำ', 'Gintong Pating', 'Hiu Emas'],
    glyph: '🦈',
  },
  {
    code: 'mermaid-treasure',
    n: [
      'Mermaid Treasure',
      '美人鱼宝藏',
      'Kho Báu Nàng Tiên Cá',
      'マーメイドの宝',
      'สมบัตินางเงือก',
      'Kayamanan ng Sirena',
      'Harta Putri Duyung',
    ],
    glyph: '🧜',
  },
  {
    code: 'deep-sea-raid',
    n: [
      'Deep Sea Raid',
      '深海突袭',
      'Đột Kích Biển Sâu',
      '深海レイド',
      'บุกทะเลลึก',
      'Salakay sa Malalim na Dagat',
      'Serbuan Laut Dalam',
    ],
    glyph: '🐙',
  },
  {
    code: 'crab-catcher',
    n: [
      'Crab Catcher',
      '捕蟹达人',
      'Bắt Cua',
      'カニキャッチャー',
      'นักจับปู',
      'Manghuhuli ng Alimango',
      'Penangkap Kepiting',
    ],
    glyph: '🦀',
  },
];

const CARDS: Simple[] = [
  {
    code: 'texas-holdem',
    n: [
      "Texas Hold'em",
      '德州扑克',
      'Poker Texas',
      'テキサスホールデム',
      'เท็กซัสโฮลเด็ม',
      "Texas Hold'em",
      "Texas Hold'em",
    ],
    glyph: '♠',
  },
  { code: 'tongits', n: ['Tongits', '通吉斯', 'Tongits', 'トンギッツ', 'ตองอิทส์', 'Tongits', 'Tongits'], glyph: '🂡' },
  { code: 'pusoy', n: ['Pusoy', '普索伊', 'Pusoy', 'プソイ', 'ปูซอย', 'Pusoy', 'Pusoy'], glyph: '♥' },
  { code: 'mahjong', n: ['Mahjong', '麻将', 'Mạt Chược', '麻雀', 'ไพ่นกกระจอก', 'Mahjong', 'Mahjong'], glyph: '🀄' },
  { code: 'niu-niu', n: ['Niu Niu', '牛牛', 'Ngưu Ngưu', 'ニウニウ', 'หนิวหนิว', 'Niu Niu', 'Niu Niu'], glyph: '🐂' },
  { code: 'big-two', n: ['Big Two', '锄大地', 'Tiến Lên', '大老二', 'บิ๊กทู', 'Big Two', 'Big Two'], glyph: '♦' },
];

const ROOMS: Simple[] = [
  {
    code: 'tongits-beginner',
    n: [
      'Tongits Beginner Room',
      '通吉斯新手房',
      'Tongits Phòng Tân Thủ',
      'トンギッツ初心者ルーム',
      'ตองอิทส์ ห้องมือใหม่',
      'Tongits Silid ng Baguhan',
      'Tongits Ruang Pemula',
    ],
    glyph: '🪑',
    room: true,
  },
  {
    code: 'tongits-pro',
    n: [
      'Tongits Pro Room',
      '通吉斯高手房',
      'Tongits Phòng Cao Thủ',
      'トンギッツ上級者ルーム',
      'ตองอิทส์ ห้องมือโปร',
      'Tongits Silid ng Propesyonal',
      'Tongits Ruang Pro',
    ],
    glyph: '🏆',
    room: true,
  },
  {
    code: 'tongits-vip',
    n: [
      'Tongits VIP Room',
      '通吉斯贵宾房',
      'Tongits Phòng VIP',
      'トンギッツVIPルーム',
      'ตองอิทส์ ห้องวีไอพี',
      'Tongits Silid ng VIP',
      'Tongits Ruang VIP',
    ],
    glyph: '👑',
    room: true,
  },
];

/** Live tables, tagged with their live game type. */
const LIVE: Simple[] = [
  {
    code: 'baccarat-a',
    n: ['Baccarat A', '百家乐 A', 'Baccarat A', 'バカラ A', 'บาคาร่า A', 'Baccarat A', 'Bakarat A'],
    glyph: '🎴',
    tags: ['baccarat'],
  },
  {
    code: 'baccarat-squeeze',
    n: [
      'Squeeze Baccarat',
      '咪牌百家乐',
      'Baccarat Nặn Bài',
      'スクイーズバカラ',
      'บาคาร่าบีบไพ่',
      'Squeeze Baccarat',
      'Bakarat Squeeze',
    ],
    glyph: '🎴',
    tags: ['baccarat'],
  },
  {
    code: 'sicbo',
    n: ['Sic Bo', '骰宝', 'Tài Xỉu', 'シックボー', 'ไฮโล', 'Sic Bo', 'Sic Bo'],
    glyph: '🎲',
    tags: ['sicbo'],
  },
  {
    code: 'roulette',
    n: ['Roulette', '轮盘', 'Roulette', 'ルーレット', 'รูเล็ต', 'Roleta', 'Rolet'],
    glyph: '🎡',
    tags: ['roulette'],
  },
  {
    code: 'dragon-tiger',
    n: ['Dragon Tiger', '龙虎', 'Rồng Hổ', 'ドラゴンタイガー', 'เสือมังกร', 'Dragon Tiger', 'Naga Harimau'],
    glyph: '🐲',
    tags: ['dragon_tiger'],
  },
  {
    code: 'blackjack',
    n: ['Blackjack', '二十一点', 'Xì Dách', 'ブラックジャック', 'แบล็คแจ็ค', 'Blackjack', 'Blackjack'],
    glyph: '🃏',
    tags: ['blackjack'],
  },
];

const LOTTERY: Simple[] = [
  {
    code: 'VN_NORTH',
    n: [
      'Northern Lottery',
      '越南北部彩',
      'Xổ Số Miền Bắc',
      '北部ロト',
      'หวยเวียดนามเหนือ',
      'Lotto ng Hilaga',
      'Lotre Utara',
    ],
    glyph: '🎱',
    playType: 'lo2',
  },
  { code: 'KENO', n: ['Keno', '基诺', 'Keno', 'キノ', 'คีโน', 'Keno', 'Keno'], glyph: '🔢', playType: 'big_small' },
  {
    code: 'LUCKY5D',
    n: ['Lucky 5D', '幸运5D', '5D May Mắn', 'ラッキー5D', 'ลัคกี้ 5D', 'Masuwerteng 5D', '5D Beruntung'],
    glyph: '🍀',
    playType: 'position',
  },
];

export const DEMO_GAMES: DemoGame[] = [
  ...slots(),
  ...simple('PGF', 'FISH', ['#38bdf8', '#0c4a6e'], 10n, FISH, 2),
  ...simple('PGP', 'PVP', ['#fb7185', '#4c0519'], 100n, CARDS, 2),
  ...simple('PGP', 'PVP', ['#fbbf24', '#78350f'], 100n, ROOMS, 0),
  ...simple('PGL', 'LIVE', ['#c084fc', '#3b0764'], 100n, LIVE, 2),
  ...simple('LOTT', 'LOTT', ['#f97316', '#7c2d12'], 100n, LOTTERY, 1),
];

/** Icons of the demo vendors (the wallet seed's PGS and PGL get theirs here too). */
export const DEMO_VENDOR_ICONS: Record<string, { from: string; to: string; glyph: string }> = {
  SIM: { from: '#f6c343', to: '#b45309', glyph: '🎰' },
  PGS: { from: '#60a5fa', to: '#1e3a8a', glyph: '🏮' },
  PGL: { from: '#c084fc', to: '#3b0764', glyph: '🎴' },
  PGF: { from: '#38bdf8', to: '#0c4a6e', glyph: '🐟' },
  PGP: { from: '#fb7185', to: '#4c0519', glyph: '♠' },
  LOTT: { from: '#f97316', to: '#7c2d12', glyph: '🎱' },
};
