import {
  LOTTERY_ADMIN_PATHS,
  lotteryAdminBetType,
  lotteryAdminBetTypeBody,
  lotteryAdminBetTypeCode,
  lotteryAdminBetTypesQuery,
  lotteryAdminBetTypesValue,
  lotteryAdminCloseBody,
  lotteryAdminConfirmBody,
  lotteryAdminCorrectionBody,
  lotteryAdminDrawDetail,
  lotteryAdminDrawsQuery,
  lotteryAdminDrawsValue,
  lotteryAdminGameCode,
  lotteryAdminLiabilityQuery,
  lotteryAdminLiabilityValue,
  lotteryAdminNumero,
  lotteryAdminReportQuery,
  lotteryAdminReportValue,
  lotteryAdminResultBody,
  lotteryAdminSignedText,
  lotteryAdminVoidBody,
  VENDOR_HEADERS,
  vendorSignature,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StudioAppError } from '../../lib/app-error';
import { hmacHex } from '../../lib/hmac';
import { wireToMinor } from '../../lib/money';
import type { LotteryAdmin } from './lottery-admin.service';

const { verifyBody } = vendorSignature(hmacHex);

/** Base path of the lottery operations API (the manifest's lotteryAdminUrl). */
export const LOTTERY_ADMIN_BASE = '/lottery/v1/admin';

const drawParams = z.object({ gameCode: lotteryAdminGameCode, numero: lotteryAdminNumero });
const ok = <S extends z.ZodType>(value: S) => ({ 200: z.object({ success: z.literal(true), value }) });
const minor = (v: string | null) => (v === null ? null : wireToMinor(v));

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * The operations API the platform's back office calls (packages/contracts vendor-lottery-admin.ts), enveloped
 * like /api. Every call is signed with the vendor secret over its method, path with query, and raw body; a
 * missing or wrong signature is 401 before anything else is read.
 */
export const lotteryAdminRoutes = (app: FastifyInstance, deps: { admin: LotteryAdmin; secret: string }) =>
  app.register(
    async (scope) => {
      // The raw body is signed: keep the text the parser saw (encapsulated: only these routes).
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
        const text = String(body);
        (req as RawRequest).rawBody = text;
        try {
          done(null, text === '' ? undefined : JSON.parse(text));
        } catch {
          // Refused by the body's schema after the signature check (401 first, then 400).
          done(null, undefined);
        }
      });
      scope.addHook('preValidation', async (req) => {
        const header = req.headers[VENDOR_HEADERS.signature];
        const signed = lotteryAdminSignedText(req.method, req.url, (req as RawRequest).rawBody ?? '');
        if (!verifyBody(deps.secret, signed, Array.isArray(header) ? header[0] : header))
          throw new StudioAppError('studio.unauthorized', 'A signed call of the platform is required.');
      });

      const r = scope.withTypeProvider<ZodTypeProvider>();
      const { admin } = deps;

      r.get(
        LOTTERY_ADMIN_PATHS.draws,
        { schema: { querystring: lotteryAdminDrawsQuery, response: ok(lotteryAdminDrawsValue) } },
        async (req) => ({ success: true as const, value: await admin.draws(req.query) }),
      );
      r.get(
        LOTTERY_ADMIN_PATHS.draw,
        { schema: { params: drawParams, response: ok(lotteryAdminDrawDetail) } },
        async (req) => ({ success: true as const, value: await admin.draw(req.params.gameCode, req.params.numero) }),
      );
      r.post(
        LOTTERY_ADMIN_PATHS.result,
        { schema: { params: drawParams, body: lotteryAdminResultBody, response: ok(lotteryAdminDrawDetail) } },
        async (req) => ({
          success: true as const,
          value: await admin.enterResult(req.params.gameCode, req.params.numero, req.body),
        }),
      );
      r.post(
        LOTTERY_ADMIN_PATHS.confirm,
        { schema: { params: drawParams, body: lotteryAdminConfirmBody, response: ok(lotteryAdminDrawDetail) } },
        async (req) => ({
          success: true as const,
          value: await admin.confirm(req.params.gameCode, req.params.numero, req.body.operator),
        }),
      );
      r.post(
        LOTTERY_ADMIN_PATHS.void,
        { schema: { params: drawParams, body: lotteryAdminVoidBody, response: ok(lotteryAdminDrawDetail) } },
        async (req) => ({
          success: true as const,
          value: await admin.void(req.params.gameCode, req.params.numero, req.body.operator, req.body.reason),
        }),
      );
      r.post(
        LOTTERY_ADMIN_PATHS.close,
        { schema: { params: drawParams, body: lotteryAdminCloseBody, response: ok(lotteryAdminDrawDetail) } },
        async (req) => ({
          success: true as const,
          value: await admin.close(req.params.gameCode, req.params.numero, req.body.operator, req.body.reason),
        }),
      );
      r.post(
        LOTTERY_ADMIN_PATHS.correction,
        { schema: { params: drawParams, body: lotteryAdminCorrectionBody, response: ok(lotteryAdminDrawDetail) } },
        async (req) => ({
          success: true as const,
          value: await admin.correct(req.params.gameCode, req.params.numero, req.body.operator, req.body.tables),
        }),
      );
      r.get(
        LOTTERY_ADMIN_PATHS.betTypes,
        { schema: { querystring: lotteryAdminBetTypesQuery, response: ok(lotteryAdminBetTypesValue) } },
        async (req) => ({ success: true as const, value: await admin.betTypes(req.query.structure) }),
      );
      // PUT sets a bet type's odds and limits on a structure; POST is the same call for clients without PUT.
      for (const method of ['put', 'post'] as const)
        r[method](
          LOTTERY_ADMIN_PATHS.betType,
          {
            schema: {
              params: z.object({ betType: lotteryAdminBetTypeCode }),
              body: lotteryAdminBetTypeBody,
              response: ok(lotteryAdminBetType),
            },
          },
          async (req) => {
            const b = req.body;
            return {
              success: true as const,
              value: await admin.setBetType(req.params.betType, b.structure, {
                operator: b.operator,
                payout: BigInt(b.payout),
                enabled: b.enabled,
                minPerTicket: minor(b.minPerTicket),
                maxPerTicket: minor(b.maxPerTicket),
                minPerNumber: minor(b.minPerNumber),
                maxPerNumber: minor(b.maxPerNumber),
                maxPayoutPerTicket: wireToMinor(b.maxPayoutPerTicket),
                liabilityCap: wireToMinor(b.liabilityCap),
              }),
            };
          },
        );
      r.get(
        LOTTERY_ADMIN_PATHS.liability,
        { schema: { querystring: lotteryAdminLiabilityQuery, response: ok(lotteryAdminLiabilityValue) } },
        async (req) => ({
          success: true as const,
          value: await admin.liability(req.query.gameCode, req.query.numero),
        }),
      );
      r.get(
        LOTTERY_ADMIN_PATHS.report,
        { schema: { querystring: lotteryAdminReportQuery, response: ok(lotteryAdminReportValue) } },
        async (req) => ({ success: true as const, value: await admin.report(req.query) }),
      );
    },
    { prefix: LOTTERY_ADMIN_BASE },
  );
