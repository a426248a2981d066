import { minorToText, VENDOR_HEADERS, vendorSignature } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyValue, ticketsValue } from '../../../shared/lottery-api';
import { StudioAppError } from '../../lib/app-error';
import { hmacHex } from '../../lib/hmac';
import type { SessionsService } from '../sessions/sessions.service';
import type { LotteryReads } from './lottery-read.service';
import { presentTicket } from './lottery.presenter';
import type { LotteryService } from './lottery.service';

const { verifyBody } = vendorSignature(hmacHex);

/** Paths of the lottery: the player's (enveloped, bearer session) and the platform's reads (bare JSON). */
export const LOTTERY_PATHS = {
  buy: '/api/lottery/tickets',
  myTickets: '/api/lottery/tickets',
  menu: '/lottery/v1/game_menu',
  opened: '/lottery/v1/numeros/opened',
  recent: '/lottery/v1/draws/recent',
  results: '/lottery/v1/draws/:gameCode',
  frequency: '/lottery/v1/numbers/frequency',
  memberTickets: '/lottery/v1/members/:playerId/tickets',
} as const;

const gameCode = z.string().regex(/^[A-Z0-9]{2,16}$/);
const ticketFilter = z.enum(['open', 'won', 'lost', 'void', 'all']).default('all');
const limit = z.coerce.number().int().min(1).max(200).default(50);

export const buyBody = z.object({
  gameCode,
  /** A later period than the one on sale (chase); by default the period on sale. */
  periodId: z
    .string()
    .regex(/^\d{8}(-\d{4})?$/)
    .optional(),
  betType: z.string().regex(/^[a-z0-9@]{2,16}$/),
  /** As typed ("12 34 56", "12,34") or already split. */
  numbers: z.union([z.string().min(1).max(5_000), z.array(z.string().min(1).max(8)).min(1).max(1_000)]),
  points: z.number().int().min(1).max(1_000_000),
  station: z
    .string()
    .regex(/^[A-Z0-9]{2,16}$/)
    .optional(),
  position: z.number().int().min(0).max(4).optional(),
});

const ok = <S extends z.ZodType>(value: S) => ({ 200: z.object({ success: z.literal(true), value }) });

/**
 * Thin routes over the lottery services. The platform's reads are public except a member's tickets, which the
 * platform asks for signed like its wallet calls (the vendor signature over the request's path and query).
 */
export const lotteryRoutes = (
  app: FastifyInstance,
  deps: { sessions: SessionsService; lottery: LotteryService; reads: LotteryReads; secret: string },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = (authorization: string | string[] | undefined) =>
    deps.sessions.authenticate(Array.isArray(authorization) ? authorization[0] : authorization);

  r.post(LOTTERY_PATHS.buy, { schema: { body: buyBody, response: ok(buyValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    const { ticket, balance } = await deps.lottery.purchase(s, req.body);
    return {
      success: true as const,
      value: { ticket: presentTicket(ticket), balance: balance === null ? null : minorToText(balance) },
    };
  });

  r.get(
    LOTTERY_PATHS.myTickets,
    {
      schema: {
        querystring: z.object({ status: ticketFilter, limit }),
        response: ok(ticketsValue),
      },
    },
    async (req) => {
      const s = await auth(req.headers.authorization);
      return {
        success: true as const,
        value: { tickets: await deps.reads.tickets(s.player.id, req.query.status, req.query.limit) },
      };
    },
  );

  r.get(LOTTERY_PATHS.menu, async () => deps.reads.menu());
  r.get(LOTTERY_PATHS.opened, async () => deps.reads.opened());
  r.get(LOTTERY_PATHS.recent, async () => deps.reads.recent());
  r.get(
    LOTTERY_PATHS.results,
    {
      schema: {
        params: z.object({ gameCode }),
        querystring: z.object({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
          limit,
        }),
      },
    },
    async (req) => deps.reads.results(req.params.gameCode, req.query),
  );
  r.get(
    LOTTERY_PATHS.frequency,
    { schema: { querystring: z.object({ gameCode, count: z.coerce.number().int().min(1).max(100).default(100) }) } },
    async (req) => deps.reads.frequency(req.query.gameCode, req.query.count),
  );
  r.get(
    LOTTERY_PATHS.memberTickets,
    {
      schema: {
        params: z.object({ playerId: z.string().min(1).max(64) }),
        querystring: z.object({ status: ticketFilter, limit }),
      },
    },
    async (req) => {
      const header = req.headers[VENDOR_HEADERS.signature];
      if (!verifyBody(deps.secret, req.url, Array.isArray(header) ? header[0] : header))
        throw new StudioAppError('studio.unauthorized');
      return deps.reads.ticketsOfPlatformPlayer(req.params.playerId, req.query.status, req.query.limit);
    },
  );
};
