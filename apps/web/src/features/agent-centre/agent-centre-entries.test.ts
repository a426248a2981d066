import { type MemberInfo } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import {
  AGENT_CENTRE_ENTRIES,
  AGENT_CENTRE_PAGES,
  type AgentCentreContext,
  visibleEntries,
} from './agent-centre-entries';

const member = { id: 1, account: 'demoagent', type: 1 } as MemberInfo;
const allOn = Object.fromEntries(
  [
    'AGENTANNOUNCE3',
    'REGCEN',
    'DOWNMAN',
    'TEAMBETTING3',
    'AGETEAMPNL3',
    'AGEREV3',
    'AGEDOWNTRANS3',
    'DIVIDEND',
    'DAYSAL',
    'HOURSAL3',
    'RTSALARY3',
  ].map((m) => [m, true]),
);
const keys = (ctx: AgentCentreContext) => visibleEntries(ctx).map((e) => e.key);

describe('agent centre entries', () => {
  it('lists the twelve pages of the spec, in its order', () => {
    expect(AGENT_CENTRE_ENTRIES.map((e) => e.key)).toEqual([...AGENT_CENTRE_PAGES]);
  });

  it('shows the built pages whose module is on, the overview always, and hides the others', () => {
    expect(keys({ modules: allOn, member, consolidated: null })).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
    expect(keys({ modules: {}, member, consolidated: null })).toEqual(['agentTeamOverview']);
  });

  it('shows a contract page for an offer or an active contract of its kind, and only its kind', () => {
    const held = { dailysalinfotype: { ALL: [{ id: 1 }] }, divtypereq: {} };
    expect(keys({ modules: allOn, member, consolidated: held })).toContain('agentDailyWages2');
    expect(keys({ modules: allOn, member, consolidated: held })).not.toContain('agentDividendRecordCopy2');
    const offered = { realtimesalreqtype: { ALL: [{ id: 2 }] } };
    expect(keys({ modules: allOn, member, consolidated: offered })).toEqual(
      expect.arrayContaining(['agentRealtimeSalary']),
    );
    expect(keys({ modules: allOn, member, consolidated: offered })).not.toContain('agentHourSalary');
  });

  it('needs both the brand module and the consolidated flag for a contract entry', () => {
    const dividend = AGENT_CENTRE_ENTRIES.find((e) => e.key === 'agentDividendRecordCopy2')!;
    expect(dividend.visible({ modules: allOn, member, consolidated: { divtypereq: { RNG: {} } } })).toBe(true);
    expect(dividend.visible({ modules: allOn, member, consolidated: { divtypereq: {}, divtypeinfo: {} } })).toBe(false);
    expect(dividend.visible({ modules: allOn, member, consolidated: { divtypeinfo: { ALL: [] } } })).toBe(true);
    expect(dividend.visible({ modules: allOn, member, consolidated: null })).toBe(false);
    expect(dividend.visible({ modules: {}, member, consolidated: { divtypereq: { RNG: {} } } })).toBe(false);
  });
});
