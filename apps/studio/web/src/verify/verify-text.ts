import { defineText } from '../shared/i18n';
import type EN from './locales/verify.en.json';

/** The fairness verify page. */
export const verifyText = defineText<typeof EN>(
  'verify',
  import.meta.glob('./locales/verify.*.json', { import: 'default' }),
);
