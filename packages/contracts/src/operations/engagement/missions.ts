import { z } from 'zod';
import { API } from '../../api-routes.js';
import { ENGAGEMENT_PERIODS, LEADERBOARD_METRICS, MISSION_METRICS, MISSION_STATES } from '../../engagement-enums.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { rowIdSchema } from '../../schemas.js';
import { text } from '../../text.js';

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(ENGAGEMENT_PERIODS),
  periodKey: z.string(),
  /** When the period ends (epoch ms): the mission's countdown. */
  endsAt: z.number().int(),
  metric: z.enum(MISSION_METRICS),
  category: z.string().nullable(),
  /** Money metrics: decimal amounts; counts otherwise. */
  progress: z.number(),
  target: z.number(),
  rewardAmount: moneyValue,
  /** Wagering on the reward (×, e.g. 1 or 1.5; 0: none). */
  wagering: z.number(),
  state: z.enum(MISSION_STATES),
});
export type Mission = z.infer<typeof missionSchema>;

export const getMissionSummaryDetails = defineOperation({
  id: 'getMissionSummaryDetails',
  ...API.getMissionSummaryDetails,
  summary: "The member's daily and weekly missions of the current period, progress counted from the records",
  tags: ['engagement'],
  auth: 'token',
  query: z.object({ language: text().max(8).optional() }),
  value: z.object({
    list: z.array(missionSchema),
    /** Completed missions whose reward is not claimed yet: the member centre's red badge. */
    claimableCount: z.number().int(),
  }),
});

export const claimMissionReward = defineOperation({
  id: 'claimMissionReward',
  ...API.claimMissionReward,
  summary: "Claims a completed mission's reward of the current period (credited like any reward-centre item)",
  tags: ['engagement'],
  auth: 'token',
  body: z.object({ missionId: rowIdSchema }),
  value: z.object({
    missionId: z.number().int(),
    amount: moneyValue,
    rewardItemId: z.number().int(),
    credited: z.boolean(),
  }),
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked account name (ab***9). */
  name: z.string(),
  /** Turnover (money) or multiplier (win / bet, 2 decimals). */
  score: z.number(),
  prize: moneyValue,
});

export const leaderboardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(ENGAGEMENT_PERIODS),
  periodKey: z.string(),
  endsAt: z.number().int(),
  metric: z.enum(LEADERBOARD_METRICS),
  category: z.string().nullable(),
  list: z.array(leaderboardRowSchema),
  /** The caller's own place (null when not ranked yet). */
  me: z.object({ rank: z.number().int(), score: z.number() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const getMissionLeaderboard = defineOperation({
  id: 'getMissionLeaderboard',
  ...API.getMissionLeaderboard,
  summary: "The brand's leaderboards of the current period (top entries, masked names) with the member's own rank",
  tags: ['engagement'],
  auth: 'token',
  query: z.object({
    language: text().max(8).optional(),
    /** A previous period instead of the current one (0 = current, 1 = the one before). */
    back: z.coerce.number().int().min(0).max(1).default(0),
  }),
  value: z.object({ boards: z.array(leaderboardSchema) }),
});
