import {
  operatorAddRegionBlock,
  operatorCheckRegisterPattern,
  operatorClearThirdParty,
  operatorConfigAccess,
  operatorConfigGeneral,
  operatorConfigRegisterRules,
  operatorConfigThirdParty,
  operatorConfigToggles,
  operatorRemoveRegionBlock,
  operatorSetConfigGeneral,
  operatorSetConfigToggle,
  operatorSetLoginFirst,
  operatorSetMaintenance,
  operatorSetRegisterRule,
  operatorSetThirdParty,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

/** Brand configuration in the back office (config.read / config.write). */
export const brandAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const config = s.brandAdmin;
  const brand = (req: FastifyRequest) => req.ctx.brand.merchant.code;
  const by = (req: FastifyRequest) => {
    const a = actorOf(req);
    return { actor: a.actor, ip: a.ip };
  };
  const where = (req: FastifyRequest) => ({ ip: req.ctx.ip, countryCode: req.ctx.countryCode });
  const reg = <O extends Parameters<typeof registerOperatorOperation>[2]>(
    op: O,
    handler: Parameters<typeof registerOperatorOperation<O>>[3],
  ) => registerOperatorOperation(app, s.operators, op, handler);

  reg(operatorConfigToggles, ({ req }) => config.toggles(brand(req)));
  reg(operatorSetConfigToggle, ({ req, body }) => config.setToggle(brand(req), body.modId, body.enabled, by(req)));

  reg(operatorConfigRegisterRules, ({ req }) => config.registerRules(brand(req)));
  reg(operatorSetRegisterRule, ({ req, body }) => config.setRegisterRule(brand(req), body, by(req)));
  reg(operatorCheckRegisterPattern, async ({ body }) => config.checkPattern(body.pattern));

  reg(operatorConfigGeneral, ({ req }) => config.general(brand(req)));
  reg(operatorSetConfigGeneral, ({ req, body }) => config.setGeneral(brand(req), body, by(req)));

  reg(operatorConfigAccess, ({ req }) => config.access(brand(req), where(req)));
  reg(operatorSetMaintenance, async ({ req, body }) => {
    await config.setMaintenance(brand(req), body, by(req));
    return config.access(brand(req), where(req));
  });
  reg(operatorSetLoginFirst, async ({ req, body }) => {
    await config.setLoginFirst(brand(req), body.on, by(req));
    return config.access(brand(req), where(req));
  });
  reg(operatorAddRegionBlock, async ({ req, body }) => {
    await config.addRegionBlock(brand(req), body.kind, body.value, by(req));
    return config.access(brand(req), where(req));
  });
  reg(operatorRemoveRegionBlock, async ({ req, query }) => {
    await config.removeRegionBlock(brand(req), query.kind, query.value, by(req));
    return config.access(brand(req), where(req));
  });

  reg(operatorConfigThirdParty, ({ req }) => config.thirdParty(brand(req)));
  reg(operatorSetThirdParty, async ({ req, body }) => {
    await config.setThirdParty(brand(req), body, by(req));
    return config.thirdParty(brand(req));
  });
  reg(operatorClearThirdParty, async ({ req, query }) => {
    await config.clearThirdParty(brand(req), query.provider, by(req));
    return config.thirdParty(brand(req));
  });
};
