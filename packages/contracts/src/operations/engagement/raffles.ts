import { z } from 'zod';
import { API } from '../../api-routes.js';
import { RAFFLE_STATES, RAFFLE_TICKET_MODES } from '../../engagement-enums.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { rowIdSchema } from '../../schemas.js';
import { text } from '../../text.js';

export const raffleWinnerSchema = z.object({
  prize: z.number().int(),
  amount: moneyValue,
  ticket: z.number().int(),
  entryId: z.number().int(),
  /** The ticket owner as in the published list (masked name and a per-raffle tag). */
  owner: z.string(),
});

export const raffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(RAFFLE_STATES),
  ticketMode: z.enum(RAFFLE_TICKET_MODES),
  /** One ticket per this amount deposited (each deposit) or turned over. */
  ticketUnit: moneyValue,
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  prizes: z.array(moneyValue),
  /** SHA-256 of the server seed, published when the raffle is created. */
  seedHash: z.string(),
  /** Revealed at the draw. */
  serverSeed: z.string().nullable(),
  myTickets: z.number().int(),
  /** Turnover raffles: tickets earned but not claimed yet (MCS2_claimRafflePromotion adds them). */
  claimableTickets: z.number().int(),
  totalTickets: z.number().int(),
  winners: z.array(raffleWinnerSchema),
  /** Prize amount the caller won (null: none). */
  myPrize: moneyValue.nullable(),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const getRaffles = defineOperation({
  id: 'getRaffles',
  ...API.getRaffles,
  summary: 'Open, upcoming and recently drawn raffles with the member’s tickets',
  tags: ['engagement'],
  auth: 'token',
  query: z.object({ language: text().max(8).optional() }),
  value: z.object({ list: z.array(raffleSchema) }),
});

export const claimRafflePromotion = defineOperation({
  id: 'claimRafflePromotion',
  ...API.claimRafflePromotion,
  summary: "Claims the member's raffle tickets: a turnover raffle's earned tickets are added to the draw",
  tags: ['engagement'],
  auth: 'token',
  body: z.object({ raffleId: rowIdSchema }),
  value: z.object({ raffleId: z.number().int(), added: z.number().int(), myTickets: z.number().int() }),
});

export const verifyRaffle = defineOperation({
  id: 'verifyRaffle',
  ...API.verifyRaffle,
  summary: 'Everything needed to re-run a drawn raffle: seed, commitment, the ticket list, its hash and the winners',
  tags: ['engagement'],
  auth: 'none',
  query: z.object({ raffleId: rowIdSchema }),
  value: z.object({
    raffleId: z.number().int(),
    seedHash: z.string(),
    serverSeed: z.string().nullable(),
    /** The published list: one `entryId,owner,tickets` line per entry (null before the draw). */
    ticketList: z.string().nullable(),
    ticketListHash: z.string().nullable(),
    totalTickets: z.number().int(),
    winners: z.array(raffleWinnerSchema),
    /** Recomputed now from the revealed seed: true when it matches the stored result and the commitment. */
    verified: z.boolean(),
    algorithm: z.string(),
  }),
});
