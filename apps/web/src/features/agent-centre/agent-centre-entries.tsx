import { type MemberInfo, WhitelabelModule } from '@pagoda/contracts';
import {
  ArrowLeftRight,
  CalendarDays,
  ChartColumn,
  Clock,
  Coins,
  Dices,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Network,
  Timer,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../lib/lazy-with-timeout';

/** The agent centre's twelve pages (spec §2), by the page names of the original. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** What every agent-centre page gets: the agent, and a way to open another page. */
export type AgentCentrePageProps = { member: MemberInfo; onPage: (p: AgentCentrePage) => void };

/**
 * The consolidated answer's contract maps (/wps/member/info/funds/consolidated, spec §3): per kind, the
 * offers waiting for an answer (the spec's four flags) and the active contracts (the `…info…` maps).
 */
type ContractMapKey =
  | 'divtypereq'
  | 'dailysalreqtype'
  | 'contracthoursalreq'
  | 'realtimesalreqtype'
  | 'divtypeinfo'
  | 'dailysalinfotype'
  | 'contracthoursalinfo'
  | 'realtimesalinfotype';
export type ContractFlags = Partial<Record<ContractMapKey, unknown>>;

/** What a visibility rule reads. */
export type AgentCentreContext = {
  /** The brand's whitelabel modules, flattened (a disabled parent disables its children). */
  modules: Record<string, boolean>;
  member: MemberInfo;
  /** null until the consolidated answer is known (the contract entries stay hidden meanwhile). */
  consolidated: ContractFlags | null;
};

export type AgentCentreEntry = {
  key: AgentCentrePage;
  /** i18n key of the menu label and the page title. */
  label: string;
  icon: LucideIcon;
  visible: (ctx: AgentCentreContext) => boolean;
  /** The page, loaded when first opened; null (hidden) until the page exists. */
  component: LazyExoticComponent<ComponentType<AgentCentrePageProps>> | null;
};

const flagOn = (v: unknown) =>
  v !== undefined && v !== null && v !== false && !(typeof v === 'object' && Object.keys(v).length === 0);

/**
 * A contract entry (docs/decisions.md, issue 17): the brand's module for the kind is on AND the member
 * is offered or holds a contract of the kind (its consolidated `req` or `info` map is not empty). Both,
 * so an operator can switch a kind off for the whole brand, and a member without any contract of a kind
 * is not shown an empty page (an agent offers a kind to its downline only while holding it).
 */
export const contractEntryVisible =
  (module: string, offered: ContractMapKey, held: ContractMapKey) =>
  ({ modules, consolidated }: AgentCentreContext) =>
    Boolean(modules[module]) && consolidated !== null && (flagOn(consolidated[offered]) || flagOn(consolidated[held]));

const moduleOn =
  (module: string) =>
  ({ modules }: AgentCentreContext) =>
    Boolean(modules[module]);

/** The menu, in display order; an entry without a component stays hidden. */
export const AGENT_CENTRE_ENTRIES: AgentCentreEntry[] = [
  {
    key: 'agentAnnouncement',
    label: 'agent.entry.announcement',
    icon: Megaphone,
    visible: moduleOn(WhitelabelModule.AgentAnnouncement),
    component: lazyPage(() => import('./components/announcement-page'), 'AnnouncementPage'),
  },
  {
    key: 'agentTeamOverview',
    label: 'agent.entry.overview',
    icon: LayoutDashboard,
    // The default page: shown whenever the agent centre is.
    visible: () => true,
    component: lazyPage(() => import('./components/overview-page'), 'OverviewPage'),
  },
  {
    key: 'registerCenter',
    label: 'agent.entry.account',
    icon: UserPlus,
    visible: moduleOn(WhitelabelModule.AgentRegisterCentre),
    component: lazyPage(() => import('./components/account-page'), 'AccountPage'),
  },
  {
    key: 'downlineManagmentView',
    label: 'agent.entry.team',
    icon: Network,
    visible: moduleOn(WhitelabelModule.AgentDownlines),
    component: lazyPage(() => import('./components/team-page'), 'TeamPage'),
  },
  {
    key: 'personalHistoryCopy',
    label: 'agent.entry.team_betting',
    icon: Dices,
    visible: moduleOn(WhitelabelModule.AgentTeamBetting),
    component: lazyPage(() => import('./components/team-bets-page'), 'TeamBetsPage'),
  },
  {
    key: 'palStatementsAgentCopy',
    label: 'agent.entry.profit_loss',
    icon: ChartColumn,
    visible: moduleOn(WhitelabelModule.AgentTeamPnl),
    component: lazyPage(() => import('./components/profit-loss-page'), 'ProfitLossPage'),
  },
  {
    key: 'agentRevenueReport',
    label: 'agent.entry.my_income',
    icon: Wallet,
    visible: moduleOn(WhitelabelModule.AgentRevenue),
    component: lazyPage(() => import('./components/income-page'), 'IncomePage'),
  },
  {
    key: 'agentDownlineTransactionDetailsCopy',
    label: 'agent.entry.transactions',
    icon: ArrowLeftRight,
    visible: moduleOn(WhitelabelModule.AgentDownlineTransactions),
    component: lazyPage(() => import('./components/team-transactions-page'), 'TeamTransactionsPage'),
  },
  {
    key: 'agentDividendRecordCopy2',
    label: 'agent.entry.dividend',
    icon: Coins,
    visible: contractEntryVisible(WhitelabelModule.Dividend, 'divtypereq', 'divtypeinfo'),
    component: lazyPage(() => import('./components/contract-page'), 'DividendPage'),
  },
  {
    key: 'agentDailyWages2',
    label: 'agent.entry.daily_salary',
    icon: CalendarDays,
    visible: contractEntryVisible(WhitelabelModule.DailySalary, 'dailysalreqtype', 'dailysalinfotype'),
    component: lazyPage(() => import('./components/contract-page'), 'DailySalaryPage'),
  },
  {
    key: 'agentHourSalary',
    label: 'agent.entry.hourly_salary',
    icon: Clock,
    visible: contractEntryVisible(WhitelabelModule.HourSalary, 'contracthoursalreq', 'contracthoursalinfo'),
    component: lazyPage(() => import('./components/contract-page'), 'HourSalaryPage'),
  },
  {
    key: 'agentRealtimeSalary',
    label: 'agent.entry.realtime_salary',
    icon: Timer,
    visible: contractEntryVisible(WhitelabelModule.RealtimeSalary, 'realtimesalreqtype', 'realtimesalinfotype'),
    component: lazyPage(() => import('./components/contract-page'), 'RealtimeSalaryPage'),
  },
];

/** The entries this agent sees: visible by its rule and built. */
export const visibleEntries = (ctx: AgentCentreContext) =>
  AGENT_CENTRE_ENTRIES.filter((e) => e.component !== null && e.visible(ctx));
