import { randomBytes } from 'node:crypto';
import { depositOrderNoSchema, ErrorCode, gatewayResultSchema } from '@pagoda/contracts';
import { AppError } from '../../lib/app-error.js';
import { signBody, verifyBody } from '../../lib/signature.js';
import type { BrandConfig } from '../../modules/brand/brand-config.js';
import type { DepositsService } from '../../modules/payments/deposits.service.js';
import type { VendorHttp } from '../../modules/vendors/transfer-wallet.service.js';

export const SANDBOX_WEBHOOK_PATH = '/wps/payments/webhook/sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The gateway signs like every signed caller of the platform (lib/signature.ts). */
export const signWebhook = signBody;
export const verifyWebhook = verifyBody;

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** A deposit's order number: the contract's order number, of the deposit kind. */
export const depositNo = depositOrderNoSchema;

/**
 * The sandbox payment gateway (demo mode and tests), standing in for a real one: a hosted checkout
 * with Pay and Fail, whose answer reaches the platform the way a real gateway's would, as a signed
 * webhook whose handler verifies the signature and credits the order exactly once.
 */
export const createSandboxGateway = (deps: {
  deposits: DepositsService;
  secret: string;
  /** How the gateway reaches the platform's webhook: the app's own HTTP handling. */
  http: VendorHttp;
}) => {
  /** The checkout's view of an order; null when there is no such gateway order. */
  const checkout = async (orderNo: string) => {
    try {
      return await deps.deposits.gatewayView(orderNo);
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.NotFound) return null;
      throw err;
    }
  };

  return {
    checkout,

    /** The member pressed Pay or Fail: the gateway tells the platform, as a signed webhook. */
    answer: async (orderNo: string, action: 'pay' | 'fail') => {
      const order = await checkout(orderNo);
      if (!order) throw new AppError(ErrorCode.NotFound);
      // Pay on a failed order, or Fail on a paid one, is the member's conflict, not a gateway fault.
      const conflicts = (o: { open: boolean; status: string }) =>
        !o.open && o.status !== (action === 'pay' ? 'PAID' : 'FAILED');
      if (conflicts(order)) throw new AppError(ErrorCode.OrderStateInvalid);
      const body = JSON.stringify({
        orderNo,
        status: action === 'pay' ? 'PAID' : 'FAILED',
        amount: order.amount,
        gatewayRef: `SBX${randomBytes(9).toString('base64url')}`,
      });
      const ok =
        (await deps.http(SANDBOX_WEBHOOK_PATH, body, {
          'content-type': 'application/json',
          merchant: order.merchantCode,
          [SANDBOX_SIGNATURE_HEADER]: signWebhook(deps.secret, body),
        })) !== null;
      // Both buttons pressed at once: the one that lost the race is the same conflict.
      if (!ok) {
        const now = await checkout(orderNo);
        if (now && conflicts(now)) throw new AppError(ErrorCode.OrderStateInvalid);
      }
      return { ok, paid: ok && action === 'pay' };
    },

    /**
     * The platform's side: a webhook is applied only when its signature covers the bytes received;
     * the signature is checked before the body, so a stranger learns nothing about its rules.
     */
    webhook: async (brand: BrandConfig, raw: string, signature: string | undefined, body: unknown) => {
      if (!verifyWebhook(deps.secret, raw, signature)) throw new AppError(ErrorCode.SignatureInvalid);
      const parsed = gatewayResultSchema.safeParse(body);
      if (!parsed.success) throw new AppError(ErrorCode.ValidationFailed, 'Malformed webhook body.');
      return deps.deposits.gatewayResult(brand, parsed.data);
    },
  };
};
