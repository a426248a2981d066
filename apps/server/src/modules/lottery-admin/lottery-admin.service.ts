import {
  LOTTERY_ADMIN_PATHS,
  lotteryAdminBetTypesValue,
  lotteryAdminDrawDetail,
  lotteryAdminDrawsValue,
  lotteryAdminLiabilityValue,
  lotteryAdminReportValue,
  lotteryAdminSignedText,
  VENDOR_HEADERS,
  type LotteryDrawView,
} from '@pagoda/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { signBody } from '../../lib/signature.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import {
  moneyText,
  moneyTextOrNull,
  presentBetType,
  presentDrawDetail,
  presentDrawSummary,
  presentHistory,
  presentLiability,
  presentReport,
} from './lottery-admin.presenter.js';
import { lotteryAdminRepository, type LotteryAdminSource } from './lottery-admin.repository.js';

/** A vendor answer bigger than this is not an operations answer. */
const MAX_ANSWER_CHARS = 5_000_000;

/** One HTTP exchange with a vendor; throws on a network failure or a timeout. */
export type VendorHttp = (req: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}) => Promise<{ status: number; text: string }>;

const fetchHttp: VendorHttp = async ({ method, url, headers, body, timeoutMs }) => {
  const res = await fetch(url, {
    method,
    headers,
    signal: AbortSignal.timeout(timeoutMs),
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, text: await res.text() };
};

const answerEnvelope = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
});

/** Who acts: the operator's username goes to the vendor as `operator`, the rest to the audit log. */
export type LotteryActor = { actor: string; username: string; ip: string };
export type DrawKey = { vendor: string; gameCode: string; numero: string };
type BetTypeInput = {
  vendor: string;
  betType: string;
  structure: 'MB27' | 'MN18' | 'D5';
  payout: number;
  enabled: boolean;
  minPerTicket: number | null;
  maxPerTicket: number | null;
  minPerNumber: number | null;
  maxPerNumber: number | null;
  maxPayoutPerTicket: number;
  liabilityCap: number;
};

const drawPath = (path: string, k: DrawKey) =>
  path.replace(':gameCode', encodeURIComponent(k.gameCode)).replace(':numero', encodeURIComponent(k.numero));
/** The audit target of a draw: the history and the platform's maker-checker read it. */
export const drawTarget = (k: DrawKey) => `lottery-draw:${k.vendor}:${k.gameCode}:${k.numero}`;
const RESULT_ACTIONS = new Set(['lottery.result.enter', 'lottery.result.correct']);
/** Actions after which a draw no longer has a result waiting. */
const CLOSING_ACTIONS = new Set(['lottery.result.confirm', 'lottery.draw.void']);

/**
 * The back office's lottery: each call goes to the chosen vendor's operations API (its manifest's
 * lotteryAdminUrl, vendor-lottery-admin.ts), signed with the vendor secret, answered within the timeout and
 * parsed with the contract's schema; a vendor that fails is LotteryVendorUnavailable, never a 500. Writes name
 * the operator and are audited. Maker-checker is checked here too, so a vendor that forgot it still cannot
 * settle a result its maker confirmed.
 */
