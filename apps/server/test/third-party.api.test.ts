import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members } from '../src/db/schema.js';
import { CAPTCHA, captchaCookie, encrypted, randomIp, registerMember, uniqueName } from './helpers/accounts.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

/** A real OpenID Connect provider on loopback; each login gets the identity set in `next`. */
let idp: OAuth2Server;
let t: TestContext;
let next: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.issuer.url = `http://127.0.0.1:${idp.address().port}`;
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, next);
  });
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

const ops = (body: object) =>
  t.app.inject({ method: 'POST', url: '/internal/ops', headers: { 'x-ops-token': t.app.opsToken }, payload: body });
const toggle = (modId: string, on: boolean) =>
  ops({ command: 'toggle', merchant: 'pagoda', modId, state: on ? 'on' : 'off' });
const configureGoogle = () =>
  ops({
    command: 'oauth-set',
    merchant: 'pagoda',
    provider: 'GOOGLE',
    issuer: idp.issuer.url,
    clientId: 'pagoda-web',
    clientSecret: 'shh-very-secret',
  });
const providers = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/session/oauth/providers', headers: wps })).json();

/** GET start; returns the provider URL and the browser cookie. */
const start = async (provider = 'google') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/session/oauth/${provider}/start`,
    headers: wps,
    remoteAddress: randomIp(),
  });
  return {
    res,
    location: String(res.headers.location ?? ''),
    cookie: String(res.headers['set-cookie']).split(';')[0]!,
  };
};

/** The provider's sign-in page answers at once with a redirect back to the callback. */
const authorize = async (location: string) => {
  const res = await fetch(location, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  return `${back.pathname}${back.search}`;
};

const callback = async (pathAndQuery: string, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: pathAndQuery,
    headers: { ...wps, ...(cookie ? { cookie } : {}) },
    remoteAddress: randomIp(),
  });
  return { res, location: String(res.headers.location ?? '') };
};

/** A whole round trip to the fragment the portal receives: a ticket, or an error code. */
const roundTrip = async (identity: Record<string, unknown>) => {
  next = identity;
  const s = await start();
  const cb = await callback(await authorize(s.location), s.cookie);
  expect(cb.res.statusCode).toBe(302);
  const ticket = /^\/#oauth=([A-Za-z0-9_-]{43})$/.exec(cb.location)?.[1];
  if (!ticket) throw new Error(`no ticket in ${cb.location}`);
  return ticket;
};

const exchange = (ticket: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/oauth/login',
    headers: wps,
    payload: { ticket },
    remoteAddress: randomIp(),
  });

let sub = 0;
const identity = (extra: Record<string, unknown> = {}) => ({
  sub: `google-${Date.now()}-${sub++}`,
  email: `person${sub}@mail.example`,
  email_verified: true,
  name: 'Ana Cruz',
  ...extra,
});

describe('GET /wps/session/oauth/providers', () => {
  it('lists a provider only when its module is on and it is configured', async () => {
    expect((await providers()).value).toEqual({ providers: [], registerNew: true });
    await configureGoogle();
    expect((await providers()).value.providers).toEqual([]);
    await toggle('GOOGLELOGIN3', true);
    expect((await providers()).value).toEqual({ providers: ['GOOGLE'], registerNew: true });
    expect(JSON.stringify(await providers())).not.toContain('shh-very-secret');
  });
});

describe('GET /wps/session/oauth/:provider/start', () => {
  it('refuses an unknown provider', async () => {
    const { res } = await start('twitter');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a provider whose module is off or which is not configured', async () => {
    await toggle('GOOGLELOGIN3', false);
    expect((await start()).res.json()).toMatchObject({ errorCode: 'function.disabled' });
    await toggle('GOOGLELOGIN3', true);
    await toggle('FACEBOOKLOGIN3', true);
    expect((await start('facebook')).res.statusCode).toBe(403);
    await toggle('FACEBOOKLOGIN3', false);
  });

  it('redirects to the provider with PKCE, state and nonce, and sets an HttpOnly cookie', async () => {
    const { res, location } = await start();
    expect(res.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${idp.issuer.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('pagoda-web');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:80/wps/session/oauth/callback');
    expect(location).not.toContain('shh-very-secret');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^pagoda_oidc=[A-Za-z0-9_-]{43}; Path=\/wps\/session\/oauth; HttpOnly; SameSite=Lax; Max-Age=600/,
    );
  });
});

describe('GET /wps/session/oauth/callback', () => {
  it('refuses a missing or unknown state', async () => {
    expect((await callback('/wps/session/oauth/callback?code=x')).location).toBe('/#oauthError=oauth.state.invalid');
    expect((await callback('/wps/session/oauth/callback?code=x&state=forged')).location).toBe(
      '/#oauthError=oauth.state.invalid',
    );
  });

  it('refuses a state returned by another browser (no or another cookie)', async () => {
    next = identity();
    const s = await start();
    const back = await authorize(s.location);
    expect((await callback(back)).location).toBe('/#oauthError=oauth.state.invalid');
    const other = await start();
    expect((await callback(back, other.cookie)).location).toBe('/#oauthError=oauth.state.invalid');
  });

  it('accepts a state once: a replay is refused', async () => {
    next = identity();
    const s = await start();
    const back = await authorize(s.location);
    expect((await callback(back, s.cookie)).location).toMatch(/^\/#oauth=/);
    expect((await callback(back, s.cookie)).location).toBe('/#oauthError=oauth.state.invalid');
  });

  it('reports a refusal at the provider', async () => {
    const s = await start();
    const state = new URL(s.location).searchParams.get('state')!;
    const cb = await callback(`/wps/session/oauth/callback?error=access_denied&state=${state}`, s.cookie);
    expect(cb.location).toBe('/#oauthError=oauth.failed');
  });

  it('refuses an ID token whose nonce does not match', async () => {
    next = { ...identity(), nonce: 'not-the-one' };
    const s = await start();
    expect((await callback(await authorize(s.location), s.cookie)).location).toBe('/#oauthError=oauth.failed');
  });
});

describe('POST /wps/session/oauth/login', () => {
  it('validates the ticket', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/oauth/login', headers: wps, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
    expect((await exchange('A'.repeat(43))).json().errorCode).toBe('oauth.ticket.invalid');
  });

  it('answers bind_customer_required for an identity not linked yet, and keeps the ticket', async () => {
    const ticket = await roundTrip(identity({ email: 'ana.cruz@mail.example' }));
    const res = await exchange(ticket);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      errorCode: 'bind_customer_required',
      value: { provider: 'GOOGLE', email: 'ana.cruz@mail.example', name: 'Ana Cruz', registerNew: true },
    });
    expect(res.json().value.suggestedUsername).toMatch(/^anacruz\d{3}$/);
    expect((await exchange(ticket)).json().errorCode).toBe('bind_customer_required');
  });

  it('is refused once the module is switched off', async () => {
    const ticket = await roundTrip(identity());
    await toggle('GOOGLELOGIN3', false);
    try {
      expect((await exchange(ticket)).json().errorCode).toBe('function.disabled');
    } finally {
      await toggle('GOOGLELOGIN3', true);
    }
  });
});

describe('POST /wps/session/oauth/bind', () => {
  it('refuses an unencrypted call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/oauth/bind',
      headers: wps,
      payload: { ticket: 'A'.repeat(43), username: 'a', password: 'b' },
    });
    expect(res.json().errorCode).toBe('payload.encryption.required');
  });

  it('refuses a wrong password, links on the right one, and the identity then logs straight in', async () => {
    const m = await registerMember(t);
    const who = identity();
    const ticket = await roundTrip(who);
    const ip = randomIp();
    const wrong = await encrypted(
      t,
      'POST',
      '/wps/session/oauth/bind',
      { ticket, username: m.username, password: 'wrong-pass1' },
      {},
      ip,
    );
    expect(wrong.json()).toMatchObject({ errorCode: 'login.info.incorrect', value: { captcha: true } });

    // The same failure rules as a password login: a captcha is now required.
    const noCaptcha = await encrypted(
      t,
      'POST',
      '/wps/session/oauth/bind',
      { ticket, username: m.username, password: m.password },
      {},
      ip,
    );
    expect(noCaptcha.json().errorCode).toBe('captcha.required');
    const ok = await encrypted(
      t,
      'POST',
      '/wps/session/oauth/bind',
      { ticket, username: m.username, password: m.password, captcha: CAPTCHA },
      { cookie: await captchaCookie(t) },
      ip,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ id: m.id, userName: m.username, changePasswordRequired: false });
    const links = await t.database.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, m.id));
    expect(links).toMatchObject([{ provider: 'GOOGLE', subject: who.sub, merchantCode: 'pagoda' }]);

    // Single use: the bind ticket is spent.
    expect((await exchange(ticket)).json().errorCode).toBe('oauth.ticket.invalid');

    // Next time the same Google account opens a session at once; the old session ends.
    const login = await exchange(await roundTrip(who));
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ id: m.id, changePasswordRequired: false, firstTimeLogin: false });
    const old = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...wps, Authorization: ok.json().value.token },
    });
    expect(old.json().errorCode).toBe('login.not.session');
    const logins = await t.app.inject({
      method: 'GET',
      url: '/wps/member/security/logins',
      headers: { ...wps, Authorization: login.json().value.token },
    });
    expect(
      logins
        .json()
        .value.map((l: { method: string }) => l.method)
        .slice(0, 2),
    ).toEqual(['oidc-google', 'oidc-bind-google']);
  });

  it('a login ticket works once', async () => {
    const m = await registerMember(t);
    const who = identity();
    const bindTicket = await roundTrip(who);
    const linked = await encrypted(t, 'POST', '/wps/session/oauth/bind', {
      ticket: bindTicket,
      username: m.username,
      password: m.password,
    });
    expect(linked.statusCode).toBe(200);
    const ticket = await roundTrip(who);
    expect((await exchange(ticket)).statusCode).toBe(200);
    expect((await exchange(ticket)).json().errorCode).toBe('oauth.ticket.invalid');
  });

  it('never forces a password change, even with the default password', async () => {
    const m = await registerMember(t);
    await ops({ command: 'password-reset', merchant: 'pagoda', account: m.username });
    const res = await encrypted(t, 'POST', '/wps/session/oauth/bind', {
      ticket: await roundTrip(identity()),
      username: m.username,
      password: t.config.DEFAULT_FORCED_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.changePasswordRequired).toBe(false);
  });

  it('refuses a second Google account for a member that already has one', async () => {
    const m = await registerMember(t);
    const first = await encrypted(t, 'POST', '/wps/session/oauth/bind', {
      ticket: await roundTrip(identity()),
      username: m.username,
      password: m.password,
    });
    expect(first.statusCode).toBe(200);
    const second = await encrypted(t, 'POST', '/wps/session/oauth/bind', {
      ticket: await roundTrip(identity()),
      username: m.username,
      password: m.password,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('oauth.identity.exists');
  });

  it('spends the ticket after five wrong passwords', async () => {
    const m = await registerMember(t);
    const ticket = await roundTrip(identity());
    for (let i = 0; i < 5; i++) {
      const res = await encrypted(
        t,
        'POST',
        '/wps/session/oauth/bind',
        { ticket, username: m.username, password: `wrong-${i}x`, captcha: CAPTCHA },
        { cookie: await captchaCookie(t) },
      );
      expect(res.json().errorCode).toBe('login.info.incorrect');
    }
    const res = await encrypted(
      t,
      'POST',
      '/wps/session/oauth/bind',
      { ticket, username: m.username, password: m.password, captcha: CAPTCHA },
      { cookie: await captchaCookie(t) },
    );
    expect(res.json().errorCode).toBe('oauth.ticket.invalid');
  });
});

describe('PUT /wps/session/oauth/register', () => {
  it('is refused while FIREBASECREATEACC3 is off', async () => {
    const ticket = await roundTrip(identity());
    await toggle('FIREBASECREATEACC3', false);
    try {
      expect((await exchange(ticket)).json().value.registerNew).toBe(false);
      const res = await encrypted(t, 'PUT', '/wps/session/oauth/register', { ticket, username: uniqueName('gg') });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('function.disabled');
    } finally {
      await toggle('FIREBASECREATEACC3', true);
    }
  });

  it('checks the username by the brand rule and refuses a taken one', async () => {
    const ticket = await roundTrip(identity());
    const bad = await encrypted(t, 'PUT', '/wps/session/oauth/register', { ticket, username: '1abc' });
    expect(bad.json()).toMatchObject({
      errorCode: 'validation.failed',
      value: { fields: [{ field: 'body.username', message: 'reg_pattern_1' }] },
    });
    const m = await registerMember(t);
    const taken = await encrypted(t, 'PUT', '/wps/session/oauth/register', { ticket, username: m.username });
    expect(taken.json().errorCode).toBe('in_username_exist');
  });

  it('registers a member from the verified identity, logs in, and the ticket is spent', async () => {
    const who = identity({ email: 'new.player@mail.example', name: 'New Player' });
    const ticket = await roundTrip(who);
    const username = uniqueName('gg');
    const res = await encrypted(t, 'PUT', '/wps/session/oauth/register', { ticket, username });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: username, firstTimeLogin: true, changePasswordRequired: false });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, res.json().value.id));
    expect(row).toMatchObject({ account: username, email: 'new.player@mail.example', nickname: 'New Player' });
    expect(
      (await encrypted(t, 'PUT', '/wps/session/oauth/register', { ticket, username: uniqueName('gg') })).json(),
    ).toMatchObject({ errorCode: 'oauth.ticket.invalid' });

    const again = await exchange(await roundTrip(who));
    expect(again.json().value).toMatchObject({ id: res.json().value.id, firstTimeLogin: false });
  });

  it('does not keep an e-mail the provider marks unverified', async () => {
    const ticket = await roundTrip(identity({ email: 'unverified@mail.example', email_verified: false }));
    const res = await encrypted(t, 'PUT', '/wps/session/oauth/register', { ticket, username: uniqueName('gg') });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, res.json().value.id));
    expect(row!.email).toBeNull();
  });
});

describe('ops oauth-set / oauth-list', () => {
  it('refuses a plain-http issuer off this machine and never echoes the secret', async () => {
    const bad = await ops({
      command: 'oauth-set',
      merchant: 'pagoda',
      provider: 'FACEBOOK',
      issuer: 'http://idp.example.com',
      clientId: 'x',
      clientSecret: 'y',
    });
    expect(bad.json().errorCode).toBe('validation.failed');
    const set = await configureGoogle();
    expect(set.json().value).toEqual({ provider: 'GOOGLE', issuer: idp.issuer.url, clientId: 'pagoda-web' });
    const list = await ops({ command: 'oauth-list', merchant: 'pagoda' });
    expect(list.json().value).toMatchObject([{ provider: 'GOOGLE', clientId: 'pagoda-web' }]);
    expect(list.body).not.toContain('shh-very-secret');
  });
});
