import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page and in every frame, cross-origin ones included (the studio's games open in the
 * portal's game frame from another port). @axe-core/playwright's default mode collects every rule's
 * passes in each frame and merges them in a new page (3.2 s a scan of the home page on the CI machine);
 * its legacy mode is fast but skips frames of another origin. This is that legacy run with every origin
 * allowed and only violations collected: 0.9 s. a11y.spec proves it still reports a frame's violation.
 */
const runAxe = async (page: Page, within?: string): Promise<AxeResults> => {
  for (const frame of page.frames()) {
    try {
      await frame.evaluate(axeSource);
      await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
    } catch {
      // A frame that navigated or closed meanwhile has nothing left to scan.
    }
  }
  const options: RunOptions = { resultTypes: ['violations'], iframes: true };
  return page.evaluate(({ within, options }) => window.axe.run(within ? { include: [within] } : document, options), {
    within,
    options,
  });
};

/**
 * The serious and critical axe violations on the page and in its frames, one line each: the rule and
 * where it fails. `within` limits the scan to one part, such as the open member centre, when the page
 * behind it was scanned already.
 */
export const seriousViolations = async (page: Page, within?: string) => {
  const { violations } = await runAxe(page, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * Records the page's serious violations as a soft failure named by `where`, so that one test walking
 * through several pages reports every page that fails, not only the first.
 */
export const expectAccessible = async (page: Page, where: string, within?: string) => {
  expect.soft(await seriousViolations(page, within), `axe on ${where}`).toEqual([]);
};