export const createLotteryAdminService = (
  db: Db,
  deps: {
    audit: (e: AuditEntry) => Promise<void>;
    http?: VendorHttp;
    timeoutMs?: number;
    log?: { warn: (obj: object, msg: string) => void };
  },
) => {
  const http = deps.http ?? fetchHttp;
  const timeoutMs = deps.timeoutMs ?? 5_000;

  const sourceOf = async (merchantCode: string, vendor: string): Promise<LotteryAdminSource> => {
    const source = (await lotteryAdminRepository.sources(db, merchantCode)).find((s) => s.vendorCode === vendor);
    if (!source) throw new AppError(ErrorCode.LotteryVendorUnknown);
    return source;
  };

  const unavailable = (source: LotteryAdminSource, path: string, why: string): AppError => {
    deps.log?.warn({ vendor: source.vendorCode, path, why }, 'lottery operations call failed');
    return new AppError(ErrorCode.LotteryVendorUnavailable, undefined, { vendor: source.vendorCode });
  };

  /** One signed call; the answer's value parsed with `schema`. */
  const call = async <T extends z.ZodType>(
    source: LotteryAdminSource,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: T,
    opts: { query?: Record<string, string | undefined>; body?: object } = {},
  ): Promise<z.output<T>> => {
    const url = new URL(source.adminUrl.replace(/\/+$/, '') + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const raw = opts.body === undefined ? '' : JSON.stringify(opts.body);
    const signed = lotteryAdminSignedText(method, url.pathname + url.search, raw);
    let answer: { status: number; text: string };
    try {
      answer = await http({
        method,
        url: url.toString(),
        headers: {
          accept: 'application/json',
          [VENDOR_HEADERS.signature]: signBody(source.secret, signed),
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(opts.body === undefined ? {} : { body: raw }),
        timeoutMs,
      });
    } catch (err) {
      throw unavailable(source, path, err instanceof Error ? err.message : String(err));
    }
    if (answer.text.length > MAX_ANSWER_CHARS) throw unavailable(source, path, 'answer too large');
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw unavailable(source, path, `HTTP ${answer.status}, not JSON`);
    }
    const env = answerEnvelope.safeParse(json);
    if (!env.success) throw unavailable(source, path, `HTTP ${answer.status}, not an envelope`);
    if (!env.data.success || answer.status >= 300) {
      // A refusal of the operator's request (4xx with a reason) reaches the operator; anything else
      // (a refused signature, a 5xx) is the vendor's or the integration's fault.
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 401)
        throw new AppError(
          answer.status === 404 ? ErrorCode.NotFound : ErrorCode.LotteryVendorRefused,
          env.data.message ?? env.data.errorCode,
          { vendor: source.vendorCode, vendorCode: env.data.errorCode ?? null },
        );
      throw unavailable(source, path, `HTTP ${answer.status} ${env.data.errorCode ?? ''}`);
    }
    const value = schema.safeParse(env.data.value);
    if (!value.success) throw unavailable(source, path, `value off contract: ${value.error.issues[0]?.message}`);
    return value.data;
  };

  const readDetail = (source: LotteryAdminSource, k: DrawKey) =>
    call(source, 'GET', drawPath(LOTTERY_ADMIN_PATHS.draw, k), lotteryAdminDrawDetail);

  /** The draw with its makers (vendor submissions and platform audit since the last confirmation) and history. */
  const view = async (merchantCode: string, source: LotteryAdminSource, k: DrawKey): Promise<LotteryDrawView> => {
    const [detail, audit] = await Promise.all([
      readDetail(source, k),
      lotteryAdminRepository.history(db, merchantCode, drawTarget(k)),
    ]);
    const history = audit.map(presentHistory);
    const makers = new Set(detail.submissions.filter((s) => s.source === 'OPERATOR').map((s) => s.by));
    let since = 0;
    history.forEach((h, i) => {
      if (CLOSING_ACTIONS.has(h.action)) since = i + 1;
    });
    for (const h of history.slice(since)) if (RESULT_ACTIONS.has(h.action)) makers.add(h.operator);
    return { draw: presentDrawDetail(detail), makers: [...makers].sort(), history };
  };

  const audited = (merchantCode: string, by: LotteryActor, action: string, target: string, detail: object) =>
    deps.audit({ merchantCode, actor: by.actor, action, target, detail: { ...detail }, ip: by.ip });

  return {
    vendors: async (merchantCode: string) => ({
      vendors: (await lotteryAdminRepository.sources(db, merchantCode)).map((s) => ({
        code: s.vendorCode,
        displayName: s.displayName,
      })),
    }),

    draws: async (merchantCode: string, q: { vendor: string; from: string; to: string; gameCode?: string }) => {
      const source = await sourceOf(merchantCode, q.vendor);
      const value = await call(source, 'GET', LOTTERY_ADMIN_PATHS.draws, lotteryAdminDrawsValue, {
        query: { from: q.from, to: q.to, gameCode: q.gameCode },
      });
      return { draws: value.draws.map(presentDrawSummary) };
    },

    draw: async (merchantCode: string, k: DrawKey) => view(merchantCode, await sourceOf(merchantCode, k.vendor), k),

    enterResult: async (
      merchantCode: string,
      by: LotteryActor,
      k: DrawKey & { source: 'OPERATOR' | 'FEED'; tables: Record<string, Record<string, string[]>> },
    ) => {
      const source = await sourceOf(merchantCode, k.vendor);
      await call(source, 'POST', drawPath(LOTTERY_ADMIN_PATHS.result, k), z.unknown(), {
        body: { operator: by.username, source: k.source, tables: k.tables },
      });
      await audited(merchantCode, by, 'lottery.result.enter', drawTarget(k), { source: k.source, tables: k.tables });
      return view(merchantCode, source, k);
    },

    /** The checker's step: refused to anyone who entered or corrected the waiting result. */
    confirm: async (merchantCode: string, by: LotteryActor, k: DrawKey) => {
      const source = await sourceOf(merchantCode, k.vendor);
      const before = await view(merchantCode, source, k);
      if (before.makers.includes(by.username)) throw new AppError(ErrorCode.LotteryMakerChecker);
      await call(source, 'POST', drawPath(LOTTERY_ADMIN_PATHS.confirm, k), z.unknown(), {
        body: { operator: by.username },
      });
      await audited(merchantCode, by, 'lottery.result.confirm', drawTarget(k), {
        revision: before.draw.revision,
        makers: before.makers,
      });
      return view(merchantCode, source, k);
    },

    correct: async (
      merchantCode: string,
      by: LotteryActor,
      k: DrawKey & { tables: Record<string, Record<string, string[]>> },
    ) => {
      const source = await sourceOf(merchantCode, k.vendor);
      await call(source, 'POST', drawPath(LOTTERY_ADMIN_PATHS.correction, k), z.unknown(), {
        body: { operator: by.username, tables: k.tables },
      });
      await audited(merchantCode, by, 'lottery.result.correct', drawTarget(k), { tables: k.tables });
      return view(merchantCode, source, k);
    },

    /** Closes a draw's sales now, before its cut-off (a leaked result, a moved draw, an incident). */
    closeDraw: async (merchantCode: string, by: LotteryActor, k: DrawKey & { reason: string }) => {
      const source = await sourceOf(merchantCode, k.vendor);
      await call(source, 'POST', drawPath(LOTTERY_ADMIN_PATHS.close, k), z.unknown(), {
        body: { operator: by.username, reason: k.reason },
      });
      await audited(merchantCode, by, 'lottery.draw.close', drawTarget(k), { reason: k.reason });
      return view(merchantCode, source, k);
    },

    voidDraw: async (merchantCode: string, by: LotteryActor, k: DrawKey & { reason: string }) => {
      const source = await sourceOf(merchantCode, k.vendor);
      await call(source, 'POST', drawPath(LOTTERY_ADMIN_PATHS.void, k), z.unknown(), {
        body: { operator: by.username, reason: k.reason },
      });
      await audited(merchantCode, by, 'lottery.draw.void', drawTarget(k), { reason: k.reason });
      return view(merchantCode, source, k);
    },

    betTypes: async (merchantCode: string, q: { vendor: string; structure?: 'MB27' | 'MN18' | 'D5' }) => {
      const source = await sourceOf(merchantCode, q.vendor);
      const value = await call(source, 'GET', LOTTERY_ADMIN_PATHS.betTypes, lotteryAdminBetTypesValue, {
        query: { structure: q.structure },
      });
      return { betTypes: value.betTypes.map(presentBetType) };
    },

    saveBetType: async (merchantCode: string, by: LotteryActor, b: BetTypeInput) => {
      const source = await sourceOf(merchantCode, b.vendor);
      const list = async () =>
        (
          await call(source, 'GET', LOTTERY_ADMIN_PATHS.betTypes, lotteryAdminBetTypesValue, {
            query: { structure: b.structure },
          })
        ).betTypes.find((t) => t.betType === b.betType && t.structure === b.structure) ?? null;
      const before = await list();
      if (!before) throw new AppError(ErrorCode.NotFound, 'No such bet type in this structure.');
      await call(
        source,
        'PUT',
        LOTTERY_ADMIN_PATHS.betType.replace(':betType', encodeURIComponent(b.betType)),
        z.unknown(),
        {
          body: {
            operator: by.username,
            structure: b.structure,
            payout: b.payout,
            enabled: b.enabled,
            minPerTicket: moneyTextOrNull(b.minPerTicket),
            maxPerTicket: moneyTextOrNull(b.maxPerTicket),
            minPerNumber: moneyTextOrNull(b.minPerNumber),
            maxPerNumber: moneyTextOrNull(b.maxPerNumber),
            maxPayoutPerTicket: moneyText(b.maxPayoutPerTicket),
            liabilityCap: moneyText(b.liabilityCap),
          },
        },
      );
      const after = await list();
      if (!after) throw unavailable(source, LOTTERY_ADMIN_PATHS.betTypes, 'bet type gone after saving');
      await audited(
        merchantCode,
        by,
        'lottery.odds.update',
        `lottery-bet-type:${b.vendor}:${b.structure}:${b.betType}`,
        { before, after },
      );
      return { betType: presentBetType(after) };
    },

    liability: async (merchantCode: string, k: DrawKey) => {
      const source = await sourceOf(merchantCode, k.vendor);
      const value = await call(source, 'GET', LOTTERY_ADMIN_PATHS.liability, lotteryAdminLiabilityValue, {
        query: { gameCode: k.gameCode, numero: k.numero },
      });
      return presentLiability(value);
    },

    report: async (merchantCode: string, q: { vendor: string; from: string; to: string }) => {
      const source = await sourceOf(merchantCode, q.vendor);
      const value = await call(source, 'GET', LOTTERY_ADMIN_PATHS.report, lotteryAdminReportValue, {
        query: { from: q.from, to: q.to },
      });
      return presentReport(value);
    },
  };
};

export type LotteryAdminService = ReturnType<typeof createLotteryAdminService>;
