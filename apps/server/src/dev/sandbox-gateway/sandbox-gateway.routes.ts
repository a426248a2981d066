import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml as esc, firstHeader, rawJsonBody } from '../../lib/http.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_WEBHOOK_PATH,
  type SandboxGateway,
  depositNo,
} from './sandbox-gateway.service.js';

const orderParams = z.object({ orderNo: depositNo });
const actionParams = orderParams.extend({ action: z.enum(['pay', 'fail']) });

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#eef1f6;color:#1c1f2a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #d8dde8;border-radius:14px;padding:28px 32px;width:min(420px,92vw);box-shadow:0 8px 28px #0001}
h1{font-size:1.2rem;margin:0 0 4px}.muted{color:#5b6275;font-size:.9rem}.amount{font-size:2rem;font-weight:700;margin:18px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;font-size:.9rem}dt{color:#5b6275}dd{margin:0;word-break:break-all}
form{display:flex;gap:10px;margin-top:22px}button{flex:1;font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px;cursor:pointer}
.pay{background:#17753f;color:#fff}.fail{background:#f1d6d6;color:#8b1e1e}.badge{display:inline-block;background:#fff4cc;color:#6b5200;border-radius:6px;padding:2px 8px;font-size:.75rem;font-weight:700}
</style></head><body><main>${body}</main></body></html>`;

const html = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // Framed, if at all, only by the portal itself (served from this origin).
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .send(page(title, body));

/** The webhook verifies the signature over the exact bytes received, so its scope keeps the raw body. */
const webhookPlugin = async (app: FastifyInstance, { gateway }: { gateway: SandboxGateway }) => {
  await app.register(rawJsonBody);
  app.post(SANDBOX_WEBHOOK_PATH, { schema: { hide: true }, config: { openWhenClosed: true } }, async (req) => {
    const signature = firstHeader(req.headers[SANDBOX_SIGNATURE_HEADER]);
    return { success: true, value: await gateway.webhook(req.ctx.brand, req.rawBody ?? '', signature, req.body) };
  });
};

/** The sandbox payment gateway's checkout pages and webhook (demo mode and tests). */
export const sandboxGatewayPlugin = async (app: FastifyInstance, { gateway }: { gateway: SandboxGateway }) => {
  app.get(
    '/wps/payments/sandbox/checkout/:orderNo',
    { schema: { hide: true, params: orderParams }, config: { openWhenClosed: true } },
    async (req, reply) => {
      const { orderNo } = req.params as z.infer<typeof orderParams>;
      const order = await gateway.checkout(orderNo);
      if (!order) return html(reply, 404, 'Unknown order', '<h1>Unknown order</h1>');
      const { merchant } = req.ctx.brand;
      return html(
        reply,
        200,
        'Sandbox checkout',
        `<span class="badge">SANDBOX</span><h1>${esc(order.channelName)}</h1><p class="muted">${esc(merchant.name)} deposit</p>
<div class="amount">${esc(merchant.currencySymbol)} ${esc(order.amount)}</div>
<dl><dt>Order</dt><dd>${esc(order.orderNo)}</dd><dt>Status</dt><dd>${esc(order.status)}</dd></dl>
${
  order.open
    ? `<form method="post" action="/wps/payments/sandbox/checkout/${esc(order.orderNo)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/wps/payments/sandbox/checkout/${esc(order.orderNo)}/fail"><button class="fail" type="submit">Fail</button></form>`
    : '<p class="muted">This order is closed. You can close this window.</p>'
}`,
      );
    },
  );

  app.post(
    '/wps/payments/sandbox/checkout/:orderNo/:action',
    { schema: { hide: true, params: actionParams }, config: { openWhenClosed: true } },
    async (req, reply) => {
      const { orderNo, action } = req.params as z.infer<typeof actionParams>;
      const { ok, paid } = await gateway.answer(orderNo, action);
      const title = paid ? 'Payment successful' : 'Payment not completed';
      return html(
        reply,
        ok ? 200 : 502,
        title,
        `<span class="badge">SANDBOX</span><h1>${title}</h1>
<p class="muted">Order ${esc(orderNo)}. ${paid ? 'Your balance is updated.' : 'No money was taken.'} You can close this window.</p>`,
      );
    },
  );

  await app.register(webhookPlugin, { gateway });
};
