// The lottery pages' texts in the studio's seven languages. Bet-type names stay the market's Vietnamese terms (lô,
// đề, xiên …) in every language, as the core names them; each family's rule is explained in the player's language.
import type { BetRule } from '../../../src/lottery';
import { defineText } from '../shared/i18n';
import type EN from './locales/lottery.en.json';

export const lotteryText = defineText<typeof EN>(
  'lottery',
  import.meta.glob('./locales/lottery.*.json', { import: 'default' }),
);

export type LotteryTextKey = keyof typeof EN;

/** The text key and values that explain a bet rule. */
export const ruleText = (rule: BetRule): { key: LotteryTextKey; vars: Record<string, number> } => {
  switch (rule.kind) {
    case 'match':
      return { key: `lottery.rule.match.${rule.scope}`, vars: { digits: rule.digits } };
    case 'all-appear':
      return { key: 'lottery.rule.all', vars: { k: rule.pick } };
    case 'none-appear':
      return { key: 'lottery.rule.none', vars: { k: rule.pick } };
    case 'digit':
      return { key: 'lottery.rule.digit', vars: {} };
    case 'size':
      return { key: 'lottery.rule.size', vars: {} };
    case 'parity':
      return { key: 'lottery.rule.parity', vars: {} };
  }
};

/** The tokens a parse error quotes ('"5" is not a 2-digit number' → 5). */
export const errorTokens = (errors: readonly string[]): string[] => errors.map((e) => /^"(.*)"/.exec(e)?.[1] ?? e);
