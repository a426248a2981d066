import { ErrorCode, errorCodes } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { VendorsService } from '../vendors.service.js';
import { cents, createSimulatorClient, decimal, multiplierFor, newId, type Transport } from './simulator-client.js';

export const SIM_VENDOR = 'SIM';

/** The simulator calls the platform through its own HTTP handling, as an outside vendor would. */
export const injectTransport =
  (app: FastifyInstance): Transport =>
  async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: res.statusCode, json: res.json() };
  };

/** The simulators' demo slot page; its script talks to the API beside the page's own path. */
export const demoGamePage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo slot</title>
<link rel="stylesheet" href="/sim/vendor/game.css"></head><body>
<main class="sim"><header><span class="badge">SIMULATOR</span><h1 id="game">Demo slot</h1></header>
<div class="reels" aria-live="polite"><span id="r1">7</span><span id="r2">7</span><span id="r3">7</span></div>
<p class="status" id="status" role="status">Connecting…</p>
<dl><dt>Balance</dt><dd id="balance">–</dd><dt>Last win</dt><dd id="win">–</dd></dl>
<label>Bet <select id="bet"><option>1.00</option><option>5.00</option><option>10.00</option><option>50.00</option></select></label>
<button id="spin" type="button" disabled>Spin</button></main>
<script src="/sim/vendor/game.js"></script></body></html>`;

const CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#14121f;color:#f3f0ff;display:grid;place-items:center;min-height:100vh}
.sim{width:min(420px,94vw);text-align:center}.badge{background:#ffd54a;color:#3b2f00;border-radius:6px;padding:2px 8px;font-size:.7rem;font-weight:700}
h1{margin:.4rem 0 1rem;font-size:1.3rem}.reels{display:flex;gap:10px;justify-content:center;margin:16px 0}
.reels span{width:80px;height:96px;display:grid;place-items:center;background:#2a2640;border-radius:12px;font-size:2.6rem;font-weight:800}
dl{display:grid;grid-template-columns:auto auto;gap:6px 14px;justify-content:center}dt{color:#b8b0d8}dd{margin:0;font-weight:700}
select,button{font:inherit;padding:10px 14px;border-radius:10px;border:0;margin:6px}button{background:#7c5cff;color:#fff;font-weight:700;min-width:140px;cursor:pointer}
button:disabled{opacity:.5;cursor:default}.status{min-height:1.4em;color:#d7d0ff}`;

const JS = `(() => {
  const q = new URLSearchParams(location.search);
  const token = q.get('token');
  const vendor = q.get('vendor') || 'SIM';
  const api = location.pathname.replace(/game$/, 'api');
  const $ = (id) => document.getElementById(id);
  const post = (path, body) => fetch(api + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.assign({ token, vendor }, body)) }).then((r) => r.json());
  const show = (v) => { $('balance').textContent = v.currency + ' ' + v.balance.toFixed(2); };
  post('/session', {}).then((res) => {
    if (!res.success) { $('status').textContent = res.message || 'Session refused'; return; }
    $('game').textContent = res.value.gameCode; show(res.value);
    $('status').textContent = res.value.trial ? 'Fun mode' : 'Real money';
    $('spin').disabled = false;
  });
  $('spin').addEventListener('click', () => {
    $('spin').disabled = true; $('status').textContent = 'Spinning…';
    post('/spin', { bet: $('bet').value }).then((res) => {
      $('spin').disabled = false;
      if (!res.success) { $('status').textContent = res.message || 'Spin refused'; return; }
      const s = res.value.symbols; $('r1').textContent = s[0]; $('r2').textContent = s[1]; $('r3').textContent = s[2];
      $('win').textContent = res.value.win; show(res.value);
      $('status').textContent = Number(res.value.win) > 0 ? 'You win ' + res.value.win + '!' : 'No win';
    });
  });
})();`;

const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '7'];

/**
 * The vendor simulator's demo game (demo mode): a small slot in the game iframe. Its backend is
 * a vendor like any other: it knows only its launch token and its secret, and moves money
 * through the signed seamless wallet API.
 */
