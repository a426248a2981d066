import {
  VENDOR_API_PREFIX,
  VENDOR_HEADERS,
  vendorAdjustBody,
  vendorAuthenticateBody,
  vendorBalanceBody,
  vendorBetBody,
  vendorEndRoundBody,
  vendorRollbackBody,
  vendorRoundReportBody,
  vendorWinBody,
} from '@pagoda/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../src/lib/payload-crypto.js';
import { signBody } from '../src/lib/signature.js';
import { CAPTCHA, randomIp, registerMember } from './helpers/accounts.js';
import { operatorToken } from './helpers/money.js';
import { allOperations, originalClientHeaders } from './helpers/operations.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';
import { arbitraryFor, toQueryString } from './helpers/zod-arbitrary.js';

/**
 * Schema fuzz (issue 14): every operation of the contracts, with inputs drawn from its own zod
 * schemas (nasty strings, wrong types and missing keys mixed in), sent as a visitor, as a
 * logged-in member and (operator calls) as an operator. The bar: no answer is a 5xx. A failure
 * prints fast-check's seed and path; FUZZ_SEED=<seed> replays it, FUZZ_RUNS raises the count,
 * FUZZ_STATS=1 prints how the answers spread (status and error code), to see the handlers are reached.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestContext;
let member: string;
let memberId: number;
let operator: string;
let publicKey: string;
let encryptedPaths: Set<string>;
const VENDOR_SECRET = 'fuzz-vendor-secret-0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  const first = await registerMember(t);
  member = first.token;
  memberId = first.id;
  // A seamless and a transfer vendor, so the signed wallet calls reach their handlers.
  for (const [vendorCode, adapter] of [
    ['FZS', 'seamless'],
    ['FZT', 'transfer'],
  ] as const)
    await t.app.services.vendors.setIntegration({
      merchantCode: TEST_MERCHANT,
      vendorCode,
      adapter,
      secret: VENDOR_SECRET,
      launchUrl: 'https://games.vendor.example/play',
      ...(adapter === 'transfer' ? { walletApiUrl: '/sim/transfer' } : {}),
    });
  operator = await operatorToken(t);
  publicKey = (
    await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { Merchant: TEST_MERCHANT } })
  ).json().value.publicKey as string;
  // (E) operations say so in their OpenAPI summary; their fuzzed body is encrypted so the handler sees it.
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
  encryptedPaths = new Set(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, m]) => m.summary?.endsWith('[encrypted body]'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
});
const stats: string[] = [];
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    const c: Record<string, number> = {};
    for (const x of stats) c[x] = (c[x] ?? 0) + 1;
    console.log(JSON.stringify(Object.entries(c).sort((a, b) => b[1] - a[1])));
  }
  await t.close();
});

/** Calls that end the caller's session would leave the rest of the run as a visitor. */
const ENDS_SESSION = new Set(['logout']);

