import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical axe violations on the page and in its frames (the studio's games open in the
 * portal's game frame), one line each: the rule and where it fails. `within` limits the scan to one part,
 * such as the open member centre, when the page behind it was scanned already.
 */
export const seriousViolations = async (page: Page, within?: string) => {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
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
