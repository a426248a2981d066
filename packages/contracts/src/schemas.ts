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

/** The id of a stored row, as a request names it: within PostgreSQL's integer (a larger one was a 500). */
export const rowIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** A time in epoch milliseconds as a request sends it: up to the year 9999, so it always makes a valid date. */
export const epochMsSchema = z.coerce.number().int().min(0).max(253_402_300_799_999);
