/**
 * Writes the demo catalogue's icons (apps/web/public/demo/games/*.svg): a gradient tile with the
 * game's glyph and its English name, so every demo game has its own icon without external assets.
 * Run after changing the demo games: node --import tsx scripts/make-game-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_GAMES, DEMO_VENDOR_ICONS } from '../apps/server/src/seed/games-seed-data.js';

const out = path.join(import.meta.dirname, '../apps/web/public/demo/games');
mkdirSync(out, { recursive: true });

const escape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name over at most two lines of about 14 characters. */
const lines = (name: string): string[] => {
  const words = name.split(' ');
  const first: string[] = [];
  while (words.length && [...first, words[0]].join(' ').length <= 14) first.push(words.shift()!);
  return words.length ? [first.join(' ') || words.shift()!, words.join(' ')] : [first.join(' ')];
};

const tile = (id: string, art: { from: string; to: string; glyph: string }, label: string[]) => {
  const text = label
    .map((l, i) => `<text x="80" y="${label.length === 1 ? 134 : 126 + i * 18}">${escape(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="160" height="160" rx="18" fill="url(#g-${id})"/>
<circle cx="80" cy="66" r="40" fill="#ffffff" fill-opacity="0.18"/>
<text x="80" y="84" font-size="46" text-anchor="middle">${art.glyph}</text>
<g font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="15" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</g>
</svg>
`;
};

for (const g of DEMO_GAMES) {
  writeFileSync(path.join(out, `${g.gameCode}.svg`), tile(g.gameCode, g.art, lines(g.names.EN ?? g.gameCode)));
}
for (const [code, art] of Object.entries(DEMO_VENDOR_ICONS)) {
  writeFileSync(path.join(out, `vendor-${code.toLowerCase()}.svg`), tile(code, art, [code]));
}
console.log(`${DEMO_GAMES.length + Object.keys(DEMO_VENDOR_ICONS).length} icons in ${out}`);
