import { defineText } from '../shared/i18n';
import type EN from './locales/app.en.json';

/** The play page shell: top bar, panels and session screens. */
export const appText = defineText<typeof EN>('app', import.meta.glob('./locales/app.*.json', { import: 'default' }));
