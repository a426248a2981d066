import { AGENT_TYPES, ErrorCode, WhitelabelModule } from '@pagoda/contracts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sessionOf } from '../../lib/route.js';
import type { MemberRow } from '../accounts/members.repository.js';
import { agentTreeRepository } from './agent-tree.repository.js';

/** Agent types 1, 2, 41 and 42 open the agent area (spec §6); a trial account (4) and a player (0) do not. */
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/**
 * The guard of every agent call (docs/agents.md, ## Access): the caller's session member when it is
 * an active agent, else `not.agent` (403); `function.disabled` when the brand's AGENTCENTER is off. A 'token' operation has already answered 401 without a
 * session. Use it first in every agent route handler: `const agent = requireAgent(req);`.
 */
export const requireAgent = (req: FastifyRequest): MemberRow => {
  const member = sessionOf(req).member;
  // The brand switched the agent centre off: no agent call answers.
  if (!req.ctx.brand.modules[WhitelabelModule.AgentCentre]) throw new AppError(ErrorCode.FunctionDisabled);
  if (!isAgentType(member.type) || member.status !== 'ACTIVE') throw new AppError(ErrorCode.NotAgent);
  return member;
};

/**
 * Refuses a member outside the agent's subtree (another branch, a sibling, the upline, itself) with
 * `agent.member.not.in.team` (403), the same answer whether the member exists or not (no probing).
 */
export const requireInTeam = async (db: DbOrTx, agentId: number, memberId: number) => {
  if (!(await agentTreeRepository.isInSubtree(db, agentId, memberId)))
    throw new AppError(ErrorCode.AgentMemberNotInTeam);
};
