/**
 * A small in-memory cache with a time to live and a size cap (oldest out first). For hot reads
 * that may be a few seconds stale (a vendor's settings, a launch token's owner), never for money.
 */
export const ttlCache = <K, V>(ttlMs: number, max = 10_000) => {
  const map = new Map<K, { value: V; until: number }>();
  return {
    get: async (key: K, load: () => Promise<V>): Promise<V> => {
      const hit = map.get(key);
      const now = Date.now();
      if (hit && hit.until > now) return hit.value;
      const value = await load();
      if (map.size >= max) map.delete(map.keys().next().value as K);
      map.set(key, { value, until: now + ttlMs });
      return value;
    },
    delete: (key: K) => map.delete(key),
    clear: () => map.clear(),
  };
};
