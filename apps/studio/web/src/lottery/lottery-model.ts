// The lottery pages' state and logic, free of React: countdowns, the favourites store, lobby grouping, the bet slip
// (priced with the core's parseNumbers and ticketCost), quick pick, the number grid's pages and the refusals.
import {
  betTypeByCode,
  type BetType,
  lineSize,
  needsPosition,
  parseNumbers,
  pickDigits,
  type StructureCode,
  ticketCost,
  ticketLineCount,
} from '../../../src/lottery';
import type { MenuGame, Opened } from '../../../src/shared/lottery-api';
import { minorToText } from '../shared/money';

// ── Countdown ──────────────────────────────────────────────────────────

/** Whole seconds from `now` to an ISO instant, never below zero. */
export const secondsUntil = (iso: string, now: number): number => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
};

const two = (n: number) => String(n).padStart(2, '0');

/** 75 → "01:15", 3725 → "1:02:05", 90061 → "25:01:01" (a regional draw is at most a day and a bit away). */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
};

/**
 * Whether a game's cut-off or draw time fell between the last read of the opened periods and now: time to read
 * them again (a countdown reached zero, or a closed period was drawn and the next one opened).
 */
export const needsRefresh = (opened: readonly Opened[], lastRead: number, now: number): boolean =>
  opened.some((o) =>
    [o.closeTime, o.drawTime].some((iso) => {
      const at = Date.parse(iso);
      return at > lastRead && at <= now;
    }),
  );

// ── Favourites (LOTTFAV: a map username → game codes, in local storage) ─

export const FAVOURITES_KEY = 'LOTTFAV';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

const readMap = (storage: KeyValue): Record<string, string[]> => {
  try {
    const parsed = JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string[]> = {};
    for (const [user, codes] of Object.entries(parsed as Record<string, unknown>))
      if (Array.isArray(codes)) out[user] = codes.filter((c): c is string => typeof c === 'string');
    return out;
  } catch {
    return {};
  }
};

/** The user's favourite game codes (none when storage is blocked or holds something else). */
export const readFavourites = (storage: KeyValue, user: string): string[] => readMap(storage)[user] ?? [];

/** Adds or removes a favourite; other users' favourites are kept. Returns the user's new list. */
export const toggleFavourite = (storage: KeyValue, user: string, code: string): string[] => {
  const map = readMap(storage);
  const mine = map[user] ?? [];
  const next = mine.includes(code) ? mine.filter((c) => c !== code) : [...mine, code];
  map[user] = next;
  try {
    storage.setItem(FAVOURITES_KEY, JSON.stringify(map));
  } catch {
    // Blocked storage: the star lasts for this page only.
  }
  return next;
};

// ── Lobby ──────────────────────────────────────────────────────────────

export type LobbyGroupCode = 'MB' | 'MT' | 'MN' | 'ELOTT' | 'D5';

/** The lobby's groups in order: the three regions, the fast draws (siêu tốc), Lucky 5D. */
export const LOBBY_GROUPS: readonly LobbyGroupCode[] = ['MB', 'MT', 'MN', 'ELOTT', 'D5'];

export const lobbyGroupOf = (g: Pick<MenuGame, 'kind' | 'region' | 'structure'>): LobbyGroupCode =>
  g.kind === 'regional' && g.region ? g.region : g.structure === 'D5' ? 'D5' : 'ELOTT';

/** Games by lobby group, favourites first inside each group (then the menu's order); empty groups left out. */
export const lobbyGroups = (
  games: readonly MenuGame[],
  favourites: readonly string[],
): { group: LobbyGroupCode; games: MenuGame[] }[] =>
  LOBBY_GROUPS.map((group) => ({
    group,
    games: games
      .map((g, i) => ({ g, i }))
      .filter(({ g }) => lobbyGroupOf(g) === group)
      .sort(
        (a, b) => Number(favourites.includes(b.g.gameCode)) - Number(favourites.includes(a.g.gameCode)) || a.i - b.i,
      )
      .map(({ g }) => g),
  })).filter((x) => x.games.length > 0);

/** The favourite games in the order they were starred. */
export const favouriteGames = (games: readonly MenuGame[], favourites: readonly string[]): MenuGame[] =>
  favourites.flatMap((code) => games.filter((g) => g.gameCode === code));

// ── Bet slip ───────────────────────────────────────────────────────────

/** The grid a bet type picks from: 00–99, 000–999 in pages of a hundred, digits 0–9, words, or text only. */
export type PickKind = { kind: 'grid'; digits: 1 | 2 | 3 } | { kind: 'words'; words: string[] } | { kind: 'text' };

export const pickKind = (betType: BetType): PickKind => {
  const rule = betType.rule;
  if (rule.kind === 'size') return { kind: 'words', words: ['BIG', 'SMALL'] };
  if (rule.kind === 'parity') return { kind: 'words', words: ['ODD', 'EVEN'] };
  const digits = pickDigits(rule);
  return digits === 1 || digits === 2 || digits === 3 ? { kind: 'grid', digits } : { kind: 'text' };
};

