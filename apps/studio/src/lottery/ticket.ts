// Tickets from player input: parsing numbers typed as text, validation against the bet type, lines and cost.
// Money is bigint minor units throughout.
import type { BetOdds, BetType } from './bet-types';
import { betTypeByCode, choose, lineSize, needsPosition, pickDigits } from './bet-types';
import type { StructureCode } from './structures';

/** A validated ticket: one bet type, its picks, and the points staked on each line. */
export type Ticket = {
  betType: string;
  structure: StructureCode;
  /** Station whose table settles the ticket (regional MT/MN: the chosen đài; MB and fast games: the only one). */
  station?: string;
  /** 5D position 0 … 4 (vạn … đơn vị) for the position bets. */
  position?: number;
  /** Distinct picks in entry order: digit strings, or BIG/SMALL/ODD/EVEN. */
  numbers: readonly string[];
  /** Points on every line (a lô number, a xiên combination …). */
  points: bigint;
  /** Minor units of one unit of price and payout, fixed at purchase (e.g. 1,000 VND). */
  unitMinor: bigint;
};

const WORDS: Readonly<Record<string, string>> = {
  BIG: 'BIG',
  B: 'BIG',
  LỚN: 'BIG',
  LON: 'BIG',
  TÀI: 'BIG',
  TAI: 'BIG',
  SMALL: 'SMALL',
  S: 'SMALL',
  NHỎ: 'SMALL',
  NHO: 'SMALL',
  XỈU: 'SMALL',
  XIU: 'SMALL',
  ODD: 'ODD',
  O: 'ODD',
  LẺ: 'ODD',
  LE: 'ODD',
  EVEN: 'EVEN',
  E: 'EVEN',
  CHẴN: 'EVEN',
  CHAN: 'EVEN',
};

const SIZE_WORDS = new Set(['BIG', 'SMALL']);
const PARITY_WORDS = new Set(['ODD', 'EVEN']);

export type ParsedNumbers = {
  /** Distinct valid picks, in entry order. */
  numbers: string[];
  /** Picks entered more than once: dropped after the first (to stake more, raise the points). */
  duplicates: string[];
  /** Tokens that are not a valid pick for the bet type. */
  errors: string[];
};

/**
 * Picks from free text ("12 34 56", "12,34", "12;34\n56", "12.34-56"): any run of spaces, commas, semicolons,
 * dots, dashes, slashes, pipes or pluses separates. A number must have exactly the bet type's digits ("05",
 * never "5": padding would guess what the player meant).
 */
export const parseNumbers = (text: string | readonly string[], betType: BetType): ParsedNumbers => {
  const tokens = (typeof text === 'string' ? text.split(/[\s,;.\-/|+]+/) : [...text])
    .map((t) => t.trim())
    .filter(Boolean);
  const digits = pickDigits(betType.rule);
  const words = betType.rule.kind === 'size' ? SIZE_WORDS : betType.rule.kind === 'parity' ? PARITY_WORDS : null;
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  const seen = new Set<string>();
  const result: ParsedNumbers = { numbers: [], duplicates: [], errors: [] };
  for (const token of tokens) {
    const pick = words ? WORDS[token.toUpperCase()] : token;
    const valid = words ? pick !== undefined && words.has(pick) : pattern.test(token);
    if (!valid || pick === undefined) {
      result.errors.push(
        words ? `"${token}" is not one of ${[...words].join('/')}` : `"${token}" is not a ${digits}-digit number`,
      );
    } else if (seen.has(pick)) {
      if (!result.duplicates.includes(pick)) result.duplicates.push(pick);
    } else {
      seen.add(pick);
      result.numbers.push(pick);
    }
  }
  return result;
};

/** Lines a ticket carries: one per pick, or C(m, k) for xiên k / lô trượt k with m picks. */
export const ticketLineCount = (betType: BetType, numbers: number): bigint => choose(numbers, lineSize(betType.rule));

/** Cost of a ticket: lines × points × price × unitMinor. */
export const ticketCost = (ticket: Ticket, odds: BetOdds): bigint => {
  const betType = betTypeByCode(ticket.betType);
  if (!betType) throw new RangeError(`unknown bet type ${ticket.betType}`);
  return ticketLineCount(betType, ticket.numbers.length) * ticket.points * odds.price * ticket.unitMinor;
};

/** Stake limits in minor units; each bound is optional. "Per number" is per line (a number, or a combination). */
export type StakeLimits = {
  minPerTicket?: bigint;
  maxPerTicket?: bigint;
  minPerNumber?: bigint;
  maxPerNumber?: bigint;
};

export type TicketInput = {
  betType: string;
  structure: StructureCode;
  station?: string;
  position?: number;
  /** Text as typed, or picks already split. */
  numbers: string | readonly string[];
  points: bigint;
  unitMinor: bigint;
};

export type BuiltTicket =
  { ok: true; ticket: Ticket; lines: bigint; cost: bigint; duplicates: string[] } | { ok: false; errors: string[] };

/** Parses and validates a ticket and prices it with the odds in force; refuses with every reason at once. */
export const buildTicket = (input: TicketInput, odds: BetOdds, limits: StakeLimits = {}): BuiltTicket => {
  const betType = betTypeByCode(input.betType);
  if (!betType) return { ok: false, errors: [`unknown bet type ${input.betType}`] };
  const errors: string[] = [];
  if (!betType.defaults[input.structure]) errors.push(`${betType.code} is not offered on ${input.structure}`);
  const parsed = parseNumbers(input.numbers, betType);
  errors.push(...parsed.errors);
  const k = lineSize(betType.rule);
  if (parsed.numbers.length < k) errors.push(`${betType.code} needs at least ${k} distinct number(s)`);
  if (parsed.numbers.length > betType.maxNumbers) {
    errors.push(`${betType.code} takes at most ${betType.maxNumbers} numbers`);
  }
  if (needsPosition(betType.rule)) {
    if (input.position === undefined || !Number.isInteger(input.position) || input.position < 0 || input.position > 4) {
      errors.push('a position 0–4 is required');
    }
  } else if (input.position !== undefined) errors.push(`${betType.code} takes no position`);
  if (input.points <= 0n) errors.push('points must be positive');
  if (input.unitMinor <= 0n) errors.push('the unit must be positive');
  if (odds.price <= 0n || odds.payout < 0n) errors.push('odds must have a positive price and a non-negative payout');
  if (errors.length > 0) return { ok: false, errors };

  const lines = ticketLineCount(betType, parsed.numbers.length);
  const perLine = input.points * odds.price * input.unitMinor;
  const cost = lines * perLine;
  if (limits.minPerNumber !== undefined && perLine < limits.minPerNumber) errors.push('stake per number below minimum');
  if (limits.maxPerNumber !== undefined && perLine > limits.maxPerNumber) errors.push('stake per number above maximum');
  if (limits.minPerTicket !== undefined && cost < limits.minPerTicket) errors.push('ticket stake below minimum');
  if (limits.maxPerTicket !== undefined && cost > limits.maxPerTicket) errors.push('ticket stake above maximum');
  if (errors.length > 0) return { ok: false, errors };

  const ticket: Ticket = {
    betType: betType.code,
    structure: input.structure,
    numbers: parsed.numbers,
    points: input.points,
    unitMinor: input.unitMinor,
  };
  if (input.station !== undefined) ticket.station = input.station;
  if (input.position !== undefined) ticket.position = input.position;
  return { ok: true, ticket, lines, cost, duplicates: parsed.duplicates };
};
