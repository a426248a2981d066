import { defineText } from '../shared/i18n';
import type EN from './locales/slot.en.json';

/** The slot games' controls, win presentation and rules. */
export const slotText = defineText<typeof EN>('slot', import.meta.glob('./locales/slot.*.json', { import: 'default' }));
