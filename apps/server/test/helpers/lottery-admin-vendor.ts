import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  lotteryAdminBetTypeBody,
  lotteryAdminCloseBody,
  lotteryAdminConfirmBody,
  lotteryAdminCorrectionBody,
  lotteryAdminResultBody,
  lotteryAdminSignedText,
  lotteryAdminVoidBody,
  VENDOR_HEADERS,
  type LotteryAdminDrawDetail,
} from '@pagoda/contracts';
import type { z } from 'zod';
import { verifyBody } from '../../src/lib/signature.js';

/**
 * A lottery vendor's operations API as vendor-lottery-admin.ts describes it, small and in memory: one regional
 * draw, two bet types, a liability and a report. It checks every signature (a refused one is counted and
 * answered 401) and parses every body with the contract's schema, so a platform that signs or sends wrongly
 * fails. It deliberately does NOT enforce maker-checker, so the platform's own check is what a test sees.
 */
export type AdminCall = { method: string; path: string; body: unknown };
export type LotteryAdminVendor = {
  base: string;
  calls: AdminCall[];
  badSignatures: number;
  /** 'ok', or answers off the contract ('garbage'). */
  mode: 'ok' | 'garbage';
  /** A fresh draw, past its cut-off (CLOSED) unless another state is named (OPEN: still on sale). */
  reset: (drawState?: LotteryAdminDrawDetail['state']) => void;
  close: () => Promise<void>;
};

const STRUCTURE = [
  {
    station: 'MB',
    stationName: 'Miền Bắc',
    prizes: [
      { prize: 'DB', count: 1, digits: 5 },
      { prize: 'G1', count: 1, digits: 5 },
      { prize: 'G7', count: 4, digits: 2 },
    ],
  },
];

/** The regional draw of `day` (YYYY-MM-DD), closed at 18:00 and drawn at 18:15 Vietnam time. */
const newDraw = (day: string): LotteryAdminDrawDetail => ({
  gameCode: 'MB',
  gameName: 'Xổ số Miền Bắc',
  kind: 'REGIONAL',
  numero: day.replaceAll('-', ''),
  cutoffAt: Date.parse(`${day}T11:00:00Z`),
  drawAt: Date.parse(`${day}T11:15:00Z`),
  state: 'CLOSED',
  awaitingConfirmation: false,
  revision: 0,
  tickets: 12,
  sales: '1250.00',
  payout: null,
  structure: STRUCTURE,
  result: null,
  submissions: [],
  confirmedBy: [],
  voidReason: null,
  seedHash: null,
  seed: null,
});

type BetType = {
  betType: string;
  name: string;
  structure: 'MB27' | 'MN18' | 'D5';
  price: number;
  payout: number;
  /** RTP in percent per unit of payout (the catalogue's odds maths). */
  rtpPerPayout: number;
  enabled: boolean;
  minPerTicket: string | null;
  maxPerTicket: string | null;
  minPerNumber: string | null;
  maxPerNumber: string | null;
  maxPayoutPerTicket: string;
  liabilityCap: string;
};
const newBetTypes = (): BetType[] => [
  {
    betType: 'de',
    name: 'Đề',
    structure: 'MB27',
    price: 1,
    payout: 95,
    rtpPerPayout: 1,
    enabled: true,
    minPerTicket: '1.00',
    maxPerTicket: '5000.00',
    minPerNumber: null,
    maxPerNumber: '1000.00',
    maxPayoutPerTicket: '500000.00',
    liabilityCap: '200000.00',
  },
  {
    betType: 'lo2',
    name: 'Lô 2 số',
    structure: 'MB27',
    price: 27,
    payout: 93,
    rtpPerPayout: 1,
    enabled: true,
    minPerTicket: null,
    maxPerTicket: null,
    minPerNumber: null,
    maxPerNumber: null,
    maxPayoutPerTicket: '300000.00',
    liabilityCap: '100000.00',
  },
];
const presentBetType = ({ rtpPerPayout, ...b }: BetType) => ({
  ...b,
  rtp: Math.round(b.payout * rtpPerPayout * 100) / 100,
});

