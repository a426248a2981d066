import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Scoping without CSS Modules: every class block (BEM block, the part before `__`/`--`) is styled in exactly one
 * file, the one beside its component; colours are custom properties defined in styles/tokens.css only.
 */
const SRC = path.resolve(__dirname, '..');
const TOKENS = path.join(SRC, 'styles', 'tokens.css');

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });

/** The selectors of every style rule; at-rule headers are skipped, keyframe steps are not selectors. */
const selectorsOf = (css: string): string[] => {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '{') {
      const prelude = text.slice(start, i).trim();
      const inKeyframes = stack.some((s) => s.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !inKeyframes) selectors.push(...prelude.split(',').map((s) => s.trim()));
      stack.push(prelude);
      start = i + 1;
    } else if (ch === '}') {
      stack.pop();
      start = i + 1;
    } else if (ch === ';') {
      start = i + 1;
    }
  }
  return selectors;
};

/** State classes (`is-*`, `has-*`, the router's `active`) belong to no block. */
const STATE = /^((is|has)-|active$)/;

/** The block a selector styles: the rightmost compound that names a non-state class. */
const blockOf = (selector: string): string | null => {
  const plain = selector.replace(/:(not|has|is|where)\([^)]*\)/g, '').replace(/::?[a-z-]+(\([^)]*\))?/g, '');
  const compounds = plain.split(/\s*[\s>+~]\s*/).reverse();
  for (const compound of compounds) {
    const [first] = [...compound.matchAll(/\.([a-zA-Z0-9_-]+)/g)].map((m) => m[1] ?? '').filter((c) => !STATE.test(c));
    if (first) return first.split(/__|--/)[0] ?? first;
  }
  return null;
};

const owners = (files: { file: string; css: string }[]) => {
  const byBlock = new Map<string, Set<string>>();
  for (const { file, css } of files)
    for (const selector of selectorsOf(css)) {
      const block = blockOf(selector);
      if (!block) continue;
      const set = byBlock.get(block) ?? new Set<string>();
      set.add(path.relative(SRC, file));
      byBlock.set(block, set);
    }
  return [...byBlock].filter(([, set]) => set.size > 1).map(([block, set]) => `${block}: ${[...set].join(', ')}`);
};

const RAW_COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?|hwb|oklch|lab)\(|:\s*(white|black)\b|\s(white|black)\s*[;,)]/;

const rawColours = (file: string, css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .split('\n')
    .flatMap((line, i) => (RAW_COLOUR.test(line) ? [`${path.relative(SRC, file)}:${i + 1} ${line.trim()}`] : []));

describe('CSS ownership', () => {
  it('names the block of a selector', () => {
    expect(blockOf('.pagination button.is-current')).toBe('pagination');
    expect(blockOf("[data-theme='dark'] .form__error")).toBe('form');
    expect(blockOf('.is-visible .modal')).toBe('modal');
    expect(blockOf('.top-bar__inner:has(.account-bar) .top-bar__tagline')).toBe('top-bar');
    expect(blockOf('body.scroll-locked')).toBe('scroll-locked');
    expect(blockOf('img')).toBeNull();
  });

  it('finds a block styled in two files, and a raw colour', () => {
    const a = { file: path.join(SRC, 'a.css'), css: '.mc-table td { padding: 0; }\n@keyframes x { from { top: 0; } }' };
    const b = { file: path.join(SRC, 'b.css'), css: '@media (max-width: 9px) { .mc-table--wide { color: #fff; } }' };
    expect(owners([a, b])).toEqual(['mc-table: a.css, b.css']);
    expect(rawColours(b.file, b.css)).toHaveLength(1);
    expect(rawColours(a.file, 'a { color: var(--text); background: rgb(0 0 0 / 50%); }')).toHaveLength(1);
  });

  const files = cssFiles(SRC).map((file) => ({ file, css: readFileSync(file, 'utf8') }));

  it('styles every class block in one file only', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(owners(files)).toEqual([]);
  });

  it('takes every colour from the tokens', () => {
    expect(files.filter(({ file }) => file !== TOKENS).flatMap(({ file, css }) => rawColours(file, css))).toEqual([]);
  });
});
