// The lottery's calls: the player's (bearer studio session, {success,value} envelope) and the public reads (bare
// JSON) of apps/studio/src/server/modules/lottery/lottery.routes.ts. Types follow the server's presenters.
import type { PrizeTable } from '../../../src/lottery';
import { sessionToken, StudioApiError } from '../shared/api-client';

/** price and payout per point, in units; absent from an older back end (the core's defaults then apply). */
export type MenuBetType = { code: string; name: string; price?: number; payout?: number };

export type CurrentNumero = {
  numero: string;
  isSale: boolean;
  remainTime: number;
  lockTime: number;
  openTime: string;
  closeTime: string;
  drawTime: string;
  stations: string[];
};

export type MenuGame = {
  gameCode: string;
  gameName: string;
  kind: 'regional' | 'fast';
  region: 'MB' | 'MT' | 'MN' | null;
  structure: 'MB27' | 'MN18' | 'D5';
  intervalSeconds: number;
  cutOffSeconds: number;
  /** Money text of one unit (price and payout are in units); absent from an older back end. */
  unit?: string;
  betTypes: MenuBetType[];
  currentNumero: CurrentNumero;
};

export type Menu = Record<string, { gameGroupCode: string; labelName: string; gameMenus: MenuGame[] }>;

export type Opened = CurrentNumero & { gameCode: string; seedHash: string | null };

export type Draw = {
  gameCode: string;
  numero: string;
  drawTime: string;
  status: string;
  source: 'HOUSE' | 'SIMULATED' | 'OFFICIAL';
  revision: number;
  stations: string[];
  result: Record<string, PrizeTable> | null;
  seedHash: string | null;
  serverSeed: string | null;
};

export type Frequency = {
  gameCode: string;
  draws: number;
  hot: string[];
  cold: string[];
  numbers: { number: string; count: number; sinceLast: number | null }[];
};

export type TicketStatus = 'PENDING' | 'OPEN' | 'WON' | 'LOST' | 'VOID';

export type LotteryTicket = {
  ticketId: string;
  gameCode: string;
  numero: string;
  betType: string;
  betTypeName: string;
  station: string | null;
  position: number | null;
  numbers: string[];
  points: number;
  cost: string;
  odds: { price: number; payout: number };
  status: TicketStatus;
  win: string | null;
  hits: number | null;
  lines: { numbers: string[]; hits: number; win: string }[] | null;
  createdAt: string;
  settledAt: string | null;
};

export type BuyInput = {
  gameCode: string;
  betType: string;
  numbers: string[];
  points: number;
  station?: string;
  position?: number;
};

const NETWORK = () => new StudioApiError('studio.platform_unavailable', 'Network error', 0);

/** A public read: bare JSON, or a StudioApiError with the server's code. */
const read = async <T>(path: string): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(path);
  } catch {
    throw NETWORK();
  }
  const json = (await res.json().catch(() => null)) as unknown;
  if (!res.ok || json === null) {
    const err = json as { errorCode?: string; message?: string } | null;
    throw new StudioApiError(err?.errorCode ?? 'studio.platform_unavailable', err?.message ?? '', res.status);
  }
  return json as T;
};

/** A player call with the studio session: the {success, value} envelope. */
const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  const headers: Record<string, string> = {};
  const token = sessionToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw NETWORK();
  }
  const json = (await res.json().catch(() => null)) as
    { success: true; value: T } | { success: false; errorCode: string; message: string } | null;
  if (!json) throw new StudioApiError('studio.platform_unavailable', `HTTP ${res.status}`, res.status);
  if (!json.success) throw new StudioApiError(json.errorCode, json.message, res.status);
  return json.value;
};

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};

export const lotteryApi = {
  menu: () => read<Menu>('/lottery/v1/game_menu'),
  opened: () => read<Opened[]>('/lottery/v1/numeros/opened'),
  recent: () => read<Draw[]>('/lottery/v1/draws/recent'),
  results: (gameCode: string, date?: string, limit = 20) =>
    read<Draw[]>(`/lottery/v1/draws/${encodeURIComponent(gameCode)}${q({ date, limit })}`),
  frequency: (gameCode: string) => read<Frequency>(`/lottery/v1/numbers/frequency${q({ gameCode, count: 100 })}`),
  buy: (input: BuyInput) =>
    call<{ ticket: LotteryTicket; balance: string | null }>('POST', '/api/lottery/tickets', input),
  tickets: (status: 'open' | 'won' | 'lost' | 'void' | 'all', limit = 50) =>
    call<{ tickets: LotteryTicket[] }>('GET', `/api/lottery/tickets${q({ status, limit })}`),
};
