/**
 * Build-time check of the portal's first bundle (used by vite.config.ts, not shipped): the entry chunk and the
 * chunks it imports statically are what index.html loads and preloads for every route, home included.
 */
export type BuiltChunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[] };
export type BuiltAsset = { type: 'asset'; fileName: string };

/** Packages the first paint does not need; each loads with the feature that uses it. */
export const KEPT_OUT_OF_FIRST_BUNDLE = ['zod', 'qrcode', 'dompurify'] as const;

/** The entry chunks and every chunk they reach through static imports. */
export const firstBundleChunks = (bundle: Record<string, BuiltChunk | BuiltAsset>): BuiltChunk[] => {
  const seen = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item);
  return [...seen.values()];
};

/** "package: module (chunk)" for each module of a kept-out package found in the first bundle. */
export const keptOutModulesInFirstBundle = (
  bundle: Record<string, BuiltChunk | BuiltAsset>,
  packages: readonly string[] = KEPT_OUT_OF_FIRST_BUNDLE,
): string[] =>
  firstBundleChunks(bundle).flatMap((chunk) =>
    chunk.moduleIds.flatMap((id) => {
      const pkg = packages.find((p) => id.replaceAll('\\', '/').includes(`/node_modules/${p}/`));
      return pkg ? [`${pkg}: ${id} (${chunk.fileName})`] : [];
    }),
  );
