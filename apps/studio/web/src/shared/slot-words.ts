import type { Names, SlotWin, StudioLang } from '../../../src/engine/types';
import { defineText } from './i18n';

/** A slot outcome in words: used by the slot games and by the verifier, which recomputes their rounds. */
export const slotWords = defineText({
  'slot.win': {
    EN: 'Win',
    CN: '赢得',
    VI: 'Thắng',
    JA: '配当',
    TH: 'ชนะ',
    TY: 'Panalo',
    ID: 'Menang',
  },
  'slot.lineWin': {
    EN: 'Line {line}: {count} × {symbol} pays {amount}',
    CN: '第 {line} 线：{count} 个 {symbol}，赢得 {amount}',
    VI: 'Dòng {line}: {count} × {symbol} thắng {amount}',
    JA: 'ライン {line}：{symbol} × {count} で {amount}',
    TH: 'ไลน์ {line}: {symbol} {count} ตัว จ่าย {amount}',
    TY: 'Linya {line}: {count} × {symbol} panalo {amount}',
    ID: 'Garis {line}: {count} × {symbol} membayar {amount}',
  },
  'slot.waysWin': {
    EN: '{count} × {symbol}, {ways} ways, pays {amount}',
    CN: '{count} 个 {symbol}，{ways} 种路线，赢得 {amount}',
    VI: '{count} × {symbol}, {ways} cách, thắng {amount}',
    JA: '{symbol} × {count}、{ways} ウェイで {amount}',
    TH: '{symbol} {count} ตัว {ways} วิธี จ่าย {amount}',
    TY: '{count} × {symbol}, {ways} paraan, panalo {amount}',
    ID: '{count} × {symbol}, {ways} cara, membayar {amount}',
  },
  'slot.scatterWin': {
    EN: '{count} × {symbol} scatter pays {amount}',
    CN: '{count} 个 {symbol} 分散图标，赢得 {amount}',
    VI: '{count} × {symbol} phân tán thắng {amount}',
    JA: '{symbol} スキャッター × {count} で {amount}',
    TH: 'สแกตเตอร์ {symbol} {count} ตัว จ่าย {amount}',
    TY: '{count} × {symbol} scatter panalo {amount}',
    ID: '{count} × scatter {symbol} membayar {amount}',
  },
  'slot.multiplied': {
    EN: '(×{m})',
    CN: '(×{m})',
    VI: '(×{m})',
    JA: '(×{m})',
    TH: '(×{m})',
    TY: '(×{m})',
    ID: '(×{m})',
  },
  'slot.screenLabel': {
    EN: 'Reel {reel}: {symbols}',
    CN: '第 {reel} 轴：{symbols}',
    VI: 'Cuộn {reel}: {symbols}',
    JA: 'リール {reel}：{symbols}',
    TH: 'วงล้อ {reel}: {symbols}',
    TY: 'Reel {reel}: {symbols}',
    ID: 'Gulungan {reel}: {symbols}',
  },
});

