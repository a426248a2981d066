import {
  createDownline,
  createInvitationCode,
  getAgentAnnouncements,
  getAgentOverview,
  getDownlines,
  getInvitationCodes,
  getTeamBets,
  getTeamProfitLoss,
  getTeamTransactions,
  operatorAgentTree,
  setDownlineNote,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { registerOperatorOperation } from '../operators/operator-route.js';
import { requireAgent } from './agent-access.js';

/** The agent centre's calls (every one behind requireAgent) and the back office's agent tree. */
export const agentsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { agents } = s;
  registerOperation(app, getAgentAnnouncements, async ({ req, query }) => {
    requireAgent(req);
    return agents.announcements(req.ctx.brand, req.ctx.language, query);
  });
  registerOperation(app, getAgentOverview, ({ req, query }) => agents.overview(requireAgent(req), query));
  registerOperation(
    app,
    createDownline,
    ({ req, body }) => agents.createDownline(req.ctx.brand, requireAgent(req), body, req.ctx.ip),
    { encrypted: true },
  );
  registerOperation(app, getInvitationCodes, ({ req }) => agents.invitationCodes(req.ctx.brand, requireAgent(req)));
  registerOperation(app, createInvitationCode, ({ req, body }) =>
    agents.createInvitationCode(req.ctx.brand, requireAgent(req), body),
  );
  registerOperation(app, getDownlines, ({ req, query }) => agents.downlines(requireAgent(req), query));
  registerOperation(app, setDownlineNote, ({ req, body }) => agents.setNote(requireAgent(req), body));
  registerOperation(app, getTeamBets, ({ req, query }) => agents.teamBets(requireAgent(req), query));
  registerOperation(app, getTeamProfitLoss, ({ req, query }) => agents.profitLoss(requireAgent(req), query));
  registerOperation(app, getTeamTransactions, ({ req, query }) => agents.transactions(requireAgent(req), query));

  registerOperatorOperation(app, s.operators, operatorAgentTree, ({ req, query }) =>
    agents.operatorTree(req.ctx.brand.merchant.code, query),
  );
};
