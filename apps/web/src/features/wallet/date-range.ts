// Moved to src/lib so the betting record (games feature) shares the same windows.
export * from '../../lib/date-range';