/** The numbers on one page of the grid: all of 0–9 or 00–99; page p (0–9) of 000–999. */
export const gridNumbers = (digits: 1 | 2 | 3, page = 0): string[] => {
  if (digits === 1) return Array.from({ length: 10 }, (_, i) => String(i));
  if (digits === 2) return Array.from({ length: 100 }, (_, i) => two(i));
  return Array.from({ length: 100 }, (_, i) => String(page * 100 + i).padStart(3, '0'));
};

/** Picks a number on the grid or takes it back; a full slip ignores a new pick. */
export const togglePick = (picks: readonly string[], n: string, max: number): string[] =>
  picks.includes(n) ? picks.filter((p) => p !== n) : picks.length >= max ? [...picks] : [...picks, n];

/**
 * `count` distinct random picks of the bet type (never more than it allows or than exist), from `pool` when given
 * (hot or cold numbers), else from every number of its digits.
 */
export const quickPick = (
  betType: BetType,
  count: number,
  random: () => number = Math.random,
  pool?: readonly string[],
): string[] => {
  const kind = pickKind(betType);
  const all = pool
    ? [...pool]
    : kind.kind === 'words'
      ? kind.words
      : Array.from({ length: 10 ** pickDigits(betType.rule) }, (_, i) =>
          String(i).padStart(pickDigits(betType.rule), '0'),
        );
  const want = Math.max(0, Math.min(count, all.length, betType.maxNumbers));
  const bag = [...all];
  const out: string[] = [];
  while (out.length < want) {
    const i = Math.floor(random() * bag.length) % bag.length;
    out.push(bag.splice(i, 1)[0]!);
  }
  return out;
};

/** How many picks a quick pick makes by default: one line's worth (2 for xiên 2 …), else one. */
export const quickPickSize = (betType: BetType): number => lineSize(betType.rule);

export type SlipInput = {
  betType: string;
  structure: StructureCode;
  /** The picks: the grid's, or the text entry's as typed. */
  numbers: string | readonly string[];
  points: number;
  /** Price and payout per point, in units. */
  price: number;
  payout: number;
  /** Minor units of one unit. */
  unitMinor: bigint;
};

export type Slip = {
  numbers: string[];
  errors: string[];
  duplicates: string[];
  /** Lines: one per pick, or C(m, k) for xiên k / lô trượt k. */
  lines: bigint;
  /** lines × points × price × unit (minor units). */
  cost: bigint;
  /** What one hit pays: points × payout × unit (minor units). */
  winPerHit: bigint;
  /** Picks over the bet type's most, or fewer than one line needs. */
  tooMany: boolean;
  tooFew: boolean;
  /** Ready to buy: at least one line, no errors, whole positive points. */
  ready: boolean;
};

/** The slip's totals for the bet type, priced with the core's ticketCost. */
export const slipOf = (input: SlipInput): Slip => {
  const betType = betTypeByCode(input.betType);
  if (!betType) throw new RangeError(`unknown bet type ${input.betType}`);
  const parsed = parseNumbers(input.numbers, betType);
  const points = Number.isInteger(input.points) && input.points > 0 ? BigInt(input.points) : 0n;
  const odds = { price: BigInt(input.price), payout: BigInt(input.payout) };
  const lines = ticketLineCount(betType, parsed.numbers.length);
  const cost = ticketCost(
    { betType: betType.code, structure: input.structure, numbers: parsed.numbers, points, unitMinor: input.unitMinor },
    odds,
  );
  const tooMany = parsed.numbers.length > betType.maxNumbers;
  const tooFew = parsed.numbers.length < lineSize(betType.rule);
  return {
    numbers: parsed.numbers,
    errors: parsed.errors,
    duplicates: parsed.duplicates,
    lines,
    cost,
    winPerHit: points * odds.payout * input.unitMinor,
    tooMany,
    tooFew,
    ready: lines > 0n && points > 0n && parsed.errors.length === 0 && !tooMany,
  };
};

/** Minor units (bigint) as the wire's money text ("12.50"). */
export const moneyOf = (minor: bigint): string => minorToText(Number(minor));

/** "12.50" → 1250n; 100n (the default unit) when the text is missing or not money. */
export const unitMinorOf = (unit: string | undefined): bigint => {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(unit ?? '');
  return m ? BigInt(m[1]!) * 100n + BigInt(((m[2] ?? '') + '00').slice(0, 2)) : 100n;
};

/** Whether the bet type asks for a 5D position (vạn … đơn vị). */
export const wantsPosition = (code: string): boolean => {
  const b = betTypeByCode(code);
  return b ? needsPosition(b.rule) : false;
};

/** The numbers a sold-out refusal names ("Sold out: 12, 34" or pool-prefixed "lo:12"), without their pools. */
export const soldOutNumbers = (message: string): string[] => {
  const list = message.split(':').slice(1).join(':');
  return [
    ...new Set(
      list
        .split(/[,\s]+/)
        .map((s) => s.split(':').at(-1)!.trim())
        .filter((s) => /^[0-9A-Z]+$/.test(s)),
    ),
  ];
};
