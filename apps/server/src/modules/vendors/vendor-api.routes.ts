import {
  ErrorCode,
  envelope,
  errorEnvelope,
  VENDOR_API_PREFIX,
  VENDOR_HEADERS,
  vendorAdjustBody,
  vendorAdjustValue,
  vendorAuthenticateBody,
  vendorAuthenticateValue,
  vendorBalanceBody,
  vendorBetBody,
  vendorEndRoundBody,
  vendorRollbackBody,
  vendorRoundReportBody,
  vendorWalletValue,
  vendorWinBody,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { firstHeader, rawJsonBody } from '../../lib/http.js';
import type { ModuleOptions } from '../../services.js';
import type { VendorCaller } from './vendors.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    vendorCaller: VendorCaller | null;
  }
}

const header = (req: FastifyRequest, name: string) => firstHeader(req.headers[name]);

/**
 * The seamless wallet API (docs/vendor-api.md). Each call is a signed JSON POST; the signature
 * is checked over the exact bytes received, then the body is validated like any route.
 */
export const vendorApiPlugin = async (scoped: FastifyInstance, { services }: ModuleOptions) => {
  const { vendors } = services;
  await scoped.register(rawJsonBody);
  scoped.decorateRequest('vendorCaller', null);
  // Authenticates the vendor before validation, so a stranger learns nothing about the schema.
  scoped.addHook('preValidation', async (req) => {
    req.vendorCaller = await vendors.caller({
      merchant: header(req, VENDOR_HEADERS.merchant) ?? '',
      vendor: header(req, VENDOR_HEADERS.vendor) ?? '',
      rawBody: req.rawBody ?? '',
      signature: header(req, VENDOR_HEADERS.signature),
    });
  });

  const route = <B extends z.ZodType, V extends z.ZodType>(
    adapter: 'seamless' | 'transfer' | 'any',
    name: string,
    summary: string,
    body: B,
    value: V,
    handler: (caller: VendorCaller, body: z.output<B>) => Promise<z.input<V>>,
  ) =>
    scoped.route({
      method: 'POST',
      url: `${VENDOR_API_PREFIX}/${name}`,
      // A vendor's whole traffic comes from a few addresses; its signature is its gate.
      config: { rateLimit: false },
      schema: {
        operationId: `vendor_${name}`,
        summary,
        tags: ['vendor wallet'],
        body,
        response: { 200: envelope(value), '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      handler: async (req) => {
        // A vendor uses the calls of its own wallet mode only.
        if (adapter !== 'any' && req.vendorCaller!.integration.adapter !== adapter)
          throw new AppError(ErrorCode.SignatureInvalid);
        return { success: true, value: await handler(req.vendorCaller!, req.body as z.output<B>) };
      },
    });

  // Both kinds of vendor learn who a launch is for from its token.
  route(
    'any',
    'authenticate',
    'Exchange a launch token for the player, currency and balance',
    vendorAuthenticateBody,
    vendorAuthenticateValue,
    (c, b) => vendors.authenticate(c, b.token),
  );
  route('seamless', 'balance', "The player's balance", vendorBalanceBody, vendorWalletValue, (c, b) =>
    vendors.wallet.balance(c, b.playerId),
  );
  route(
    'seamless',
    'bet',
    'Debit a bet (idempotent on transactionId; needs a live launch token)',
    vendorBetBody,
    vendorWalletValue,
    (c, b) => vendors.wallet.bet(c, b),
  );
  route(
    'seamless',
    'win',
    'Credit a win (idempotent; accepted after the launch token expired)',
    vendorWinBody,
    vendorWalletValue,
    (c, b) => vendors.wallet.win(c, b),
  );
  route(
    'seamless',
    'rollback',
    'Refund a bet (an unknown bet is remembered and later refused)',
    vendorRollbackBody,
    vendorWalletValue,
    (c, b) => vendors.wallet.rollback(c, b),
  );
  route(
    'seamless',
    'adjust',
    'Correct a settled win (idempotent; a debit the balance cannot cover becomes the member’s debt)',
    vendorAdjustBody,
    vendorAdjustValue,
    (c, b) => vendors.corrections.adjust(c, b),
  );
  route('seamless', 'endRound', 'Close a round', vendorEndRoundBody, vendorWalletValue, (c, b) =>
    vendors.wallet.endRound(c, b),
  );
  route(
    'transfer',
    'transfer/round',
    'Transfer mode: report a settled round (bet and win), kept in step with the game wallet',
    vendorRoundReportBody,
    vendorWalletValue,
    (c, b) => vendors.reports.reportRound(c, b),
  );
};
