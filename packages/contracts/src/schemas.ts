import { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  CS_TYPES,
  EXECUTION_TYPES,
  GAME_CATEGORIES,
  LANGUAGES,
  LINKAGE_TYPES,
  RESOURCE_TYPES,
} from './enums.js';

export const languageSchema = z.enum(LANGUAGES);
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export const executionTypeSchema = z.enum(EXECUTION_TYPES);
export const linkageTypeSchema = z.enum(LINKAGE_TYPES);
export const bannerGroupSchema = z.enum(BANNER_GROUPS);
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);
export const csTypeSchema = z.enum(CS_TYPES);
