/**
 * Agent contracts (docs/agents.md, ## Contracts and settlement): the four kinds, their life cycle
 * and the settlement periods. Rates are basis points inside the server (125 = 1.25 %); the wire
 * carries percent with at most two decimals (`rateType` "P").
 */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * Contract states: P offered, E active (accepted), R rejected by the downline, C cancelled by the
 * offerer before an answer, V finished (replaced by a newer version, terminated or given up).
 */
export const CONTRACT_STATUSES = ['P', 'E', 'R', 'C', 'V'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What a downline answers on the portal's calls: A accept, R reject, C cancel (give up an active contract). */
export const CONTRACT_ANSWERS = ['A', 'R', 'C'] as const;
export type ContractAnswer = (typeof CONTRACT_ANSWERS)[number];

/** Dividend computation periods: D daily, W weekly, H semimonthly (1st-15th, 16th-end), M monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Settlement period codes: the dividend periods, plus HR (an hour) and RT (five minutes). */
export const SETTLEMENT_PERIOD_CODES = ['D', 'W', 'H', 'M', 'HR', 'RT'] as const;
export type SettlementPeriodCode = (typeof SETTLEMENT_PERIOD_CODES)[number];

/** Requests on an active contract: new terms (either side proposes), termination (either side asks). */
export const CONTRACT_REQUEST_TYPES = ['TERMS', 'TERMINATE'] as const;
export type ContractRequestType = (typeof CONTRACT_REQUEST_TYPES)[number];
/** Request states: P pending, A accepted, R rejected, C withdrawn by its author. */
export const CONTRACT_REQUEST_STATUSES = ['P', 'A', 'R', 'C'] as const;
export type ContractRequestStatus = (typeof CONTRACT_REQUEST_STATUSES)[number];

/**
 * A settlement bill: PAID in full, PARTIAL (the paying agent's wallet was short; the rest is a
 * receivable collected by later runs), UNPAID (nothing could be paid yet), APPROVAL (a dividend above
 * the brand's threshold waiting for an operator), REJECTED (the operator refused it), NIL (nothing due).
 */
export const SETTLEMENT_STATUSES = ['PAID', 'PARTIAL', 'UNPAID', 'APPROVAL', 'REJECTED', 'NIL'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_RUN_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type SettlementRunStatus = (typeof SETTLEMENT_RUN_STATUSES)[number];

/** The settlement schedules an operator can run now from the back office. */
export const SETTLEMENT_SCHEDULES = ['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND'] as const;
export type SettlementSchedule = (typeof SETTLEMENT_SCHEDULES)[number];

/** Tiers per contract, and the highest rate any contract may carry (100 %). */
export const CONTRACT_MAX_TIERS = 10;
export const CONTRACT_MAX_RATE_BPS = 10_000;
/** The product type of a contract that covers every game category. */
export const CONTRACT_PRODUCT_ALL = 'ALL';
