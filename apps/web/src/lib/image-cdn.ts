import { SessionKey } from './storage';

/**
 * The image host of this session (spec §7): one of the permission response's `imageCDNs`, chosen
 * at random once per session and kept in session storage, so every picture of the visit comes
 * from the same host. With no list the portal's own relative paths are used.
 */
let host = '';

const pick = (list: string[], random: () => number): string => list[Math.floor(random() * list.length)] ?? '';

/** Chooses the session's image host from the brand's list (called with each status answer). */
export const chooseImageCdn = (list: string[], random: () => number = Math.random) => {
  const hosts = list.map((h) => h.trim().replace(/\/+$/, '')).filter(Boolean);
  if (!hosts.length) {
    host = '';
    return host;
  }
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(SessionKey.ImageCdn);
  } catch {
    // Storage refused (private mode): choose for this page only.
  }
  host = kept && hosts.includes(kept) ? kept : pick(hosts, random);
  try {
    sessionStorage.setItem(SessionKey.ImageCdn, host);
  } catch {
    // As above.
  }
  return host;
};

/** An image path on the session's image host; absolute URLs, data and blob URLs are left alone. */
export const imageUrl = (path: string): string => {
  if (!host || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${host}${path}`;
};
