import { platformTemplate } from '../../server/test/helpers/pglite-template';
import { studioTemplate } from './pglite-template';

/** Vitest's global setup: the PGlite templates are made once, before the test files start in parallel. */
export default async function setup() {
  await platformTemplate();
  await studioTemplate();
}
