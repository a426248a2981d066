import type { SlotWin, StudioLang } from '../../../src/engine/types';
import { defineText, lookupText } from './i18n';
import type EN from './locales/slot-words.en.json';

/** A slot outcome in words: used by the slot games and by the verifier, which recomputes their rounds. */
export const slotWords = defineText<typeof EN>(
  'slot-words',
  import.meta.glob('./locales/slot-words.*.json', { import: 'default' }),
);

const RANKS: Record<string, string> = { a: 'A', k: 'K', q: 'Q', j: 'J', ten: '10', nine: '9' };

/** A symbol's (or mix's) display name (`symbol.<id>` texts); card ranks read the same everywhere; others read as the id. */
export const symbolName = (id: string, lang: StudioLang): string => lookupText(lang, `symbol.${id}`) ?? RANKS[id] ?? id;

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
