import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Accessible names are read aloud in the player's language: an aria-label (or alt, title, placeholder)
// written as an English literal in TSX is never translated. The portal takes its texts from i18next
// (t('key')), the studio from its per-language texts (appText(lang, 'key') and the like).

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/web/src', 'apps/studio/web/src'];
/** Attributes whose value a person hears or reads: each must come from the texts. */
const NAMED = /^(aria-(label|description|roledescription|valuetext|placeholder)|alt|title|placeholder)$/;
/** A literal that is words, not a symbol, number or separator (": ", "0.00", "+"). */
const WORDS = /\p{L}{2,}/u;

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });

/** Word literals in an attribute's value, outside calls (t('key'), appText(lang, 'key') take keys, not texts). */
const literalWords = (node: ts.Node): string[] => {
  if (ts.isCallExpression(node)) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return WORDS.test(node.text) ? [node.text] : [];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].filter((p) => WORDS.test(p));
    return [...parts, ...node.templateSpans.flatMap((s) => literalWords(s.expression))];
  }
  return node.getChildren().flatMap(literalWords);
};

/** `file:line attribute="text"` for each hard-coded accessible name in the source. */
export const hardCodedLabels = (file: string, source: string): string[] => {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && NAMED.test(node.name.getText(sf)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const text of value ? literalWords(value) : []) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push(`${path.relative(root, file)}:${line} ${node.name.getText(sf)}="${text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
};

describe('no hard-coded accessible names in the portal and studio TSX', () => {
  it('finds English literals, and lets keys, symbols and variables pass', () => {
    const file = path.join(root, 'apps/web/src/x.tsx');
    const source = [
      '<button aria-label="Close" />;',
      "<img alt={'Logo'} />;",
      '<div aria-label={`Seat ${n} is empty`} />;',
      "<input placeholder={busy ? 'Wait' : t('a.b')} />;",
      "<button aria-label={t('app.close')} title={appText(lang, 'app.exit')} />;",
      '<div aria-label={`${n}: ${name}`} alt="" placeholder="0.00" />;',
      '<img alt={brand.name} />;',
    ].join('\n');
    expect(hardCodedLabels(file, source)).toEqual([
      'apps/web/src/x.tsx:1 aria-label="Close"',
      'apps/web/src/x.tsx:2 alt="Logo"',
      'apps/web/src/x.tsx:3 aria-label="Seat "',
      'apps/web/src/x.tsx:3 aria-label=" is empty"',
      'apps/web/src/x.tsx:4 placeholder="Wait"',
    ]);
  });

  it.each(SOURCES)('%s has none', (dir) => {
    const files = tsxFiles(path.join(root, dir));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => hardCodedLabels(f, readFileSync(f, 'utf8')))).toEqual([]);
  });
});