export const startLotteryAdminVendor = async (secret: string, day = '2026-11-29'): Promise<LotteryAdminVendor> => {
  let draw = newDraw(day);
  let betTypes = newBetTypes();
  const state: LotteryAdminVendor = {
    base: '',
    calls: [],
    badSignatures: 0,
    mode: 'ok',
    reset: (drawState = 'CLOSED') => {
      draw = { ...newDraw(day), state: drawState };
      betTypes = newBetTypes();
      state.calls.length = 0;
    },
    close: async () => undefined,
  };

  const answer = (res: ServerResponse, status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const ok = (res: ServerResponse, value: unknown) =>
    answer(
      res,
      200,
      state.mode === 'garbage' ? { success: true, value: { draws: [{ nope: 1 }] } } : { success: true, value },
    );
  const refuse = (res: ServerResponse, status: number, errorCode: string, message: string) =>
    answer(res, status, { success: false, errorCode, message }); // no `value`, as the studio answers
  const parse = <T extends z.ZodType>(schema: T, body: unknown, res: ServerResponse): z.output<T> | null => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    refuse(res, 400, 'validation.failed', parsed.error.issues.map((i) => i.message).join('; '));
    return null;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const method = req.method ?? 'GET';
    const u = new URL(req.url ?? '/', 'http://x');
    const sig = req.headers[VENDOR_HEADERS.signature];
    if (!verifyBody(secret, lotteryAdminSignedText(method, req.url ?? '', raw), Array.isArray(sig) ? sig[0] : sig)) {
      state.badSignatures += 1;
      return refuse(res, 401, 'signature.invalid', 'bad signature');
    }
    const body: unknown = raw ? JSON.parse(raw) : null;
    const path = u.pathname.replace(/^\/lottery\/v1\/admin/, '');
    state.calls.push({ method, path: `${path}${u.search}`, body });
    const drawMatch = /^\/draws\/([A-Z0-9]+)\/([0-9-]+)(?:\/(result|confirm|close|void|correction))?$/.exec(path);
    if (method === 'GET' && path === '/draws') {
      const { structure, result, submissions, confirmedBy, voidReason, seedHash, seed, ...summary } = draw;
      void [structure, result, submissions, confirmedBy, voidReason, seedHash, seed];
      const from = u.searchParams.get('from') ?? '';
      const to = u.searchParams.get('to') ?? '';
      const inRange = day >= from && day <= to;
      return ok(res, { draws: inRange ? [summary] : [] });
    }
    if (drawMatch) {
      if (drawMatch[1] !== draw.gameCode || drawMatch[2] !== draw.numero)
        return refuse(res, 404, 'lottery.draw.not.found', 'No such draw.');
      const action = drawMatch[3];
      if (!action && method === 'GET') return ok(res, draw);
      if (action === 'result' && method === 'POST') {
        const b = parse(lotteryAdminResultBody, body, res);
        if (!b) return;
        if (draw.state !== 'CLOSED' && draw.state !== 'DRAWN')
          return refuse(res, 409, 'lottery.draw.state', 'The draw does not take a result now.');
        draw.submissions.push({ by: b.operator, source: b.source, at: Date.now(), tables: b.tables });
        draw.state = 'DRAWN';
        draw.awaitingConfirmation = true;
        return ok(res, draw);
      }
      if (action === 'confirm' && method === 'POST') {
        const b = parse(lotteryAdminConfirmBody, body, res);
        if (!b) return;
        const last = draw.submissions.at(-1);
        if (!draw.awaitingConfirmation || !last)
          return refuse(res, 409, 'lottery.draw.state', 'No result is waiting for confirmation.');
        draw = {
          ...draw,
          state: 'SETTLED',
          awaitingConfirmation: false,
          result: last.tables,
          submissions: [],
          confirmedBy: [...draw.confirmedBy, b.operator],
          payout: '980.00',
        };
        return ok(res, draw);
      }
      if (action === 'close' && method === 'POST') {
        const b = parse(lotteryAdminCloseBody, body, res);
        if (!b) return;
        if (draw.state !== 'OPEN' && draw.state !== 'UPCOMING')
          return refuse(res, 409, 'lottery.sales.closed', 'Sales of this draw are already over.');
        const at = Date.now();
        draw = { ...draw, state: 'CLOSED', cutoffAt: at, closedEarlyAt: at };
        return ok(res, draw);
      }
      if (action === 'void' && method === 'POST') {
        const b = parse(lotteryAdminVoidBody, body, res);
        if (!b) return;
        if (draw.state === 'SETTLED') return refuse(res, 409, 'lottery.draw.state', 'A settled draw cannot be voided.');
        draw = { ...draw, state: 'VOID', voidReason: b.reason, awaitingConfirmation: false, submissions: [] };
        return ok(res, draw);
      }
      if (action === 'correction' && method === 'POST') {
        const b = parse(lotteryAdminCorrectionBody, body, res);
        if (!b) return;
        if (draw.state !== 'SETTLED')
          return refuse(res, 409, 'lottery.draw.state', 'Only a settled draw is corrected.');
        draw.revision += 1;
        draw.awaitingConfirmation = true;
        draw.submissions = [{ by: b.operator, source: 'OPERATOR', at: Date.now(), tables: b.tables }];
        return ok(res, draw);
      }
    }
    if (method === 'GET' && path === '/bet-types') {
      const structure = u.searchParams.get('structure');
      return ok(res, { betTypes: betTypes.filter((b) => !structure || b.structure === structure).map(presentBetType) });
    }
    const betTypeMatch = /^\/bet-types\/([a-z0-9@-]+)$/.exec(path);
    if (method === 'PUT' && betTypeMatch) {
      const b = parse(lotteryAdminBetTypeBody, body, res);
      if (!b) return;
      const i = betTypes.findIndex((x) => x.betType === betTypeMatch[1] && x.structure === b.structure);
      if (i < 0) return refuse(res, 404, 'lottery.bet.type.not.found', 'No such bet type.');
      const current = betTypes[i]!;
      const rtp = b.payout * current.rtpPerPayout;
      if (rtp < 90 || rtp > 97)
        return refuse(res, 422, 'lottery.odds.rtp', `RTP ${rtp.toFixed(2)} % is outside 90–97 %.`);
      const { operator, ...settings } = b;
      void operator;
      betTypes[i] = { ...current, ...settings };
      return ok(res, presentBetType(betTypes[i]));
    }
    if (method === 'GET' && path === '/liability')
      return ok(res, {
        gameCode: u.searchParams.get('gameCode'),
        numero: u.searchParams.get('numero'),
        state: draw.state,
        rows: [
          { pool: 'de', number: '27', exposure: '95000.00', cap: '200000.00', soldOut: false },
          { pool: 'lo2', number: '68', exposure: '100000.00', cap: '100000.00', soldOut: true },
        ],
      });
    if (method === 'GET' && path === '/report')
      return ok(res, {
        rows: [
          {
            gameCode: 'MB',
            gameName: 'Xổ số Miền Bắc',
            betType: 'de',
            betTypeName: 'Đề',
            tickets: 3,
            sales: '30.10',
            payout: '95.00',
            ggr: '-64.90',
          },
          {
            gameCode: 'MB',
            gameName: 'Xổ số Miền Bắc',
            betType: 'lo2',
            betTypeName: 'Lô 2 số',
            tickets: 2,
            sales: '54.20',
            payout: '0.00',
            ggr: '54.20',
          },
        ],
      });
    return refuse(res, 404, 'not.found', 'Not found.');
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.base = `http://127.0.0.1:${port}/lottery/v1/admin`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
};
