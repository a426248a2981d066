/** The simulators' demo slot: its page, style and script, and how its reels show a result. */

/** The simulators' demo slot page; its script talks to the API beside the page's own path. */
export const DEMO_GAME_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo slot</title>
<link rel="stylesheet" href="/sim/vendor/game.css"></head><body>
<main class="sim"><header><span class="badge">SIMULATOR</span><h1 id="game">Demo slot</h1></header>
<div class="reels" aria-live="polite"><span id="r1">7</span><span id="r2">7</span><span id="r3">7</span></div>
<p class="status" id="status" role="status">Connecting…</p>
<dl><dt>Balance</dt><dd id="balance">–</dd><dt>Last win</dt><dd id="win">–</dd></dl>
<label>Bet <select id="bet"><option>1.00</option><option>5.00</option><option>10.00</option><option>50.00</option></select></label>
<button id="spin" type="button" disabled>Spin</button></main>
<script src="/sim/vendor/game.js"></script></body></html>`;

export const DEMO_GAME_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#14121f;color:#f3f0ff;display:grid;place-items:center;min-height:100vh}
.sim{width:min(420px,94vw);text-align:center}.badge{background:#ffd54a;color:#3b2f00;border-radius:6px;padding:2px 8px;font-size:.7rem;font-weight:700}
h1{margin:.4rem 0 1rem;font-size:1.3rem}.reels{display:flex;gap:10px;justify-content:center;margin:16px 0}
.reels span{width:80px;height:96px;display:grid;place-items:center;background:#2a2640;border-radius:12px;font-size:2.6rem;font-weight:800}
dl{display:grid;grid-template-columns:auto auto;gap:6px 14px;justify-content:center}dt{color:#b8b0d8}dd{margin:0;font-weight:700}
select,button{font:inherit;padding:10px 14px;border-radius:10px;border:0;margin:6px}button{background:#7c5cff;color:#fff;font-weight:700;min-width:140px;cursor:pointer}
button:disabled{opacity:.5;cursor:default}.status{min-height:1.4em;color:#d7d0ff}`;

export const DEMO_GAME_JS = `(() => {
  const q = new URLSearchParams(location.search);
  const token = q.get('token');
  const vendor = q.get('vendor') || 'SIM';
  const api = location.pathname.replace(/game$/, 'api');
  const $ = (id) => document.getElementById(id);
  // The launch token opens one session; the page keeps that session, so a reload resumes it.
  const key = 'sim-session:' + api + ':' + token;
  let session = sessionStorage.getItem(key) || undefined;
  const post = (path, body) => fetch(api + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.assign({ token, vendor, session }, body)) }).then((r) => r.json());
  const show = (v) => { $('balance').textContent = v.currency + ' ' + v.balance.toFixed(2); };
  post('/session', {}).then((res) => {
    if (!res.success) { $('status').textContent = res.message || 'Session refused'; return; }
    session = res.value.session; sessionStorage.setItem(key, session);
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

/**
 * The reels for a round's multiplier: three of the symbol that names the win, or, for a loss, any
 * three that are not all alike.
 */
export const reelsFor = (m: number, symbols: readonly string[], random: () => number = Math.random) => {
  const pick = () => symbols[Math.floor(random() * symbols.length)]!;
  if (m > 0) return Array<string>(3).fill(symbols[Math.min(4, Math.max(0, Math.round(Math.log2(m))))]!);
  const reels = [pick(), pick(), pick()];
  if (reels[0] === reels[1] && reels[1] === reels[2]) reels[2] = reels[2] === '7' ? symbols[0]! : '7';
  return reels;
};
