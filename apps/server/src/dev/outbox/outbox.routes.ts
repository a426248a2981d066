import { OPERATOR_TOKEN_HEADER } from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml as esc, firstHeader } from '../../lib/http.js';
import { isLocalRequest } from './outbox-access.js';
import type { OutboxReader, OutboxService } from './outbox.service.js';

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

declare module 'fastify' {
  interface FastifyRequest {
    outboxReader: OutboxReader | null;
  }
}

/**
 * Demo outbox pages (OUTBOX, on in demo mode), never in production. They hold live codes, so they
 * open to this machine (the socket's peer, never a forwarded address) or to an operator session
 * (the operator API's token header), which sees only its own brand's messages.
 */
export const outboxPlugin = async (app: FastifyInstance, { outbox }: { outbox: OutboxService }) => {
  app.decorateRequest('outboxReader', null);
  const onRequest = async (req: FastifyRequest) => {
    req.outboxReader = await outbox.reader({
      local: isLocalRequest(req),
      operatorToken: firstHeader(req.headers[OPERATOR_TOKEN_HEADER]),
      merchant: firstHeader(req.headers['merchant']),
      host: req.headers.host,
    });
  };
  const readerOf = (req: FastifyRequest) => req.outboxReader ?? { merchantCode: '' };

  app.get('/dev/outbox.json', { schema: { hide: true }, onRequest }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      value: (await outbox.messages(readerOf(req))).map((m) => ({ ...m, time: m.time.getTime() })),
    };
  });

  app.get('/dev/outbox', { schema: { hide: true }, onRequest }, async (req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Never framed: a page of codes has no business inside anyone else's page.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('x-frame-options', 'DENY')
      .send(page((await outbox.messages(readerOf(req))).map(article).join('\n'))),
  );
};
