import { randomBytes } from 'node:crypto';
import { ErrorCode, minorToText } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { signBody, verifyBody } from '../../lib/signature.js';
import type { DepositsService } from './deposits.service.js';

export const SANDBOX_WEBHOOK_PATH = '/wps/payments/webhook/sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The gateway signs like every signed caller of the platform (lib/signature.ts). */
export const signWebhook = signBody;
export const verifyWebhook = verifyBody;

const webhookBody = z.object({
  orderNo: z.string().regex(/^D[0-9A-Z]{10,30}$/),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  gatewayRef: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
});

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#eef1f6;color:#1c1f2a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #d8dde8;border-radius:14px;padding:28px 32px;width:min(420px,92vw);box-shadow:0 8px 28px #0001}
h1{font-size:1.2rem;margin:0 0 4px}.muted{color:#5b6275;font-size:.9rem}.amount{font-size:2rem;font-weight:700;margin:18px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;font-size:.9rem}dt{color:#5b6275}dd{margin:0;word-break:break-all}
form{display:flex;gap:10px;margin-top:22px}button{flex:1;font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px;cursor:pointer}
.pay{background:#1f8f4e;color:#fff}.fail{background:#f1d6d6;color:#8b1e1e}.badge{display:inline-block;background:#fff4cc;color:#6b5200;border-radius:6px;padding:2px 8px;font-size:.75rem;font-weight:700}
</style></head><body><main>${body}</main></body></html>`;

/**
 * The sandbox payment gateway: a hosted checkout page with Pay and Fail buttons, standing in for a
 * real gateway. Its answer reaches the platform the way a real one would: a signed webhook, whose
 * handler verifies the signature and credits the order exactly once.
 */
export const sandboxGatewayRoutes = (app: FastifyInstance, deposits: DepositsService, secret: string) => {
  const html = (reply: import('fastify').FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(page(title, body));

  const orderParams = z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{10,30}$/) });

  app.get(
    '/wps/payments/sandbox/checkout/:orderNo',
    { schema: { hide: true, params: orderParams }, config: { openWhenClosed: true } },
    async (req, reply) => {
      const { orderNo } = req.params as z.infer<typeof orderParams>;
      const { order, channel } = await deposits.gatewayView(orderNo).catch(() => ({ order: null, channel: null }));
      if (!order || !channel) return html(reply, 404, 'Unknown order', '<h1>Unknown order</h1>');
      const open = order.status === 'PENDING' || order.status === 'CREATED';
      return html(
        reply,
        200,
        'Sandbox checkout',
        `<span class="badge">SANDBOX</span><h1>${esc(channel.name)}</h1><p class="muted">${esc(req.ctx.brand.merchant.name)} deposit</p>
<div class="amount">${esc(req.ctx.brand.merchant.currencySymbol)} ${esc(minorToText(order.amount))}</div>
<dl><dt>Order</dt><dd>${esc(order.orderNo)}</dd><dt>Status</dt><dd>${esc(order.status)}</dd></dl>
${
  open
    ? `<form method="post" action="/wps/payments/sandbox/checkout/${esc(order.orderNo)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/wps/payments/sandbox/checkout/${esc(order.orderNo)}/fail"><button class="fail" type="submit">Fail</button></form>`
    : '<p class="muted">This order is closed. You can close this window.</p>'
}`,
      );
    },
  );

  const actionParams = orderParams.extend({ action: z.enum(['pay', 'fail']) });
  app.post(
    '/wps/payments/sandbox/checkout/:orderNo/:action',
    { schema: { hide: true, params: actionParams }, config: { openWhenClosed: true } },
    async (req, reply) => {
      const { orderNo, action } = req.params as z.infer<typeof actionParams>;
      const { order } = await deposits.gatewayView(orderNo);
      const body = JSON.stringify({
        orderNo,
        status: action === 'pay' ? 'PAID' : 'FAILED',
        amount: minorToText(order.amount),
        gatewayRef: `SBX${randomBytes(9).toString('base64url')}`,
      });
      // The gateway calls the platform's webhook as an outside service would, through HTTP handling.
      const res = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          merchant: order.merchantCode,
          [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, body),
        },
        payload: body,
      });
      const ok = res.statusCode === 200;
      const paid = ok && action === 'pay';
      return html(
        reply,
        ok ? 200 : 502,
        paid ? 'Payment successful' : 'Payment not completed',
        `<span class="badge">SANDBOX</span><h1>${paid ? 'Payment successful' : 'Payment not completed'}</h1>
<p class="muted">Order ${esc(orderNo)}. ${paid ? 'Your balance is updated.' : 'No money was taken.'} You can close this window.</p>`,
      );
    },
  );

  // The webhook verifies the signature over the exact bytes received, so it reads the raw body.
  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => done(null, raw));
    scoped.post(SANDBOX_WEBHOOK_PATH, { schema: { hide: true }, config: { openWhenClosed: true } }, async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const sig = req.headers[SANDBOX_SIGNATURE_HEADER];
      if (!verifyWebhook(secret, raw, Array.isArray(sig) ? sig[0] : sig))
        throw new AppError(ErrorCode.SignatureInvalid);
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(raw));
      } catch {
        throw new AppError(ErrorCode.ValidationFailed, 'Malformed webhook body.');
      }
      return { success: true, value: await deposits.gatewayResult(req.ctx.brand, parsed) };
    });
  });
};
