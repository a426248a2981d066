import { encryptPayload } from '../../src/lib/payload-crypto.js';
import type { TestContext } from './test-app.js';
import { wps } from './test-app.js';

export const CAPTCHA = 'K7QX';

/** Calls an (E) operation the way the portal does: fetch the key, encrypt, send. */
/** A different client address per call, so per-IP limits and failure counts do not leak between tests. */
export const randomIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const encrypted = async (
  t: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = randomIp(),
) => {
  const key = (await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: wps })).json().value
    .publicKey as string;
  const { header, body } = encryptPayload({ payload, publicKeySpkiB64: key, method, path: url.split('?')[0]! });
  return t.app.inject({
    method,
    url,
    headers: { ...wps, ...headers, Encryption: header },
    payload: body,
    remoteAddress,
  });
};

/** A fresh captcha cookie whose answer is CAPTCHA (the test app draws a fixed code). */
export const captchaCookie = async (t: TestContext) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: wps, remoteAddress: randomIp() });
  return String(res.headers['set-cookie']).split(';')[0]!;
};

/** The newest code in the demo outbox sent to a number (E.164 digits). */
export const lastSmsCode = async (t: TestContext, to: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
  const msg = (res.json().value as { to: string; body: string }[]).find((m) => m.to === to);
  return msg?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
};

let n = 0;
export const uniqueName = (prefix = 'player') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(n++).toString(36)}`.slice(0, 13);

export const registerMember = async (t: TestContext, username = uniqueName(), password = 'abc12345') => {
  const cookie = await captchaCookie(t);
  const res = await encrypted(
    t,
    'PUT',
    '/wps/member/register',
    { username, password, confirmPassword: password, captcha: CAPTCHA, login: true, registerMethod: 'WEB' },
    { cookie },
  );
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { username, password, token: res.json().value.token as string, id: res.json().value.id as number };
};
