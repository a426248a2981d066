import {
  applyPromotion,
  checkinPromotion,
  claimPromotion,
  getPromotionCount,
  getPromotionDetail,
  getPromotions,
  joinPromotion,
  operatorPromotionAbuse,
  operatorPromotionApplications,
  operatorPromotionCreate,
  operatorPromotionGet,
  operatorPromotionReport,
  operatorPromotionReview,
  operatorPromotionSetState,
  operatorPromotionsList,
  operatorPromotionUpdate,
  type PromotionDevice,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';
import type { PromotionCaller } from './promotions.service.js';

const MOBILE_DEVICES = new Set(['mobile', 'h5', 'android', 'ios', 'app']);

/** Desktop or mobile: the Device header when it says so, else the browser's user agent. */
const deviceOf = (req: FastifyRequest): PromotionDevice => {
  const header = String(req.headers['device'] ?? '').toLowerCase();
  if (MOBILE_DEVICES.has(header)) return 'mobile';
  return /Mobi|Android|iPhone|iPad/i.test(String(req.headers['user-agent'] ?? '')) ? 'mobile' : 'desktop';
};

const callerOf = (req: FastifyRequest): PromotionCaller => ({
  brand: req.ctx.brand,
  language: req.ctx.language,
  memberId: req.auth?.member.id ?? null,
  // Members have no country of record: the request's (geo-located) country, else the brand's.
  country: req.ctx.countryCode ?? req.ctx.brand.merchant.defaultCountry,
  device: deviceOf(req),
  ip: req.ctx.ip,
});

/** The promotion catalogue: the portal's calls and the back office's editor, queue and reports. */
export const promotionsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const promos = s.promotions;
  registerOperation(app, getPromotions, ({ req, query }) => promos.list(callerOf(req), query.type));
  registerOperation(app, getPromotionDetail, ({ req, query }) => promos.detail(callerOf(req), query.id));
  registerOperation(app, getPromotionCount, ({ req }) => promos.count(callerOf(req)));
  const money = { realAccountOnly: true, perMinute: 30 };
  registerOperation(app, joinPromotion, ({ req, body }) => promos.join(callerOf(req), body.id), money);
  registerOperation(app, claimPromotion, ({ req, body }) => promos.claim(callerOf(req), body.id), money);
  registerOperation(app, checkinPromotion, ({ req, body }) => promos.checkin(callerOf(req), body.id), money);
  registerOperation(app, applyPromotion, ({ req, body }) => promos.apply(callerOf(req), body.id, body.note), money);

  const reg = <O extends Parameters<typeof registerOperatorOperation>[2]>(
    op: O,
    handler: Parameters<typeof registerOperatorOperation<O>>[3],
  ) => registerOperatorOperation(app, s.operators, op, handler);
  const code = (req: FastifyRequest) => req.ctx.brand.merchant.code;
  const by = (req: FastifyRequest) => ({ actor: actorOf(req).actor, ip: actorOf(req).ip });

  reg(operatorPromotionsList, ({ req, query }) => promos.grid(code(req), query));
  reg(operatorPromotionGet, ({ req, query }) => promos.get(code(req), query.id));
  reg(operatorPromotionCreate, ({ req, body }) => promos.create(req.ctx.brand, by(req), body));
  reg(operatorPromotionUpdate, ({ req, body }) => promos.update(req.ctx.brand, by(req), body));
  reg(operatorPromotionSetState, ({ req, body }) => promos.setState(req.ctx.brand, by(req), body.id, body.state));
  reg(operatorPromotionApplications, ({ req, query }) => promos.applications(code(req), query));
  reg(operatorPromotionReview, ({ req, body }) =>
    promos.review(s.approvals, req.ctx.brand, { merchantCode: code(req), ...actorOf(req) }, body),
  );
  reg(operatorPromotionReport, ({ req }) => promos.report(code(req)));
  reg(operatorPromotionAbuse, ({ req }) => promos.abuse(code(req)));
};
