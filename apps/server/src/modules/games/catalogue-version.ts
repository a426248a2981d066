/**
 * A version per brand for the portal's cached game lists: the list's cache key includes it, so a
 * back-office change (bumped here, and on the other instances through the config channel) is on the
 * portal at the next request instead of when the cache expires.
 */
export const createCatalogueVersions = () => {
  const versions = new Map<string, number>();
  let all = 0;
  return {
    of: (merchantCode: string) => `${all}.${versions.get(merchantCode) ?? 0}`,
    /** No merchant: every brand (a config message that names none). */
    bump: (merchantCode?: string) => {
      if (merchantCode) versions.set(merchantCode, (versions.get(merchantCode) ?? 0) + 1);
      else all++;
    },
  };
};
export type CatalogueVersions = ReturnType<typeof createCatalogueVersions>;
