import { platformTemplate } from './pglite-template.js';

/** Vitest's global setup: the PGlite template is made once, before the test files start in parallel. */
export default async function setup() {
  await platformTemplate();
}
