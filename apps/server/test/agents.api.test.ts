import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TREE, DEMO_TREE_PASSWORD } from '../src/seed/agents-seed.js';
import { CAPTCHA, captchaCookie, encrypted, uniqueName } from './helpers/accounts.js';
import { asMember, asOperator, operatorToken } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
/** Sessions: the demo tree's head, an agent of each branch, a player, a trial account. */
const tokens: Record<'head' | 'lan' | 'minh' | 'player' | 'trial', string> = {
  head: '',
  lan: '',
  minh: '',
  player: '',
  trial: '',
};
// The seed's clock (test-app seeds at 2026-11-01): its month of history ends there.
const END = Date.parse('2026-11-01T00:00:00Z');
const START = END - 30 * 86_400_000;

const login = async (username: string, password = DEMO_TREE_PASSWORD) => {
  const res = await encrypted(t, 'POST', '/wps/session/login', { username, password, type: 'username' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.token as string;
};

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA }, { agentHistory: true });
  tokens.head = await login('demoagent');
  tokens.lan = await login('agent_lan');
  tokens.minh = await login('agent_minh');
  tokens.player = await login('player_an');
  const trial = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: wps,
    payload: { os: 'linux', platform: 'W' },
  });
  tokens.trial = trial.json().value.token as string;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? asMember(token) : wps });
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? asMember(token) : wps,
    payload: payload as Record<string, unknown>,
  });
const range = `startTime=${START}&endTime=${END}`;

