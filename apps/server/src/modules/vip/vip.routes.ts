import {
  getVipOverview,
  operatorGetVipLevels,
  operatorSaveVipLevels,
  operatorSetBirthDate,
  operatorSetVipLevel,
  operatorVipMembers,
  setBirthDate,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

const brandOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;

/** VIP: the portal's /vip page and the member's date of birth; the back office's level table and members. */
export const vipPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { vip } = s;
  registerOperation(app, getVipOverview, ({ req }) => vip.overview(req.ctx.brand, req.auth?.member ?? null));
  registerOperation(app, setBirthDate, ({ req, body }) =>
    vip.setBirthDate(req.ctx.brand, sessionOf(req).member, body.birthDate),
  );

  const register = registerOperatorOperation;
  register(app, s.operators, operatorGetVipLevels, ({ req }) => vip.levelsFor(brandOf(req)));
  register(app, s.operators, operatorSaveVipLevels, ({ req, body }) =>
    vip.saveLevels(brandOf(req), body, actorOf(req)),
  );
  register(app, s.operators, operatorVipMembers, ({ req, query }) => vip.members(brandOf(req), query));
  register(app, s.operators, operatorSetVipLevel, ({ req, body }) => vip.setLevel(brandOf(req), body, actorOf(req)));
  register(app, s.operators, operatorSetBirthDate, ({ req, body }) =>
    vip.setBirthDateByOperator(brandOf(req), body, actorOf(req)),
  );
};
