/**
 * Where an affiliate code comes from, as the original portal derives it: the first label of a 3-label host
 * (`agent7.pagoda.example` → `agent7`), else "www"; the domain is the host's second label.
 * IP addresses and one-label hosts carry no domain.
 */
export const affiliateFromHost = (hostname: string): { code: string; domain: string } => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return { code: 'www', domain: '' };
  const labels = host.split('.');
  return { code: labels.length === 3 ? labels[0]! : 'www', domain: labels[1] ?? '' };
};

/** The domain part of a check or registration: one host label; a whole host name is reduced to it. */
export const affiliateDomain = (value: string | null | undefined): string => {
  const v = (value ?? '').trim().toLowerCase();
  return v.includes('.') || v.includes(':') ? affiliateFromHost(v).domain : v;
};

/** Codes a link carries: `?affiliateCode=`, and `?referralCode=` or its short form `?r=`. */
export const codesFromSearch = (search: string): { affiliateCode: string | null; referralCode: string | null } => {
  const q = new URLSearchParams(search);
  const pick = (...keys: string[]) => keys.map((k) => q.get(k)?.trim()).find((v) => v) ?? null;
  return { affiliateCode: pick('affiliateCode'), referralCode: pick('referralCode', 'r') };
};
