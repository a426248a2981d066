import type { ContractKind } from '@pagoda/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { StoredTerms } from '../db/schema-agent-contracts.js';
import { agentContracts, agentContractTemplates, members } from '../db/schema.js';
import { topRateBps } from '../modules/agent-contracts/contract-rules.js';
import type { SettlementService } from '../modules/agent-contracts/settlement.service.js';

/** The demo's active contracts were accepted this many days before the seed. */
const DEMO_CONTRACT_AGE_DAYS = 3;

const tiers = (...t: [betVolume: number, rateBps: number, netLoss?: number, active?: number][]): StoredTerms => ({
  tiers: t.map(([betVolume, rateBps, netLoss = 0, active = 0]) => ({
    betVolume: String(betVolume * 100),
    netLoss: String(netLoss * 100),
    activeMember: active,
    rateBps,
  })),
});

/** Templates and limits per agent type (docs/agents.md): type 1 up to 3 %, type 2 up to 2 %. */
const TEMPLATES: {
  agentType: number;
  kind: ContractKind;
  period: 'D' | 'HR' | 'RT' | 'M';
  terms: StoredTerms;
  max: number;
}[] = [
  {
    agentType: 1,
    kind: 'DAILY_SALARY',
    period: 'D',
    terms: tiers([0, 100], [50_000, 150, 0, 3], [200_000, 200, 0, 5]),
    max: 300,
  },
  { agentType: 1, kind: 'HOUR_SALARY', period: 'HR', terms: tiers([1_000, 30], [5_000, 50]), max: 100 },
  {
    agentType: 1,
    kind: 'REALTIME_SALARY',
    period: 'RT',
    terms: { profitRateBps: 30, lossRateBps: 10, minimumBet: '1000' },
    max: 100,
  },
  {
    agentType: 1,
    kind: 'DIVIDEND',
    period: 'M',
    terms: tiers([0, 1_000, 0, 3], [500_000, 2_000, 50_000, 10]),
    max: 3_000,
  },
  { agentType: 2, kind: 'DAILY_SALARY', period: 'D', terms: tiers([0, 80], [50_000, 120, 0, 3]), max: 200 },
  { agentType: 2, kind: 'HOUR_SALARY', period: 'HR', terms: tiers([1_000, 20]), max: 80 },
];

/**
 * The demo's contracts, after the agents seed (the demo tree under demoagent): the platform's four
 * contracts with demoagent, active; demoagent's daily salary with agent_lan, active; offers still
 * waiting (agent_minh's daily salary, agent_quang's hourly salary). Accounts are looked up by
 * username; without the tree (a branch without the agents seed) only the templates are written.
 * Bills come from the settlement jobs (the first run bills from each acceptance on).
 */
export const seedDemoAgentContracts = async (tx: DbOrTx, merchantCode: string, now = new Date()) => {
  await tx
    .insert(agentContractTemplates)
    .values(
      TEMPLATES.map((t) => ({
        merchantCode,
        agentType: t.agentType,
        kind: t.kind,
        period: t.period,
        terms: t.terms,
        maxRateBps: t.max,
      })),
    )
    .onConflictDoNothing();
  const names = ['demoagent', 'agent_lan', 'agent_minh', 'agent_quang'];
  const rows = await tx
    .select({ id: members.id, key: members.accountKey })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.accountKey, names)));
  const id = new Map(rows.map((r) => [r.key, r.id]));
  const [top, lan, minh, quang] = names.map((n) => id.get(n));
  if (top === undefined) return;
  const accepted = new Date(now.getTime() - DEMO_CONTRACT_AGE_DAYS * 86_400_000);
  const contract = (
    kind: ContractKind,
    period: 'D' | 'HR' | 'RT' | 'M',
    holderId: number,
    offererId: number | null,
    terms: StoredTerms,
    status: 'P' | 'E',
  ) => ({
    merchantCode,
    kind,
    period,
    holderId,
    offererId,
    offeredBy: offererId === null ? 'operator:seed' : '',
    status,
    terms,
    topRateBps: topRateBps(terms),
    offeredAt: new Date(accepted.getTime() - 3_600_000),
    acceptedAt: status === 'E' ? accepted : null,
  });
  const values = [
    contract('DAILY_SALARY', 'D', top, null, tiers([0, 150], [50_000, 200, 0, 3]), 'E'),
    contract('HOUR_SALARY', 'HR', top, null, tiers([1_000, 30], [5_000, 50]), 'E'),
    contract('REALTIME_SALARY', 'RT', top, null, { profitRateBps: 30, lossRateBps: 10, minimumBet: '1000' }, 'E'),
    contract('DIVIDEND', 'M', top, null, tiers([0, 1_000, 0, 3], [500_000, 2_000, 50_000, 10]), 'E'),
  ];
  if (lan !== undefined)
    values.push(contract('DAILY_SALARY', 'D', lan, top, tiers([0, 100], [50_000, 120, 0, 3]), 'E'));
  if (minh !== undefined) values.push(contract('DAILY_SALARY', 'D', minh, top, tiers([0, 80]), 'P'));
  if (lan !== undefined && quang !== undefined)
    values.push(contract('DAILY_SALARY', 'D', quang, lan, tiers([0, 60]), 'P'));
  if (minh !== undefined) values.push(contract('HOUR_SALARY', 'HR', minh, top, tiers([1_000, 20]), 'P'));
  await tx.insert(agentContracts).values(values).onConflictDoNothing();
};

/**
 * The demo brand's first start: the daily salaries of the days closed since the contracts were
 * accepted are settled by the real engine (bills and ledger postings, as the nightly job would have
 * done), so the agent centre's statements and income are not empty. The other kinds follow their
 * schedules from the start (hourly, every 5 minutes; dividends at the month's end).
 */
export const settleDemoHistory = async (settlement: Pick<SettlementService, 'daily'>, now = new Date()) => {
  for (let daysAgo = DEMO_CONTRACT_AGE_DAYS - 1; daysAgo >= 0; daysAgo--)
    await settlement.daily(new Date(now.getTime() - daysAgo * 86_400_000));
};
