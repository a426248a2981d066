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

/**
 * The version of the portal's fixed-name files, written by the server into index.html: a path carries it as
 * `?v=`, so the file can be cached for a year and its URL changes when the file does.
 */
let filesVersion: string | null = null;
const version = () =>
  (filesVersion ??=
    (typeof document === 'undefined'
      ? ''
      : document.querySelector<HTMLMetaElement>('meta[name="pagoda-files-version"]')?.content) ?? '');

/**
 * An image path on the session's image host, with the files' version; absolute URLs, data and blob URLs
 * are left alone.
 */
export const imageUrl = (path: string): string => {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const v = version();
  const versioned = v && !path.includes('?') ? `${path}?v=${v}` : path;
  return host ? `${host}${versioned}` : versioned;
};

/** Forgets the version read from the page (tests). */
export const resetFilesVersion = () => {
  filesVersion = null;
};
