import type { AffiliateCodeWithAgent } from './affiliates.repository.js';

/** An affiliate code as the ops command prints it. */
export const presentAffiliateCode = (r: AffiliateCodeWithAgent) => ({
  code: r.code.code,
  domain: r.code.domain,
  agent: r.agent.account,
  enabled: r.code.enabled,
  createdAt: r.code.createdAt.toISOString(),
});
