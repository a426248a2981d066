#!/usr/bin/env node
// `npm install`'s prepare step: installs the git hooks (husky, .husky/) for a developer's checkout.
// It does nothing in CI, outside a git checkout, or where husky is not installed (npm ci
// --omit=dev), so that it never fails an install. A git worktree has a .git file, which husky
// accepts as well.
import fs from 'node:fs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
if (ci || process.env.HUSKY === '0' || !fs.existsSync('.git')) process.exit(0);

try {
  const { default: husky } = await import('husky');
  const problem = husky();
  if (problem) console.warn(`git hooks not installed: ${problem}`);
} catch (err) {
  console.warn(`git hooks not installed: ${err instanceof Error ? err.message : String(err)}`);
}
