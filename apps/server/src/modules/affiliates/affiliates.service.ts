import { randomInt } from 'node:crypto';
import type { checkAffiliate, OperationParsedQuery } from '@pagoda/contracts';
import { affiliateDomain, AGENT_TYPES, createsAgents, ErrorCode, MemberType } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type MembersRepository, membersRepository } from '../accounts/members.repository.js';
import { presentAffiliateCode } from './affiliates.presenter.js';
import { type AffiliatesRepository, affiliatesRepository } from './affiliates.repository.js';

export type AffiliatesService = ReturnType<typeof createAffiliatesService>;

/** No 0/O or 1/I, so a code read aloud or copied by hand stays right. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member's own referral code: 8 characters, about 40 bits, unique per brand by index. */
export const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/**
 * Affiliate codes belong to agents; a valid one makes its agent the upline of whoever registers
 * with it. Unknown, disabled, other-domain codes and codes of a locked agent all answer the same
 * `affiliate.code.invalid`, so the check tells nothing more than "valid or not".
 */
export const createAffiliatesService = (
  db: Db,
  repos: { codes?: AffiliatesRepository; members?: Pick<MembersRepository, 'findByAccount'> } = {},
) => {
  const codes = repos.codes ?? affiliatesRepository;
  const members = repos.members ?? membersRepository;
  const findValid = async (tx: DbOrTx, merchantCode: string, code: string, domain: string | null | undefined) => {
    const found = await codes.findByCode(tx, merchantCode, code.trim().toLowerCase());
    const ok =
      found &&
      found.code.enabled &&
      found.agent.status === 'ACTIVE' &&
      isAgent(found.agent.type) &&
      (found.code.domain === null || found.code.domain === affiliateDomain(domain));
    if (!ok) throw new AppError(ErrorCode.AffiliateCodeInvalid);
    return found;
  };

  const requireAgent = async (merchantCode: string, account: string) => {
    const agent = await members.findByAccount(db, merchantCode, account.toLowerCase());
    if (!agent) throw new AppError(ErrorCode.NotFound, `No member ${account}`);
    if (!isAgent(agent.type))
      throw new AppError(ErrorCode.ValidationFailed, `${agent.account} is not an agent (type ${agent.type})`);
    return agent;
  };

  return {
    /** GET /wps/agent/affiliate: resolves when the code is valid on this domain. */
    check: async (merchantCode: string, query: OperationParsedQuery<typeof checkAffiliate>) => {
      await findValid(db, merchantCode, query.code, query.domain);
      return null;
    },

    /**
     * What a registration's affiliate code makes: its agent becomes the upline; an AGENT code makes a
     * type-2 agent and may carry a contract offer of a kind.
     */
    invitationFor: async (tx: DbOrTx, merchantCode: string, code: string, domain: string | null | undefined) => {
      const found = await findValid(tx, merchantCode, code, domain);
      return {
        uplineId: found.agent.id,
        // An agent that no longer creates agents (its type changed) invites members only.
        agent: found.code.accountKind === 'AGENT' && createsAgents(found.agent.type),
        offerKind: found.code.defaultOfferKind,
      };
    },

    /** The member whose referral code this is; a trial or locked account refers no one. */
    referrerFor: async (tx: DbOrTx, merchantCode: string, referralCode: string) => {
      const m = await codes.findMemberByReferralCode(tx, merchantCode, referralCode.trim().toUpperCase());
      if (!m || m.type === MemberType.Trial || m.status !== 'ACTIVE') throw new AppError(ErrorCode.ReferralCodeInvalid);
      return m.id;
    },

    // Operator commands (npm run ops -- affiliate …).
    add: async (merchantCode: string, input: { account: string; code: string; domain?: string | undefined }) => {
      const agent = await requireAgent(merchantCode, input.account);
      const codeKey = input.code.toLowerCase();
      if (await codes.findByCode(db, merchantCode, codeKey))
        throw new AppError(ErrorCode.ValidationFailed, `The code ${input.code} is taken`);
      await codes.insert(db, {
        merchantCode,
        code: input.code,
        codeKey,
        domain: input.domain ? affiliateDomain(input.domain) : null,
        agentId: agent.id,
      });
      return presentAffiliateCode((await codes.findByCode(db, merchantCode, codeKey))!);
    },

    list: async (merchantCode: string, account?: string) => {
      const agent = account ? await requireAgent(merchantCode, account) : null;
      return (await codes.list(db, merchantCode, agent?.id)).map(presentAffiliateCode);
    },

    setEnabled: async (merchantCode: string, code: string, enabled: boolean) => {
      const rows = await codes.setEnabled(db, merchantCode, code.toLowerCase(), enabled);
      if (rows.length === 0) throw new AppError(ErrorCode.NotFound, `No affiliate code ${code}`);
      return { code, enabled };
    },
  };
};