/** 401 without a session; not.agent for a player and for a trial account. */
const refusesNonAgents = async (
  call: (token?: string) => Promise<{ statusCode: number; json: () => { errorCode?: string } }>,
) => {
  const anon = await call();
  expect(anon.statusCode).toBe(401);
  for (const token of [tokens.player, tokens.trial]) {
    const res = await call(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('not.agent');
  }
};

describe('demo agent tree (seed)', () => {
  it('has the three levels under demoagent, and balances equal to the records (ledger audit)', async () => {
    const res = await get('/wps/relay/MCSFE_getDownlineManagement?size=50', tokens.head);
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { account: string; level: number; upline: string; balance: number }[];
    expect(list.map((m) => m.account).sort()).toEqual(DEMO_TREE.map((n) => n.account).sort());
    const level = Object.fromEntries(list.map((m) => [m.account, m.level]));
    expect([level.agent_lan, level.player_an, level.agent_quang, level.player_hoa, level.player_linh]).toEqual([
      1, 1, 2, 2, 3,
    ]);
    const audit = await t.services.ledger.audit('pagoda');
    expect(audit).toMatchObject({ accountsDrifted: 0, negativeBalances: 0, unbalancedPostings: 0, brokenEntries: 0 });
    // A seeded wallet's balance is the sum of its account record.
    const records = await get(
      `/wps/relay/ODSFE2_MemTransDet?startTime=${START - 5 * 86_400_000}&endTime=${END}&size=1`,
      tokens.player,
    );
    const balance = await get('/wps/v2/wallets/balance?typeId=0', tokens.player);
    expect(records.json().value.footer.amount).toBeCloseTo(balance.json().value.sumBalance, 2);
  });
});

describe('GET /wps/relay/MCSFE_getAgentAnnouncements', () => {
  it('refuses non-agents', () => refusesNonAgents((tk) => get('/wps/relay/MCSFE_getAgentAnnouncements', tk)));
  it('400 on a bad page', async () => {
    expect((await get('/wps/relay/MCSFE_getAgentAnnouncements?page=0', tokens.head)).statusCode).toBe(400);
  });
  it('lists the agents-only notices, which the portal list does not show', async () => {
    const res = await get('/wps/relay/MCSFE_getAgentAnnouncements', tokens.lan);
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { title: string }[];
    expect(list.length).toBeGreaterThan(0);
    const portal = await get('/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W&execution=B');
    const titles = (portal.json().value.player as { title: string }[]).map((n) => n.title);
    for (const n of list) expect(titles).not.toContain(n.title);
  });
});

describe('GET /wps/relay/ODSFE2_getAgentTeamOverview', () => {
  const url = `/wps/relay/ODSFE2_getAgentTeamOverview?${range}`;
  it('refuses non-agents', () => refusesNonAgents((tk) => get(url, tk)));
  it('400 on a range that ends before it starts or spans more than 93 days', async () => {
    expect(
      (await get(`/wps/relay/ODSFE2_getAgentTeamOverview?startTime=${END}&endTime=${START}`, tokens.head)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/wps/relay/ODSFE2_getAgentTeamOverview?startTime=0&endTime=${END}`, tokens.head)).statusCode,
    ).toBe(400);
  });
  it('counts the whole subtree for the head and only its branch for a sub-agent', async () => {
    const head = (await get(url, tokens.head)).json().value;
    expect(head).toMatchObject({ teamSize: 12, directMembers: 5, agents: 3 });
    expect(head.days).toHaveLength(31);
    expect(head.totals.validBets).toBeGreaterThan(0);
    expect(head.totals.deposits).toBeGreaterThan(0);
    // The day buckets add up to the totals.
    const sum = head.days.reduce((s: number, d: { deposits: number }) => s + d.deposits, 0);
    expect(sum).toBeCloseTo(head.totals.deposits, 2);
    const lan = (await get(url, tokens.lan)).json().value;
    expect(lan).toMatchObject({ teamSize: 5, directMembers: 3, agents: 1 });
    expect(lan.totals.validBets).toBeLessThan(head.totals.validBets);
  });
});

describe('PUT /wps/agent/downline', () => {
  const create = (body: unknown, token?: string) =>
    encrypted(t, 'PUT', '/wps/agent/downline', body, token ? { Authorization: token } : {});
  it('refuses non-agents', () =>
    refusesNonAgents((tk) => create({ username: uniqueName('dl'), password: 'abc12345', kind: 'MEMBER' }, tk)));
  it('400 without a username', async () => {
    expect((await create({ password: 'abc12345', kind: 'MEMBER' }, tokens.head)).statusCode).toBe(400);
  });
  it('lets a type-2 agent create members only', async () => {
    const res = await create({ username: uniqueName('dl'), password: 'abc12345', kind: 'AGENT' }, tokens.lan);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('agent.type.not.allowed');
  });
  it('creates a direct downline that can log in, and refuses a taken name', async () => {
    const username = uniqueName('dl');
    const res = await create({ username, password: 'abc12345', kind: 'AGENT' }, tokens.head);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ account: username, type: 2 });
    const token = await login(username, 'abc12345');
    const info = (await get('/wps/member/info', token)).json().value;
    expect(info.type).toBe(2);
    const found = (await get(`/wps/relay/MCSFE_getDownlineManagement?account=${username}`, tokens.head)).json().value;
    expect(found.list[0]).toMatchObject({ account: username, level: 1, upline: 'demoagent' });
    expect((await create({ username, password: 'abc12345', kind: 'MEMBER' }, tokens.head)).json().errorCode).toBe(
      'in_username_exist',
    );
  });
});

describe('GET/POST /wps/agent/affiliate/codes', () => {
  it('refuses non-agents', async () => {
    await refusesNonAgents((tk) => get('/wps/agent/affiliate/codes', tk));
    await refusesNonAgents((tk) => post('/wps/agent/affiliate/codes', {}, tk));
  });
  it('400 on a code with symbols and on a domain the brand does not have', async () => {
    expect((await post('/wps/agent/affiliate/codes', { code: 'no-no!' }, tokens.head)).statusCode).toBe(400);
    expect((await post('/wps/agent/affiliate/codes', { domain: 'elsewhere' }, tokens.head)).statusCode).toBe(400);
  });
  it("lists the agent's own codes and draws a new one that registers members under it", async () => {
    const before = (await get('/wps/agent/affiliate/codes', tokens.head)).json().value;
    expect(before.list.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['DEMO8888', 'demo']));
    expect((await get('/wps/agent/affiliate/codes', tokens.lan)).json().value.list).toEqual([]);
    const made = await post('/wps/agent/affiliate/codes', {}, tokens.lan);
    expect(made.statusCode).toBe(200);
    const code = made.json().value as { code: string; link: string; registrations: number };
    expect(code.link).toBe(`/register?affiliateCode=${code.code}`);
    expect((await post('/wps/agent/affiliate/codes', { code: code.code }, tokens.head)).statusCode).toBe(400);
  });

  /** Registers through the portal's call with an affiliate code; the new member's token. */
  const registerWith = async (affiliateCode: string) => {
    const res = await encrypted(
      t,
      'PUT',
      '/wps/member/register',
      {
        username: uniqueName('inv'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        captcha: CAPTCHA,
        login: true,
        registerMethod: 'WEB',
        affiliateCode,
      },
      { cookie: await captchaCookie(t) },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };
  const typeOf = async (token: string) => (await get('/wps/member/info', token)).json().value.type as number;
  const offersTo = async (token: string) => (await get('/wps/member/info/funds/consolidated', token)).json().value;

  it('an AGENT code: only agents that create agents, only an offer the agent may make now', async () => {
    // demoagent holds daily 2.00 % and hourly 0.50 %: the type-2 templates (1.20 %, 0.20 %) are within them.
    const head = (await get('/wps/agent/affiliate/codes', tokens.head)).json().value;
    expect(head.offerTemplates).toEqual([
      { kind: 'DAILY_SALARY', computationPeriod: 'D', topRate: 1.2 },
      { kind: 'HOUR_SALARY', computationPeriod: 'HR', topRate: 0.2 },
    ]);
    expect((await get('/wps/agent/affiliate/codes', tokens.lan)).json().value.offerTemplates).toEqual([]);
    const lanAgentCode = await post('/wps/agent/affiliate/codes', { accountKind: 'AGENT' }, tokens.lan);
    expect([lanAgentCode.statusCode, lanAgentCode.json().errorCode]).toEqual([403, 'agent.type.not.allowed']);
    // An offer on a MEMBER code, or of a kind with no type-2 template (dividend): refused.
    for (const body of [
      { accountKind: 'MEMBER', defaultOfferKind: 'DAILY_SALARY' },
      { accountKind: 'AGENT', defaultOfferKind: 'DIVIDEND' },
    ]) {
      const res = await post('/wps/agent/affiliate/codes', body, tokens.head);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'contract.above.upline']);
    }
    expect((await post('/wps/agent/affiliate/codes', { accountKind: 'BOSS' }, tokens.head)).statusCode).toBe(400);
  });

  it('an AGENT code registers a type-2 agent with its contract offer waiting; a member code a player', async () => {
    const made = await post(
      '/wps/agent/affiliate/codes',
      { accountKind: 'AGENT', defaultOfferKind: 'DAILY_SALARY' },
      tokens.head,
    );
    expect(made.statusCode, made.body).toBe(200);
    const code = made.json().value;
    expect(code).toMatchObject({ accountKind: 'AGENT', defaultOffer: { kind: 'DAILY_SALARY', topRate: 1.2 } });
    const agent = await registerWith(code.code);
    expect(await typeOf(agent)).toBe(2);
    const offers = await offersTo(agent);
    expect(offers.dailysalreqtype.ALL).toEqual([
      expect.objectContaining({
        status: 'P',
        contractRate: 1.2,
        offerer: expect.objectContaining({ account: 'demoagent' }),
      }),
    ]);
    // The new agent accepts it like any offer.
    const accepted = await post(
      '/wps/relay/MCS2_processDailySalContract',
      { id: offers.dailysalreqtype.ALL[0].id, status: 'A' },
      agent,
    );
    expect(accepted.json().value.contract.status).toBe('E');

    const player = await registerWith('DEMO8888');
    expect(await typeOf(player)).toBe(0);
    expect((await offersTo(player)).dailysalreqtype).toEqual({});
  });
});

describe('GET /wps/relay/MCSFE_getDownlineManagement', () => {
  it('refuses non-agents', () => refusesNonAgents((tk) => get('/wps/relay/MCSFE_getDownlineManagement', tk)));
  it('400 on a page size above the maximum', async () => {
    expect((await get('/wps/relay/MCSFE_getDownlineManagement?size=501', tokens.head)).statusCode).toBe(400);
  });
  it('refuses to expand a member of another branch (IDOR)', async () => {
    const res = await get('/wps/relay/MCSFE_getDownlineManagement?parent=player_dung', tokens.minh);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('agent.member.not.in.team');
    // Its upline is not in its team either.
    expect((await get('/wps/relay/MCSFE_getDownlineManagement?parent=demoagent', tokens.minh)).statusCode).toBe(403);
  });
  it('shows a sub-agent only its branch, searches it, and expands a node', async () => {
    const lan = (await get('/wps/relay/MCSFE_getDownlineManagement?size=50', tokens.lan)).json().value;
    expect(lan.list.map((m: { account: string }) => m.account).sort()).toEqual(
      ['agent_quang', 'player_dung', 'player_giang', 'player_linh', 'player_mai'].sort(),
    );
    const search = (await get('/wps/relay/MCSFE_getDownlineManagement?account=play', tokens.minh)).json().value;
    expect(search.list.map((m: { account: string }) => m.account).sort()).toEqual(['player_hoa', 'player_khanh']);
    const node = (await get('/wps/relay/MCSFE_getDownlineManagement?parent=agent_quang', tokens.head)).json().value;
    expect(node.list.map((m: { account: string; level: number }) => [m.account, m.level])).toEqual([
      ['player_linh', 3],
      ['player_mai', 3],
    ]);
  });
});

describe('POST /wps/relay/MCSFE_setDownlineNote', () => {
  it('refuses non-agents', () =>
    refusesNonAgents((tk) => post('/wps/relay/MCSFE_setDownlineNote', { account: 'player_an', note: 'x' }, tk)));
  it('400 without an account', async () => {
    expect((await post('/wps/relay/MCSFE_setDownlineNote', { note: 'x' }, tokens.head)).statusCode).toBe(400);
  });
  it('refuses a member of another branch (IDOR)', async () => {
    const res = await post('/wps/relay/MCSFE_setDownlineNote', { account: 'player_dung', note: 'x' }, tokens.minh);
    expect(res.json().errorCode).toBe('agent.member.not.in.team');
  });
  it("keeps the note the agent's own: its upline does not see it", async () => {
    expect(
      (await post('/wps/relay/MCSFE_setDownlineNote', { account: 'player_linh', note: 'calls on Fridays' }, tokens.lan))
        .statusCode,
    ).toBe(200);
    const mine = (await get('/wps/relay/MCSFE_getDownlineManagement?account=player_linh', tokens.lan)).json().value;
    expect(mine.list[0].note).toBe('calls on Fridays');
    const head = (await get('/wps/relay/MCSFE_getDownlineManagement?account=player_linh', tokens.head)).json().value;
    expect(head.list[0].note).toBe('');
  });
});

describe('GET /wps/relay/ODSFE2_getTeamBetting', () => {
  const url = `/wps/relay/ODSFE2_getTeamBetting?${range}`;
  it('refuses non-agents', () => refusesNonAgents((tk) => get(url, tk)));
  it('400 without a range', async () => {
    expect((await get('/wps/relay/ODSFE2_getTeamBetting', tokens.head)).statusCode).toBe(400);
  });
  it('refuses a member of another branch (IDOR)', async () => {
    const res = await get(`${url}&account=player_linh`, tokens.minh);
    expect(res.json().errorCode).toBe('agent.member.not.in.team');
  });
  it("lists the team's rounds by member and category, with totals of the whole filter", async () => {
    const all = (await get(`${url}&size=5`, tokens.minh)).json().value;
    expect(all.total).toBeGreaterThan(5);
    for (const b of all.list) expect(['player_hoa', 'player_khanh']).toContain(b.account);
    const one = (await get(`${url}&account=player_hoa&category=RNG&size=500`, tokens.minh)).json().value;
    for (const b of one.list) expect(b).toMatchObject({ account: 'player_hoa', category: 'RNG' });
    const sum = one.list.reduce((s: number, b: { validBet: number }) => s + b.validBet, 0);
    expect(sum).toBeCloseTo(one.footer.validBet, 2);
  });
});

describe('GET /wps/relay/ODSFE2_getAgentTeamPnl', () => {
  const url = `/wps/relay/ODSFE2_getAgentTeamPnl?${range}`;
  it('refuses non-agents', () => refusesNonAgents((tk) => get(url, tk)));
  it('400 on an unknown grouping', async () => {
    expect((await get(`${url}&by=day`, tokens.head)).statusCode).toBe(400);
  });
  it('refuses a member of another branch (IDOR)', async () => {
    expect((await get(`${url}&account=player_an`, tokens.lan)).json().errorCode).toBe('agent.member.not.in.team');
  });
  it('per member and per level add up to the same footer, P&L = payout − bets', async () => {
    const byMember = (await get(`${url}&by=member&size=50`, tokens.head)).json().value;
    const byLevel = (await get(`${url}&by=level`, tokens.head)).json().value;
    expect(byLevel.list.map((r: { level: number }) => r.level)).toEqual([1, 2, 3]);
    expect(byMember.footer.bets).toBeCloseTo(byLevel.footer.bets, 2);
    const sum = byLevel.list.reduce((s: number, r: { profitLoss: number }) => s + r.profitLoss, 0);
    expect(sum).toBeCloseTo(byLevel.footer.profitLoss, 2);
    for (const r of byMember.list) expect(r.profitLoss).toBeCloseTo(r.payout - r.bets, 2);
  });
});

describe('GET /wps/relay/ODSFE2_getDownlineTransactions', () => {
  const url = `/wps/relay/ODSFE2_getDownlineTransactions?${range}`;
  it('refuses non-agents', () => refusesNonAgents((tk) => get(url, tk)));
  it('400 on an unknown kind', async () => {
    expect((await get(`${url}&kind=bet`, tokens.head)).statusCode).toBe(400);
  });
  it('refuses a member of another branch (IDOR)', async () => {
    expect((await get(`${url}&account=player_mai`, tokens.minh)).json().errorCode).toBe('agent.member.not.in.team');
  });
  it("lists the team's deposits, withdrawals and transfers, the transfer seen from the receiver", async () => {
    const all = (await get(`${url}&size=500`, tokens.head)).json().value;
    const kinds = new Set(all.list.map((x: { kind: string }) => x.kind));
    expect(kinds).toEqual(new Set(['deposit', 'withdraw', 'transfer']));
    const deposits = (await get(`${url}&kind=deposit&size=500`, tokens.head)).json().value;
    const sum = deposits.list.reduce((s: number, x: { amount: number }) => s + x.amount, 0);
    expect(sum).toBeCloseTo(all.footer.deposits, 2);
    const received = all.list.filter((x: { kind: string; amount: number }) => x.kind === 'transfer' && x.amount > 0);
    for (const x of received) expect(x.txTypeId).toBe(6236);
  });
});

describe('GET /wps/operator/v1/agents/tree', () => {
  it('needs an operator with agents.read', async () => {
    expect((await get('/wps/operator/v1/agents/tree')).statusCode).toBe(401);
    const content = await operatorToken(t, 'CONTENT');
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/operator/v1/agents/tree', headers: asOperator(content) }))
        .statusCode,
    ).toBe(403);
  });
  it('finds an agent and expands its tree with team figures', async () => {
    const admin = await operatorToken(t);
    const call = (q: string) =>
      t.app.inject({ method: 'GET', url: `/wps/operator/v1/agents/tree?${q}`, headers: asOperator(admin) });
    const found = (await call('q=demoag')).json().value;
    // The seeded twelve, and whatever the tests above created under demoagent.
    const team = (await get('/wps/relay/MCSFE_getDownlineManagement?size=1', tokens.head)).json().value.total;
    expect(found.list[0]).toMatchObject({ account: 'demoagent', teamSize: team });
    expect(team).toBeGreaterThanOrEqual(12);
    const node = (await call(`parent=agent_lan&startTime=${START}&endTime=${END}`)).json().value;
    expect(node.path).toEqual(['demoagent', 'agent_lan']);
    expect(node.list.map((n: { account: string }) => n.account)).toEqual([
      'agent_quang',
      'player_dung',
      'player_giang',
    ]);
    expect(node.list[0].teamSize).toBe(2);
  });
});
