import { API, type ApiRoute } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { getPersonalHistory } from './get-personal-history.js';
import { historyWindowQuery } from './shapes.js';

/** The categories that have their own getPersonal{Category}History call. */
export const PERSONAL_HISTORY_CATEGORIES = ['ELOTT', 'FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS'] as const;
export type PersonalHistoryCategory = (typeof PERSONAL_HISTORY_CATEGORIES)[number];

/** The betting record's query without the category, which the path fixes. */
export const categoryHistoryQuery = historyWindowQuery({});

// One factory: the six calls differ only in their category, so they cannot drift apart.
const categoryHistory = <C extends PersonalHistoryCategory>(category: C, route: ApiRoute) =>
  defineOperation({
    id: `getPersonal${category}History`,
    ...route,
    summary:
      category === 'SPORTS'
        ? 'Betting record of sports rounds, e-sports included, with totals'
        : `Betting record of ${category} rounds only, with totals`,
    tags: ['records'],
    auth: 'token',
    query: categoryHistoryQuery,
    value: getPersonalHistory.value,
  });

export const getPersonalELOTTHistory = categoryHistory('ELOTT', API.getPersonalELOTTHistory);
export const getPersonalFISHHistory = categoryHistory('FISH', API.getPersonalFISHHistory);
export const getPersonalLIVEHistory = categoryHistory('LIVE', API.getPersonalLIVEHistory);
export const getPersonalPVPHistory = categoryHistory('PVP', API.getPersonalPVPHistory);
export const getPersonalRNGHistory = categoryHistory('RNG', API.getPersonalRNGHistory);
export const getPersonalSPORTSHistory = categoryHistory('SPORTS', API.getPersonalSPORTSHistory);

/** Each category's operation, for the server to register them in one loop. */
export const PERSONAL_CATEGORY_HISTORY = {
  ELOTT: getPersonalELOTTHistory,
  FISH: getPersonalFISHHistory,
  LIVE: getPersonalLIVEHistory,
  PVP: getPersonalPVPHistory,
  RNG: getPersonalRNGHistory,
  SPORTS: getPersonalSPORTSHistory,
} as const satisfies Record<PersonalHistoryCategory, unknown>;