export const simulatorRoutes = (
  app: FastifyInstance,
  vendors: VendorsService,
  merchantFor: (host: string | undefined) => Promise<string>,
) => {
  const page = (reply: import('fastify').FastifyReply, type: string, body: string) =>
    reply.header('content-type', type).header('cache-control', 'no-store').send(body);
  app.get('/sim/vendor/game', { schema: { hide: true } }, (_req, reply) =>
    page(reply, 'text/html; charset=utf-8', demoGamePage),
  );
  app.get('/sim/vendor/game.css', { schema: { hide: true } }, (_req, reply) =>
    page(reply, 'text/css; charset=utf-8', CSS),
  );
  app.get('/sim/vendor/game.js', { schema: { hide: true } }, (_req, reply) =>
    page(reply, 'text/javascript; charset=utf-8', JS),
  );

  // Any seamless vendor whose games are this page (SIM, and the demo's catalogue vendors).
  const clientFor = async (host: string | undefined, vendor: string) => {
    const merchant = await merchantFor(host);
    const integration = await vendors.integration(merchant, vendor);
    if (!integration || integration.adapter !== 'seamless' || !integration.launchUrl.startsWith('/sim/vendor/game'))
      throw new AppError(ErrorCode.GameNotFound);
    return createSimulatorClient({
      merchant,
      vendor,
      secret: integration.secret,
      transport: injectTransport(app),
    });
  };
  const tokenBody = z.object({
    token: z.string().max(64),
    vendor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .default(SIM_VENDOR),
  });
  // The platform only answers codes of the catalogue; pass them on to the game page.
  const fail = (a: { ok: false; errorCode: string; value: unknown }) =>
    (errorCodes as readonly string[]).includes(a.errorCode)
      ? new AppError(a.errorCode as ErrorCode, undefined, a.value)
      : new AppError(ErrorCode.InternalError);

  app.post('/sim/vendor/api/session', { schema: { hide: true, body: tokenBody } }, async (req) => {
    const { token, vendor } = req.body as z.infer<typeof tokenBody>;
    const a = await (await clientFor(req.headers.host, vendor)).authenticate(token);
    if (!a.ok) throw fail(a);
    return { success: true, value: a.value };
  });

  const spinBody = tokenBody.extend({ bet: z.enum(['1.00', '5.00', '10.00', '50.00']) });
  app.post('/sim/vendor/api/spin', { schema: { hide: true, body: spinBody } }, async (req) => {
    const { token, vendor, bet } = req.body as z.infer<typeof spinBody>;
    const client = await clientFor(req.headers.host, vendor);
    const who = await client.authenticate(token);
    if (!who.ok) throw fail(who);
    const roundId = newId('sim');
    const placed = await client.bet({
      token,
      playerId: who.value.playerId,
      transactionId: newId('b'),
      roundId,
      gameCode: who.value.gameCode,
      amount: bet,
      currency: who.value.currency,
    });
    if (!placed.ok) throw fail(placed);
    const m = multiplierFor(Math.random());
    const win = decimal(Math.round(cents(bet) * m));
    const paid = await client.win({
      playerId: who.value.playerId,
      transactionId: newId('w'),
      roundId,
      gameCode: who.value.gameCode,
      amount: win,
      currency: who.value.currency,
      endRound: true,
    });
    if (!paid.ok) throw fail(paid);
    const pick = () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]!;
    const symbols =
      m > 0
        ? [SYMBOLS[Math.min(4, Math.max(0, Math.round(Math.log2(m))))]!, '', ''].map((s, i, a) => s || a[0]!)
        : [pick(), pick(), pick()];
    if (m === 0 && symbols[0] === symbols[1] && symbols[1] === symbols[2]) symbols[2] = symbols[2] === '7' ? '🍒' : '7';
    return { success: true, value: { ...paid.value, win, bet, roundId, symbols } };
  });
};
