import * as oidc from 'openid-client';

export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string; updatedAt: Date };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted only for a provider on this machine (local test servers). */
export const isAllowedIssuer = (raw: string) => {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
};

/**
 * openid-client configurations, discovered once per provider setting (a changed setting has a
 * new updatedAt, hence a new key). ID tokens are always signature-checked against the
 * provider's JWKS, on top of openid-client's iss/aud/exp/nonce checks.
 */
export const createOidcClients = () => {
  const cache = new Map<string, Promise<oidc.Configuration>>();
  return {
    configuration: (p: OidcProviderConfig) => {
      const key = `${p.issuer}|${p.clientId}|${p.updatedAt.getTime()}`;
      let hit = cache.get(key);
      if (!hit) {
        const issuer = new URL(p.issuer);
        hit = oidc.discovery(issuer, p.clientId, p.clientSecret, undefined, {
          execute: [
            oidc.enableNonRepudiationChecks,
            ...(issuer.protocol === 'http:' && isAllowedIssuer(p.issuer) ? [oidc.allowInsecureRequests] : []),
          ],
          timeout: 10,
        });
        cache.set(key, hit);
        hit.catch(() => cache.delete(key));
      }
      return hit;
    },
  };
};

export { oidc };
