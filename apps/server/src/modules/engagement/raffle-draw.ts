import { createHash, createHmac, randomBytes } from 'node:crypto';

/** One line of the published ticket list: an entry's id, its owner as shown (masked) and its ticket count. */
export type TicketEntry = { entryId: number; owner: string; tickets: number };
/** A drawn prize: the ticket number (0-based over the expanded list) and the entry it falls in. */
export type DrawnWinner = { prize: number; ticket: number; entryId: number };

export const newServerSeed = () => randomBytes(32).toString('hex');
export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** The canonical ticket list text: one `entryId,owner,tickets` line per entry, in entry order. */
export const ticketListText = (entries: TicketEntry[]) =>
  entries.map((e) => `${e.entryId},${e.owner},${e.tickets}\n`).join('');

export const ticketListHash = (entries: TicketEntry[]) => sha256Hex(ticketListText(entries));

const U64 = 2n ** 64n;

/**
 * The provably fair draw. For prize i (0-based) and attempt a = 0, 1, ...:
 *   h = HMAC-SHA256(key = serverSeed, message = `${listHash}:${i}:${a}`), r = first 8 bytes (big-endian).
 * r is used only below the largest multiple of T (the ticket count) under 2^64 (no modulo bias);
 * the ticket is r mod T. A ticket whose entry owner already won a prize is skipped (next attempt),
 * so one member wins at most one prize. Anyone with the seed and the list gets the same winners.
 */
export const drawWinners = (serverSeed: string, entries: TicketEntry[], prizes: number): DrawnWinner[] => {
  const total = entries.reduce((s, e) => s + e.tickets, 0);
  if (total === 0) return [];
  const listHash = ticketListHash(entries);
  // Entry of each ticket by cumulative counts (binary search).
  const ends: number[] = [];
  entries.reduce((s, e) => (ends.push(s + e.tickets), s + e.tickets), 0);
  const entryOf = (ticket: number) => {
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ticket < ends[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo]!;
  };
  const owners = new Set(entries.filter((e) => e.tickets > 0).map((e) => e.owner));
  const T = BigInt(total);
  const limit = (U64 / T) * T;
  const won = new Set<string>();
  const winners: DrawnWinner[] = [];
  for (let i = 0; i < prizes && won.size < owners.size; i++) {
    for (let a = 0; ; a++) {
      const h = createHmac('sha256', serverSeed).update(`${listHash}:${i}:${a}`).digest();
      const r = h.readBigUInt64BE(0);
      if (r >= limit) continue;
      const ticket = Number(r % T);
      const entry = entryOf(ticket);
      if (won.has(entry.owner)) continue;
      won.add(entry.owner);
      winners.push({ prize: i, ticket, entryId: entry.entryId });
      break;
    }
  }
  return winners;
};
