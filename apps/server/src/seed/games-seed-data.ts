import type { GameCategory, GameClassify, Language } from '@pagoda/contracts';
import { INTEGRATION_DEMO_TAG, LANGUAGES } from '@pagoda/contracts';

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
    isHot: false,
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
];

// The simulator slots: a handful, enough to show the seamless (SIM) and transfer (PGS) integrations,
// each classification and the min-bet filter; names are an adjective and a creature in every language.
const ADJ = {
  golden: { w: ['Golden', '黄金', 'Vàng', '黄金の', 'ทองคำ', 'Gintong', 'Emas'], colour: ['#f6c343', '#b8860b'] },
  lucky: {
    w: ['Lucky', '幸运', 'May Mắn', 'ラッキー', 'นำโชค', 'Masuwerteng', 'Beruntung'],
    colour: ['#4ade80', '#15803d'],
  },
  royal: {
    w: ['Royal', '皇家', 'Hoàng Gia', 'ロイヤル', 'ราชันย์', 'Maharlikang', 'Kerajaan'],
    colour: ['#a78bfa', '#5b21b6'],
  },
} satisfies Record<string, { w: Names7; colour: [string, string] }>;
const CREATURE = {
  dragon: { w: ['Dragon', '龙', 'Rồng', 'ドラゴン', 'มังกร', 'Dragon', 'Naga'], glyph: '🐉' },
  tiger: { w: ['Tiger', '虎', 'Hổ', 'タイガー', 'เสือ', 'Tigre', 'Harimau'], glyph: '🐅' },
  koi: { w: ['Koi', '锦鲤', 'Cá Chép', '鯉', 'ปลาคาร์ป', 'Koi', 'Koi'], glyph: '🐟' },
  panda: { w: ['Panda', '熊猫', 'Gấu Trúc', 'パンダ', 'แพนด้า', 'Panda', 'Panda'], glyph: '🐼' },
  lantern: { w: ['Lantern', '灯笼', 'Đèn Lồng', 'ランタン', 'โคมไฟ', 'Parol', 'Lentera'], glyph: '🏮' },
} satisfies Record<string, { w: Names7; glyph: string }>;

const slotName = (a: Names7, c: Names7): Names7 => [
  `${a[0]} ${c[0]}`,
  `${a[1]}${c[1]}`,
  `${c[2]} ${a[2]}`,
  `${a[3]}${c[3]}`,
  `${c[4]}${a[4]}`,
  `${a[5]} ${c[5]}`,
  `${c[6]} ${a[6]}`,
];

const SLOTS: {
  vendor: 'SIM' | 'PGS';
  adj: keyof typeof ADJ;
  creature: keyof typeof CREATURE;
  classify: GameClassify;
  minBet: bigint;
  lines: number;
}[] = [
  { vendor: 'SIM', adj: 'golden', creature: 'dragon', classify: 'jackpot', minBet: 1n, lines: 25 },
  { vendor: 'SIM', adj: 'lucky', creature: 'tiger', classify: 'table', minBet: 10n, lines: 20 },
  { vendor: 'SIM', adj: 'lucky', creature: 'koi', classify: 'arcade', minBet: 5n, lines: 9 },
  { vendor: 'SIM', adj: 'royal', creature: 'panda', classify: 'bingo', minBet: 50n, lines: 1 },
  { vendor: 'PGS', adj: 'golden', creature: 'lantern', classify: 'jackpot', minBet: 1n, lines: 20 },
  { vendor: 'PGS', adj: 'lucky', creature: 'lantern', classify: 'arcade', minBet: 5n, lines: 50 },
];

const slots = (): DemoGame[] =>
  SLOTS.map((x, i) => {
    const a = ADJ[x.adj];
    const c = CREATURE[x.creature];
    const gameCode = `${x.adj}-${x.creature}`;
    return {
      vendorCode: x.vendor,
      gameType: 'RNG',
      gameCode,
      names: byLanguage(slotName(a.w, c.w)),
      gameClassify: x.classify,
      minBet: x.minBet,
      minLineNum: x.lines,
      defaultPlayType: '',
      tags: ['slots', INTEGRATION_DEMO_TAG],
      popularity: 100 - i,
      isHot: false,
      isRoom: false,
      icon: `/demo/games/${gameCode}.svg`,
      art: { from: a.colour[0], to: a.colour[1], glyph: c.glyph },
    };
  });

type Simple = { code: string; n: Names7; glyph: string; tags?: string[]; playType?: string; room?: boolean };

/** `demo`: a simulator vendor's games, tagged as integration demos, never hot, after the real catalogue. */
const simple = (
  vendorCode: string,
  gameType: GameCategory,
  colour: [string, string],
  minBet: bigint,
  items: Simple[],
  hot: number,
  demo: boolean,
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
    tags: [...(g.tags ?? []), ...(demo ? [INTEGRATION_DEMO_TAG] : [])],
    popularity: (demo ? 100 : 500) - i * 10,
    isHot: !demo && i < hot,
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
    code: 'golden-shark',
    n: ['Golden Shark', '黄金鲨', 'Cá Mập Vàng', 'ゴールデンシャーク', 'ฉลามทองคำ', 'Gintong Pating', 'Hiu Emas'],
    glyph: '🦈',
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

/** Live tables, each tagged with its live game type. */
const LIVE: Simple[] = [
  {
    code: 'baccarat-a',
    n: ['Baccarat A', '百家乐 A', 'Baccarat A', 'バカラ A', 'บาคาร่า A', 'Baccarat A', 'Bakarat A'],
    glyph: '🎴',
    tags: ['baccarat'],
  },
  {
    code: 'roulette',
    n: ['Roulette', '轮盘', 'Roulette', 'ルーレット', 'รูเล็ต', 'Roleta', 'Rolet'],
    glyph: '🎡',
    tags: ['roulette'],
  },
];

export const DEMO_GAMES: DemoGame[] = [
  ...slots(),
  ...simple('PGF', 'FISH', ['#38bdf8', '#0c4a6e'], 10n, FISH, 0, true),
  ...simple('PGP', 'PVP', ['#fb7185', '#4c0519'], 100n, CARDS, 0, true),
  ...simple('PGP', 'PVP', ['#fbbf24', '#78350f'], 100n, ROOMS, 0, true),
  ...simple('PGL', 'LIVE', ['#c084fc', '#3b0764'], 100n, LIVE, 0, true),
];

/** Icons of the demo vendors (the wallet seed's PGS and PGL get theirs here too). */
export const DEMO_VENDOR_ICONS: Record<string, { from: string; to: string; glyph: string }> = {
  SIM: { from: '#f6c343', to: '#b45309', glyph: '🎰' },
  PGS: { from: '#60a5fa', to: '#1e3a8a', glyph: '🏮' },
  PGL: { from: '#c084fc', to: '#3b0764', glyph: '🎴' },
  PGF: { from: '#38bdf8', to: '#0c4a6e', glyph: '🐟' },
  PGP: { from: '#fb7185', to: '#4c0519', glyph: '♠' },
};
