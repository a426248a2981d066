import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Emoji are not UI iconography: on a machine without an emoji font each one is an empty box. Icons are SVG.
const SRC = path.resolve(import.meta.dirname, '..');
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.(tsx?|css|json|html)$/.test(entry.name) ? [full] : [];
  });

/** Every `file:line` of the studio web source that holds a pictographic (emoji) character. */
const pictographLines = (paths: string[]): string[] =>
  paths.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (PICTOGRAPH.test(line) ? [`${path.relative(SRC, file)}:${i + 1}`] : [])),
  );

describe('studio web source', () => {
  it('finds an emoji when one is there', () => {
    expect(PICTOGRAPH.test(String.fromCodePoint(0x1f3b0))).toBe(true);
    expect(PICTOGRAPH.test('\u2660')).toBe(true);
    expect(PICTOGRAPH.test('Bet \u00d7 2 \u2026')).toBe(false);
  });

  it('holds no emoji or pictographic character', () => {
    const all = files(SRC);
    expect(all.length).toBeGreaterThan(50);
    expect(pictographLines(all)).toEqual([]);
  });
});
