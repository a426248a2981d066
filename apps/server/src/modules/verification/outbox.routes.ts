import type { FastifyInstance } from 'fastify';
import type { VerificationService } from './verification.service.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Demo outbox: the SMS and e-mail the platform would have sent. Registered only when OUTBOX is
 * on (demo mode), never in production.
 */
export const outboxRoutes = (app: FastifyInstance, verification: VerificationService) => {
  app.get('/dev/outbox.json', { schema: { hide: true } }, async () => ({
    success: true,
    value: (await verification.outbox()).map((m) => ({
      id: m.id,
      merchantCode: m.merchantCode,
      channel: m.channel,
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      time: m.createdAt.getTime(),
    })),
  }));

  app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await verification.outbox();
    const items = rows
      .map(
        (m) => `<article><header><strong>${esc(m.channel)}</strong> to <code>${esc(m.recipient)}</code>
<time>${esc(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></header>
${m.subject ? `<h2>${esc(m.subject)}</h2>` : ''}<p>${esc(m.body)}</p></article>`,
      )
      .join('\n');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Pagoda demo outbox</title><style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;background:#f4f5f8;color:#1c1f2a}
article{background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:12px 16px;margin:10px 0}
header{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}time{color:#5b6275;margin-left:auto;font-size:.85em}
</style></head><body><h1>Demo outbox</h1><p>Messages the platform would have sent by SMS or e-mail (demo mode only; refreshes every 5 s).</p>
${items || '<p>No messages yet.</p>'}</body></html>`);
  });
};
