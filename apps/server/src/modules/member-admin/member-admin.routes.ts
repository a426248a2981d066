import {
  operatorAddMemberLabelOption,
  operatorAddMemberNote,
  operatorEndMemberSessions,
  operatorForceMemberPassword,
  operatorLinkedMembers,
  operatorLockMember,
  operatorMemberBets,
  operatorMemberDeposits,
  operatorMemberLabelOptions,
  operatorMemberLedger,
  operatorMemberLogins,
  operatorMemberNotes,
  operatorMemberProfile,
  operatorMemberSecurityEvents,
  operatorMemberTeam,
  operatorMemberWithdrawals,
  operatorSearchMembers,
  operatorSetMemberLabels,
  operatorSetMemberVip,
  operatorUnlockMember,
  type MemberAction,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';
import type { OperatorAuth } from '../operators/operators.service.js';

/** Contact data in full only for operators who act on members (see docs/decisions.md, Back office: members). */
const fullContact = (operator: OperatorAuth) => operator.permissions.has('members.write');
const brandOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;

/** Member search, the member profile and its tabs, and the account actions (back office). */
export const memberAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const members = s.memberAdmin;
  const register = registerOperatorOperation;

  register(app, s.operators, operatorSearchMembers, ({ req, query, operator }) =>
    members.search(brandOf(req), query, fullContact(operator)),
  );
  register(app, s.operators, operatorMemberProfile, ({ req, query, operator }) =>
    members.profile(brandOf(req), query.memberId, fullContact(operator)),
  );
  register(app, s.operators, operatorMemberLedger, ({ req, query }) => members.ledger(brandOf(req), query));
  register(app, s.operators, operatorMemberDeposits, ({ req, query }) => members.deposits(brandOf(req), query));
  register(app, s.operators, operatorMemberWithdrawals, ({ req, query }) => members.withdrawals(brandOf(req), query));
  register(app, s.operators, operatorMemberBets, ({ req, query }) => members.bets(brandOf(req), query));
  register(app, s.operators, operatorMemberLogins, ({ req, query }) => members.logins(brandOf(req), query));
  register(app, s.operators, operatorMemberSecurityEvents, ({ req, query }) =>
    members.securityEvents(brandOf(req), query),
  );
  register(app, s.operators, operatorMemberNotes, ({ req, query }) => members.notes(brandOf(req), query));
  register(app, s.operators, operatorAddMemberNote, ({ req, body }) =>
    members.addNote(brandOf(req), body, actorOf(req)),
  );
  register(app, s.operators, operatorLinkedMembers, ({ req, query }) => members.linked(brandOf(req), query.memberId));
  register(app, s.operators, operatorMemberTeam, ({ req, query }) => members.team(brandOf(req), query));
  register(app, s.operators, operatorMemberLabelOptions, ({ req }) => members.labelOptions(brandOf(req)));
  register(app, s.operators, operatorAddMemberLabelOption, ({ req, body }) =>
    members.addLabelOption(brandOf(req), body.name, actorOf(req)),
  );
  register(app, s.operators, operatorSetMemberLabels, ({ req, body }) =>
    members.setLabels(brandOf(req), body, actorOf(req)),
  );
  register(app, s.operators, operatorSetMemberVip, ({ req, body }) => members.setVip(brandOf(req), body, actorOf(req)));

  const actions: [MemberAction, typeof operatorLockMember][] = [
    ['lock', operatorLockMember],
    ['unlock', operatorUnlockMember],
    ['force-password', operatorForceMemberPassword],
    ['end-sessions', operatorEndMemberSessions],
  ];
  for (const [action, op] of actions)
    register(app, s.operators, op, ({ req, body }) => members.act(brandOf(req), action, body, actorOf(req)));
};
