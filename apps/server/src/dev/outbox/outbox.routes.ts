import type { FastifyInstance } from 'fastify';
import { escapeHtml as esc } from '../../lib/http.js';
import type { OutboxService } from './outbox.service.js';

type Message = Awaited<ReturnType<OutboxService['messages']>>[number];

const article = (m: Message) => `<article><header><strong>${esc(m.channel)}</strong> to <code>${esc(m.to)}</code>
<time>${esc(m.time.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></header>
${m.subject ? `<h2>${esc(m.subject)}</h2>` : ''}<p>${esc(m.body)}</p></article>`;

const page = (
  items: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Pagoda demo outbox</title><style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;background:#f4f5f8;color:#1c1f2a}
article{background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:12px 16px;margin:10px 0}
header{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}time{color:#5b6275;margin-left:auto;font-size:.85em}
</style></head><body><h1>Demo outbox</h1><p>Messages the platform would have sent by SMS or e-mail (demo mode only; refreshes every 5 s).</p>
${items || '<p>No messages yet.</p>'}</body></html>`;

/** Demo outbox pages (OUTBOX, on in demo mode), never in production. */
export const outboxPlugin = async (app: FastifyInstance, { outbox }: { outbox: OutboxService }) => {
  app.get('/dev/outbox.json', { schema: { hide: true } }, async () => ({
    success: true,
    value: (await outbox.messages()).map((m) => ({ ...m, time: m.time.getTime() })),
  }));

  app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(page((await outbox.messages()).map(article).join('\n'))),
  );
};
