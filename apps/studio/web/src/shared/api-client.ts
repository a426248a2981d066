import type { z } from 'zod';
import {
  balanceValue,
  fishSceneValue,
  roundsValue,
  roundValue,
  rotateValue,
  sessionValue,
  STUDIO_API,
  studioPath,
  verifyTableValue,
  verifyValue,
} from '../../../src/shared/api';
import {
  buyValue,
  chaseValue,
  chasesValue,
  drawsValue,
  frequencyValue,
  LOTTERY_API,
  menuValue,
  openedValue,
  ticketsValue,
  type ChaseBody,
} from '../../../src/shared/lottery-api';

/** A failed studio call: errorCode is one of StudioError (translated by the pages). */
export class StudioApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const SESSION_KEY = 'pagoda-studio-session';
export const sessionToken = {
  get: () => sessionStorage.getItem(SESSION_KEY),
  set: (t: string) => sessionStorage.setItem(SESSION_KEY, t),
};

type Endpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string };

const NETWORK = () => new StudioApiError('studio.platform_unavailable', 'Network error', 0);

/** An answer that does not match its schema: the page shows the platform as unavailable, never a wrong figure. */
const parsed = <S extends z.ZodType>(schema: S, value: unknown, status: number): z.infer<S> => {
  const r = schema.safeParse(value);
  if (!r.success) throw new StudioApiError('studio.platform_unavailable', 'Malformed answer', status);
  return r.data;
};

const call = async <S extends z.ZodType>(
  schema: S,
  { method, path }: Endpoint,
  body?: unknown,
  query = '',
  params: Record<string, string> = {},
): Promise<z.infer<S>> => {
  const url = `${studioPath(path, params)}${query}`;
  const headers: Record<string, string> = {};
  const token = sessionToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw NETWORK();
  }
  const json = (await res.json().catch(() => null)) as
    { success: true; value: unknown } | { success: false; errorCode: string; message: string } | null;
  if (!json) throw new StudioApiError('studio.platform_unavailable', `HTTP ${res.status}`, res.status);
  if (!json.success) throw new StudioApiError(json.errorCode, json.message, res.status);
  return parsed(schema, json.value, res.status);
};

/** A public read (bare JSON, as the platform proxies it), parsed with its schema. */
const read = async <S extends z.ZodType>(
  schema: S,
  { path }: Endpoint,
  query = '',
  params: Record<string, string> = {},
) => {
  let res: Response;
  try {
    res = await fetch(`${studioPath(path, params)}${query}`);
  } catch {
    throw NETWORK();
  }
  const json = (await res.json().catch(() => null)) as unknown;
  if (!res.ok || json === null) {
    const err = json as { errorCode?: string; message?: string } | null;
    throw new StudioApiError(err?.errorCode ?? 'studio.platform_unavailable', err?.message ?? '', res.status);
  }
  return parsed(schema, json, res.status);
};

/** `?a=1&b=x` from the defined values; '' when there are none. */
const queryOf = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};

/** Every call of the studio API (src/shared/api.ts). */
export const studioApi = {
  /** language and lobby come from the launch URL; the server keeps them with the session. */
  session: (token: string, game: string, launch?: { language: string; lobby: string }) =>
    call(sessionValue, STUDIO_API.session, { token, game, ...launch }),
  /** Guest fun play: no launch token, a play balance of the studio's. */
  funSession: (game: string, launch: { language: string; lobby: string }) =>
    call(sessionValue, STUDIO_API.session, { mode: 'fun', game, ...launch }),
  balance: () => call(balanceValue, STUDIO_API.balance),
  spin: (coinValue: number) => call(roundValue, STUDIO_API.spin, { coinValue }),
  fishScene: () => call(fishSceneValue, STUDIO_API.fishScene, {}),
  shoot: (b: { sceneId: string; fishId: string; level: number; coinValue: number }) =>
    call(roundValue, STUDIO_API.shoot, b),
  rounds: (limit = 20) => call(roundsValue, STUDIO_API.rounds, undefined, `?limit=${limit}`),
  rotate: (clientSeed?: string) => call(rotateValue, STUDIO_API.rotate, clientSeed ? { clientSeed } : {}),
  verify: (roundId: string) => call(verifyValue, STUDIO_API.verify, undefined, '', { roundId }),
  verifyTable: (roundId: string) => call(verifyTableValue, STUDIO_API.verifyTable, undefined, '', { roundId }),
};

export type BuyInput = {
  gameCode: string;
  betType: string;
  numbers: string[];
  points: number;
  station?: string;
  position?: number;
};
export type TicketFilter = 'open' | 'won' | 'lost' | 'void' | 'all';

/** The lottery's calls (src/shared/lottery-api.ts): the public reads and the player's tickets and chases. */
export const lotteryApi = {
  menu: () => read(menuValue, LOTTERY_API.menu),
  opened: () => read(openedValue, LOTTERY_API.opened),
  recent: () => read(drawsValue, LOTTERY_API.recent),
  results: (gameCode: string, date?: string, limit = 20) =>
    read(drawsValue, LOTTERY_API.results, queryOf({ date, limit }), { gameCode }),
  frequency: (gameCode: string) => read(frequencyValue, LOTTERY_API.frequency, queryOf({ gameCode, count: 100 })),
  buy: (input: BuyInput) => call(buyValue, LOTTERY_API.buy, input),
  tickets: (status: TicketFilter, limit = 50) =>
    call(ticketsValue, LOTTERY_API.tickets, undefined, queryOf({ status, limit })),
  chase: (input: ChaseBody) => call(chaseValue, LOTTERY_API.chase, input),
  chases: (limit = 30) => call(chasesValue, LOTTERY_API.chases, undefined, queryOf({ limit })),
  cancelChase: (chaseId: string) => call(chaseValue, LOTTERY_API.cancelChase, undefined, '', { chaseId }),
};
