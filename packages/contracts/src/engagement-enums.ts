/**
 * Missions, leaderboards, red envelopes and raffles: the shared vocabulary (server, portal, back
 * office). docs/promotions.md (## Engagement) describes the model.
 */

/** A mission or leaderboard period, in the brand's time zone: a calendar day, or a Monday-to-Sunday week. */
export const ENGAGEMENT_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type EngagementPeriod = (typeof ENGAGEMENT_PERIODS)[number];

/**
 * What a mission counts, always from the records (bet_rounds, paid deposit_orders), never a counter:
 * VALID_BET (money) and ROUNDS (settled rounds, not rolled back) in a category or all; DEPOSIT_COUNT
 * and DEPOSIT_TOTAL (money) of paid deposits.
 */
export const MISSION_METRICS = ['VALID_BET', 'ROUNDS', 'DEPOSIT_COUNT', 'DEPOSIT_TOTAL'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
/** Metrics whose target is money (minor units inside the server, a decimal on the wire). */
export const MONEY_MISSION_METRICS: readonly MissionMetric[] = ['VALID_BET', 'DEPOSIT_TOTAL'];

/** A mission as one member sees it: in progress, done and claimable, claimed. */
export const MISSION_STATES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** A leaderboard ranks by valid turnover, or by the biggest multiplier (win / bet) of one settled round. */
export const LEADERBOARD_METRICS = ['TURNOVER', 'MULTIPLIER'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

/** How raffle tickets are earned: one per X deposited (each paid deposit), or one per X of valid turnover. */
export const RAFFLE_TICKET_MODES = ['DEPOSIT', 'TURNOVER'] as const;
export type RaffleTicketMode = (typeof RAFFLE_TICKET_MODES)[number];

/** UPCOMING: not open yet; OPEN: tickets are earned; CLOSED: waiting for the draw; DRAWN: seed revealed. */
export const RAFFLE_STATES = ['UPCOMING', 'OPEN', 'CLOSED', 'DRAWN'] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];

/** A red-envelope rain as a member sees it: none planned, the next one's start, or raining now. */
export const RAIN_STATES = ['NONE', 'UPCOMING', 'ACTIVE'] as const;
export type RainState = (typeof RAIN_STATES)[number];
