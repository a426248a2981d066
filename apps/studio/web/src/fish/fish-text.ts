import { defineText } from '../shared/i18n';
import type EN from './locales/fish.en.json';

/** Dragon Reef's own words; fish names come from the engine's defs (FishType.names). */
export const fishText = defineText<typeof EN>('fish', import.meta.glob('./locales/fish.*.json', { import: 'default' }));

export type FishTextKey = Parameters<typeof fishText>[1];
