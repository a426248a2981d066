import { bundleOpsCli } from './ops-cli';

/** Once per run, before any test: the ops CLI bundled to JavaScript (see ops-cli.ts). */
export default async function globalSetup() {
  process.env.E2E_OPS_CLI = await bundleOpsCli();
}
