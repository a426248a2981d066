/**
 * Writes the demo catalogue's icons (apps/web/public/demo/games/*.svg): a gradient tile with a picture for the
 * game's glyph and its English name, so every demo game has its own icon without external assets. The picture is
 * a lucide icon (ISC licence) drawn as SVG paths: an emoji would be an empty box on a machine without an emoji font.
 * Run after changing the demo games: node --import tsx scripts/make-game-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_GAMES, DEMO_VENDOR_ICONS } from '../apps/server/src/seed/games-seed-data.js';

const out = path.join(import.meta.dirname, '../apps/web/public/demo/games');
mkdirSync(out, { recursive: true });

/** The lucide icon drawn for each seed glyph. */
const ICON_OF_GLYPH: Record<string, string> = {
  '♠': 'spade',
  '♥': 'heart',
  '♦': 'diamond',
  '\u{1F004}': 'layers',
  '\u{1F0A1}': 'spade',
  '\u{1F0CF}': 'club',
  '\u{1F340}': 'clover',
  '\u{1F3A1}': 'ferris-wheel',
  '\u{1F3A3}': 'fish-symbol',
  '\u{1F3B0}': 'cherry',
  '\u{1F3B1}': 'circle-dot',
  '\u{1F3B2}': 'dices',
  '\u{1F3B4}': 'layers',
  '\u{1F3C6}': 'trophy',
  '\u{1F3EE}': 'lamp',
  '\u{1F402}': 'beef',
  '\u{1F405}': 'cat',
  '\u{1F409}': 'flame',
  '\u{1F419}': 'shell',
  '\u{1F41F}': 'fish',
  '\u{1F426}': 'bird',
  '\u{1F432}': 'flame',
  '\u{1F43C}': 'panda',
  '\u{1F451}': 'crown',
  '\u{1F522}': 'hash',
  '\u{1F531}': 'anchor',
  '\u{1F980}': 'shell',
  '\u{1F988}': 'waves-horizontal',
  '\u{1F9DC}': 'gem',
  '\u{1FA91}': 'armchair',
};
type IconNode = [string, Record<string, string>][];
const iconNodes = new Map<string, IconNode>();
for (const name of new Set([...Object.values(ICON_OF_GLYPH), 'gamepad-2'])) {
  const mod = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  iconNodes.set(name, mod.__iconData.node);
}

/** The glyph's icon, 48 px wide, centred on the tile's disc (lucide draws on a 24 px grid). */
const picture = (glyph: string) => {
  const name = ICON_OF_GLYPH[glyph] ?? 'gamepad-2';
  const node = iconNodes.get(name);
  if (!node) throw new Error(`no icon for the glyph ${glyph} (${name})`);
  const shapes = node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([k]) => k !== 'key')
        .map(([k, v]) => `${k}="${v}"`)
        .join(' ');
      return `<${tag} ${list}/>`;
    })
    .join('');
  return `<g transform="translate(56 42) scale(2)" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`;
};

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
${picture(art.glyph)}
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
