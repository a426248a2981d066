import { StudioError, type Round, type StudioErrorCode } from '../../../src/shared/api';
import { defineText } from './i18n';
import type EN from './locales/common.en.json';

/** Texts every page needs: the studio's error codes, round statuses and the verify link. */
export const commonText = defineText<typeof EN>(
  'common',
  import.meta.glob('./locales/common.*.json', { import: 'default' }),
);

// Compile-time coverage: a new error code or round status in api.ts without a translation fails type-check.
type Missing = Exclude<StudioErrorCode | `status.${Round['status']}`, keyof typeof EN>;
const covered: [Missing] extends [never] ? true : Missing = true;
void covered;

/** Error codes the toast translates; anything else shows the generic text. */
export const KNOWN_ERRORS: ReadonlySet<string> = new Set(Object.values(StudioError));
