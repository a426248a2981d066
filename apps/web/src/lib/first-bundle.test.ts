import { describe, expect, it } from 'vitest';
import { type BuiltAsset, type BuiltChunk, firstBundleChunks, keptOutModulesInFirstBundle } from './first-bundle';

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
});

// entry -> shared -> runtime statically; entry -> lazy only through import(), so lazy is not in `imports`.
const bundle: Record<string, BuiltChunk | BuiltAsset> = {
  'index.js': chunk('index.js', ['shared.js'], ['/app/src/main.tsx'], true),
  'shared.js': chunk('shared.js', ['runtime.js'], ['/app/node_modules/react/index.js']),
  'runtime.js': chunk('runtime.js', [], ['\0rolldown/runtime.js']),
  'lazy.js': chunk('lazy.js', ['shared.js'], ['/app/node_modules/zod/v4/core/core.js', '/app/src/form.tsx']),
  'index.css': { type: 'asset', fileName: 'index.css' },
};

describe('the first bundle check', () => {
  it('takes the entry and the chunks it reaches through static imports, not the lazy ones', () => {
    expect(firstBundleChunks(bundle).map((c) => c.fileName)).toEqual(['index.js', 'shared.js', 'runtime.js']);
  });

  it('passes when zod sits only in a lazy chunk', () => {
    expect(keptOutModulesInFirstBundle(bundle)).toEqual([]);
  });

  it('names each kept-out module that a static import pulls in, with its chunk', () => {
    const leaked = {
      ...bundle,
      'shared.js': chunk(
        'shared.js',
        ['runtime.js'],
        ['C:\\app\\node_modules\\zod\\v4\\core\\core.js', '/app/node_modules/qrcode/lib/browser.js'],
      ),
    };
    expect(keptOutModulesInFirstBundle(leaked)).toEqual([
      'zod: C:\\app\\node_modules\\zod\\v4\\core\\core.js (shared.js)',
      'qrcode: /app/node_modules/qrcode/lib/browser.js (shared.js)',
    ]);
  });

  it('does not mistake a package whose name only starts the same for a kept-out one', () => {
    const lookalike = { 'index.js': chunk('index.js', [], ['/app/node_modules/zod-to-json/index.js'], true) };
    expect(keptOutModulesInFirstBundle(lookalike)).toEqual([]);
  });
});
