import { lotteryDrawSchema, lotteryNumeroSchema, lotteryTicketSchema, type LotteryTicket } from '@pagoda/contracts';
import { z } from 'zod';
import { presentLotteryItem } from '../games/games.presenter.js';
import type { GameWithVendor } from '../games/games.repository.js';

/**
 * What the platform takes from a vendor's bare answers: each row checked on its own, so one malformed row is
 * left out rather than spoiling its neighbours. The vendor's own fields are kept; the platform's tags win.
 */

const vendorGame = z.looseObject({ gameCode: z.string().min(1).max(64) });
const vendorGroup = z.object({
  gameGroupCode: z.string().min(1).max(64),
  labelName: z.string().max(200),
  gameMenus: z.array(z.unknown()).max(1_000),
});
const vendorOpened = lotteryNumeroSchema.extend({ gameCode: z.string().min(1).max(64) });
const vendorDraw = lotteryDrawSchema.omit({ vendor: true, accountTypeName: true });
const vendorFrequency = z.looseObject({
  gameCode: z.string(),
  numbers: z.array(z.looseObject({ number: z.string().regex(/^\d{2}$/), count: z.number().int().min(0) })).max(100),
});

/** Rows of an answer that is a list or a map of rows (Object.values, as the lottery client reads maps). */
const rowsOf = (answer: unknown): unknown[] =>
  Array.isArray(answer)
    ? answer.slice(0, 5_000)
    : answer && typeof answer === 'object'
      ? Object.values(answer).slice(0, 5_000)
      : [];

const tag = (vendorCode: string) => ({ vendor: vendorCode, accountTypeName: vendorCode });

export type MenuItem = ReturnType<typeof presentLotteryItem> & Record<string, unknown>;
export type MenuGroup = { gameGroupCode: string; labelName: string; gameMenus: MenuItem[] };

/**
 * A vendor's menu groups, keeping the games the brand lists (enabled, in the asked categories) with the
 * catalogue's fields (localised name, nodeId, icon, vendor and accountTypeName) over the vendor's own.
 */
export const presentVendorMenu = (
  answer: unknown,
  listed: Map<string, GameWithVendor>,
  language: string,
): MenuGroup[] => {
  const groups: MenuGroup[] = [];
  for (const raw of rowsOf(answer)) {
    const g = vendorGroup.safeParse(raw);
    if (!g.success) continue;
    const gameMenus: MenuItem[] = [];
    for (const item of g.data.gameMenus) {
      const parsed = vendorGame.safeParse(item);
      const row = parsed.success ? listed.get(parsed.data.gameCode) : undefined;
      if (parsed.success && row) gameMenus.push({ ...parsed.data, ...presentLotteryItem(row, language) });
    }
    if (gameMenus.length) groups.push({ gameGroupCode: g.data.gameGroupCode, labelName: g.data.labelName, gameMenus });
  }
  return groups;
};

/** A vendor's periods on sale, for the games the brand lists, tagged with the vendor. */
export const presentOpened = (answer: unknown, vendorCode: string, listed: ReadonlySet<string>) =>
  rowsOf(answer).flatMap((raw) => {
    const r = vendorOpened.safeParse(raw);
    return r.success && listed.has(r.data.gameCode) ? [{ ...r.data, ...tag(vendorCode) }] : [];
  });

/** A vendor's draws, for the games the brand lists, tagged with the vendor. */
export const presentDraws = (answer: unknown, vendorCode: string, listed: ReadonlySet<string>) =>
  rowsOf(answer).flatMap((raw) => {
    const r = vendorDraw.safeParse(raw);
    return r.success && listed.has(r.data.gameCode) ? [{ ...r.data, ...tag(vendorCode) }] : [];
  });

/** A vendor's frequency answer for one game, or {} when it is not one. */
export const presentFrequency = (answer: unknown, vendorCode: string, gameCode: string) => {
  const r = vendorFrequency.safeParse(answer);
  return r.success && r.data.gameCode === gameCode ? { ...r.data, ...tag(vendorCode) } : {};
};

/** A vendor's tickets of one member, by ticket id (= the round id of its bet call). */
export const ticketsById = (answer: unknown): Map<string, LotteryTicket> => {
  const out = new Map<string, LotteryTicket>();
  for (const raw of rowsOf(answer)) {
    const t = lotteryTicketSchema.safeParse(raw);
    if (t.success) out.set(t.data.ticketId, t.data);
  }
  return out;
};
