/**
 * Masks for showing a bound mobile or e-mail without spelling it out (security centre, security
 * events). The same helpers on server and portal, so a value looks the same everywhere.
 */
export const maskMobile = (mobile: string): string => {
  const n = mobile.trim();
  if (n.length <= 2) return '*'.repeat(n.length);
  if (n.length <= 6) return '*'.repeat(n.length - 2) + n.slice(-2);
  return n.slice(0, 3) + '*'.repeat(n.length - 6) + n.slice(-3);
};

export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskMobile(email);
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 4 ? 2 : 1)}***${email.slice(at)}`;
};

/** ab***9: enough to recognise oneself on a public board, not enough to find anyone. */
export const maskAccount = (account: string): string => {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
};
