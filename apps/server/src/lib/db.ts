/** The first row of a result, or null: for queries that match at most one row. */
export const one = <T>(rows: T[]): T | null => rows[0] ?? null;
