import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons are SVG (lucide-react): an emoji or pictographic symbol draws an empty box on a machine without an emoji
 * font. Comments are not shown, so they are skipped; © is a typographic sign every text font carries.
 */
const SRC = path.resolve(__dirname, '..');
/** The portal's own pictures and page (demo game tiles and banners are drawn with SVG paths, not glyphs). */
const PUBLIC = path.resolve(SRC, '../public');
const INDEX_HTML = path.resolve(SRC, '../index.html');
/** Emoji, plus the symbol blocks drawn as icons that Unicode does not class as pictographic (★ ☆ ☾ ✆). */
const PICTOGRAPHIC = /[\p{Extended_Pictographic}\u2600-\u27BF\u2B00-\u2BFF]/u;
const ALLOWED = new Set(['©']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|json|css|svg|html)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/** Blanks out comments, keeping line numbers; string contents that look like comments are rare enough here. */
const withoutComments = (file: string, text: string) =>
  /\.(json|svg|html)$/.test(file)
    ? text
    : text
        .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
        .replace(/(^|[^:'"`])\/\/.*$/gm, (_line, before: string) => before);

const pictographsIn = (file: string, text: string) =>
  withoutComments(file, text)
    .split('\n')
    .flatMap((line, i) =>
      [...line]
        .filter((ch) => PICTOGRAPHIC.test(ch) && !ALLOWED.has(ch))
        .map((ch) => `${path.relative(SRC, file)}:${i + 1} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`),
    );

describe('no emoji as UI iconography', () => {
  it('finds a pictograph in code but not in a comment', () => {
    expect(pictographsIn(path.join(SRC, 'x.tsx'), "const icon = '🎰';\n// a comment may say ↔\n")).toEqual([
      'x.tsx:1 U+1F3B0',
    ]);
    expect(pictographsIn(path.join(SRC, 'x.json'), '{ "a": "☀ {{year}}", "b": "© 2026", "c": "☆" }')).toEqual([
      'x.json:1 U+2600',
      'x.json:1 U+2606',
    ]);
  });

  it('has none in apps/web (code, styles, locales, public pictures and index.html)', () => {
    const files = [...sourceFiles(SRC), ...sourceFiles(PUBLIC), INDEX_HTML];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => pictographsIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