/** Symbol names for the paytable and the reels' text alternative; card ranks read the same everywhere. */
const SYMBOL_NAMES: Record<string, Names> = {
  wild: { EN: 'Wild', CN: '百搭', VI: 'Wild', JA: 'ワイルド', TH: 'ไวลด์', TY: 'Wild', ID: 'Wild' },
  lantern: { EN: 'Lantern', CN: '灯笼', VI: 'Đèn lồng', JA: '提灯', TH: 'โคมไฟ', TY: 'Parol', ID: 'Lampion' },
  koi: { EN: 'Koi', CN: '锦鲤', VI: 'Cá chép koi', JA: '錦鯉', TH: 'ปลาคาร์ป', TY: 'Koi', ID: 'Ikan koi' },
  phoenix: { EN: 'Phoenix', CN: '凤凰', VI: 'Phượng hoàng', JA: '鳳凰', TH: 'หงส์', TY: 'Phoenix', ID: 'Burung hong' },
  ingot: {
    EN: 'Gold ingot',
    CN: '金元宝',
    VI: 'Thỏi vàng',
    JA: '金の元宝',
    TH: 'ก้อนทอง',
    TY: 'Gintong bareta',
    ID: 'Batangan emas',
  },
  fan: { EN: 'Fan', CN: '折扇', VI: 'Quạt', JA: '扇子', TH: 'พัด', TY: 'Pamaypay', ID: 'Kipas' },
  coin: {
    EN: 'Jade coin',
    CN: '玉币',
    VI: 'Đồng xu ngọc',
    JA: '翡翠コイン',
    TH: 'เหรียญหยก',
    TY: 'Baryang jade',
    ID: 'Koin giok',
  },
  tiger: { EN: 'Tiger', CN: '老虎', VI: 'Hổ', JA: '虎', TH: 'เสือ', TY: 'Tigre', ID: 'Harimau' },
  crane: { EN: 'Crane', CN: '仙鹤', VI: 'Hạc', JA: '鶴', TH: 'นกกระเรียน', TY: 'Tagak', ID: 'Bangau' },
  turtle: { EN: 'Turtle', CN: '神龟', VI: 'Rùa', JA: '亀', TH: 'เต่า', TY: 'Pagong', ID: 'Kura-kura' },
  lotus: { EN: 'Lotus', CN: '莲花', VI: 'Hoa sen', JA: '蓮', TH: 'ดอกบัว', TY: 'Lotus', ID: 'Teratai' },
  star: { EN: 'Star', CN: '星星', VI: 'Ngôi sao', JA: 'スター', TH: 'ดาว', TY: 'Bituin', ID: 'Bintang' },
  seven: { EN: 'Seven', CN: '七', VI: 'Số 7', JA: 'セブン', TH: 'เลขเจ็ด', TY: 'Pito', ID: 'Tujuh' },
  bar3: {
    EN: 'Triple bar',
    CN: '三条 BAR',
    VI: 'BAR ba',
    JA: 'トリプル BAR',
    TH: 'บาร์สามชั้น',
    TY: 'Tatlong bar',
    ID: 'Bar tiga',
  },
  bar2: {
    EN: 'Double bar',
    CN: '双条 BAR',
    VI: 'BAR đôi',
    JA: 'ダブル BAR',
    TH: 'บาร์สองชั้น',
    TY: 'Dalawang bar',
    ID: 'Bar dua',
  },
  bar1: {
    EN: 'Single bar',
    CN: '单条 BAR',
    VI: 'BAR đơn',
    JA: 'シングル BAR',
    TH: 'บาร์ชั้นเดียว',
    TY: 'Isang bar',
    ID: 'Bar satu',
  },
  bell: { EN: 'Bell', CN: '铃铛', VI: 'Chuông', JA: 'ベル', TH: 'ระฆัง', TY: 'Kampana', ID: 'Lonceng' },
  cherry: { EN: 'Cherry', CN: '樱桃', VI: 'Anh đào', JA: 'チェリー', TH: 'เชอร์รี่', TY: 'Seresa', ID: 'Ceri' },
  'any-bar': {
    EN: 'Any bar',
    CN: '任意 BAR',
    VI: 'BAR bất kỳ',
    JA: '任意の BAR',
    TH: 'บาร์ใดก็ได้',
    TY: 'Anumang bar',
    ID: 'Bar apa saja',
  },
};

const RANKS: Record<string, string> = { a: 'A', k: 'K', q: 'Q', j: 'J', ten: '10', nine: '9' };

/** A symbol's (or mix's) display name; an id the studio has no name for reads as itself. */
export const symbolName = (id: string, lang: keyof Names): string => SYMBOL_NAMES[id]?.[lang] ?? RANKS[id] ?? id;

/** One win in words, e.g. "Line 3: 4 × Koi pays $2.40 (×2)"; money formats win coins × coin value. */
export const describeWin = (
  lang: StudioLang,
  win: SlotWin,
  coinValue: number,
  money: (minor: number) => string,
  scatter: string | null,
): string => {
  const vars = {
    line: win.line + 1,
    count: win.count,
    ways: win.ways,
    symbol: symbolName(win.symbol, lang),
    amount: money(win.winCoins * coinValue),
  };
  const text =
    win.line >= 0
      ? slotWords(lang, 'slot.lineWin', vars)
      : win.symbol === scatter
        ? slotWords(lang, 'slot.scatterWin', vars)
        : slotWords(lang, 'slot.waysWin', vars);
  return win.multiplier > 1 ? `${text} ${slotWords(lang, 'slot.multiplied', { m: win.multiplier })}` : text;
};