describe('schema fuzz: no operation answers 5xx', () => {
  it('fuzzes every operation, encrypted ones included', () => {
    expect(allOperations.length).toBeGreaterThan(80);
    expect(encryptedPaths.size).toBeGreaterThan(3);
  });

  it.each(allOperations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (route, op) => {
    // Mostly the caller the operation is for, so the handlers, not only the guards, see the input.
    const callers = op.path.startsWith('/wps/operator/')
      ? { visitor: 1, member: 1, operator: 6 }
      : op.auth === 'token' && !ENDS_SESSION.has(op.id)
        ? { visitor: 1, member: 6, operator: 0 }
        : ENDS_SESSION.has(op.id)
          ? { visitor: 1, member: 0, operator: 0 }
          : { visitor: 1, member: 1, operator: 0 };
    const caller = fc.oneof(
      ...Object.entries(callers)
        .filter(([, weight]) => weight > 0)
        .map(([name, weight]) => ({ weight, arbitrary: fc.constant(name) })),
    );
    // An earlier operation may have switched maintenance on (a fuzzed `on: true` with no window applies at
    // once and closes the portal to members): every operation starts with the portal open.
    const staffAlive = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/deposits',
      headers: { Merchant: TEST_MERCHANT, 'x-operator-token': operator },
    });
    if (staffAlive.statusCode !== 200) operator = await operatorToken(t);
    const reopened = await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/v1/config/maintenance',
      headers: { Merchant: TEST_MERCHANT, 'x-operator-token': operator, 'content-type': 'application/json' },
      payload: JSON.stringify({ on: false }),
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // An earlier call may have ended the member's session (a password change): start each operation with a live one.
    const alive = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { Merchant: TEST_MERCHANT, Authorization: member },
    });
    if (alive.statusCode !== 200) member = (await registerMember(t)).token;
    const input = fc.record({
      caller,
      query: op.query ? arbitraryFor(op.query) : fc.constant(undefined),
      body: op.body ? arbitraryFor(op.body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ caller, query, body }) => {
        const headers: Record<string, string> = { ...originalClientHeaders, Merchant: TEST_MERCHANT };
        if (caller === 'member') headers.Authorization = member;
        if (caller === 'operator') headers['x-operator-token'] = operator;
        let payload: string | undefined = body === undefined ? undefined : JSON.stringify(body);
        if (encryptedPaths.has(route) && body !== undefined) {
          const sealed = encryptPayload({
            payload: body,
            publicKeySpkiB64: publicKey,
            method: op.method,
            path: op.path,
          });
          headers.Encryption = sealed.header;
          payload = JSON.stringify(sealed.body);
        }
        const res = await t.app.inject({
          method: op.method,
          url: op.path + toQueryString(query),
          headers,
          ...(payload === undefined || op.method === 'GET' ? {} : { payload }),
          remoteAddress: randomIp(),
        });
        if (process.env.FUZZ_STATS)
          stats.push(
            `${res.statusCode} ${String((res.json() as { errorCode?: string }).errorCode ?? '')} ${res.statusCode === 401 ? `${op.id} as ${caller}` : ''}`,
          );
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body}`);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});

/** The vendor wallet API (docs/vendor-api.md): signed calls, so the fuzzed bodies pass the signature gate. */
const VENDOR_CALLS = [
  ['authenticate', vendorAuthenticateBody, 'FZS'],
  ['balance', vendorBalanceBody, 'FZS'],
  ['bet', vendorBetBody, 'FZS'],
  ['win', vendorWinBody, 'FZS'],
  ['rollback', vendorRollbackBody, 'FZS'],
  ['adjust', vendorAdjustBody, 'FZS'],
  ['endRound', vendorEndRoundBody, 'FZS'],
  ['transfer/round', vendorRoundReportBody, 'FZT'],
] as const;

describe('schema fuzz: no vendor wallet call answers 5xx', () => {
  it.each(
    VENDOR_CALLS.map(([name, body, vendor]) => [`POST ${VENDOR_API_PREFIX}/${name}`, name, body, vendor] as const),
  )('%s', async (_route, name, schema, vendor) => {
    // Half the bodies name the real player, so the wallet, not only the lookup, sees them.
    const input = fc.tuple(arbitraryFor(schema), fc.boolean());
    await fc.assert(
      fc.asyncProperty(input, async ([body, realPlayer]) => {
        const sent =
          realPlayer && typeof body === 'object' && body !== null && !Array.isArray(body)
            ? { ...body, playerId: String(memberId) }
            : body;
        const text = JSON.stringify(sent) ?? '';
        const res = await t.app.inject({
          method: 'POST',
          url: `${VENDOR_API_PREFIX}/${name}`,
          headers: {
            'content-type': 'application/json',
            [VENDOR_HEADERS.merchant]: TEST_MERCHANT,
            [VENDOR_HEADERS.vendor]: vendor,
            [VENDOR_HEADERS.signature]: signBody(VENDOR_SECRET, text),
          },
          payload: text,
        });
        if (process.env.FUZZ_STATS)
          stats.push(`${res.statusCode} ${String((res.json() as { errorCode?: string }).errorCode ?? '')} vendor`);
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body}`);
      }),
      { numRuns: RUNS * 2, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});
