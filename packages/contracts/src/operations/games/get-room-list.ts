import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { clientFields, gameItemSchema } from './shapes.js';

/** What a room is doing, as its vendor reports it (a hand's phases). */
export const ROOM_STATUSES = ['waiting', 'betting', 'revealing', 'settling'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/**
 * A room's live occupancy from its vendor's roomsUrl. `unavailable`: the vendor publishes rooms
 * but did not answer in time, answered nonsense, or did not list this room; the room stays listed.
 */
export const roomOccupancySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(ROOM_STATUSES),
    /** The room's base stake. */
    stake: moneyValue,
    seats: z.number().int(),
    taken: z.number().int(),
    free: z.number().int(),
    /** Seats held by the vendor's labelled bots (part of `taken`). */
    bots: z.number().int(),
  }),
  z.object({ status: z.literal('unavailable') }),
]);
export type RoomOccupancy = z.infer<typeof roomOccupancySchema>;

/** A room game; `room` only when its vendor publishes live occupancy. */
export const roomItemSchema = gameItemSchema.extend({ room: roomOccupancySchema.optional() });
export type RoomItem = z.infer<typeof roomItemSchema>;

export const getRoomList = defineOperation({
  id: 'getRoomList',
  ...API.getRoomList,
  summary: 'PVP rooms of the vendors that have rooms, with live seats and status where the vendor publishes them',
  tags: ['games'],
  auth: 'optional',
  query: z.object({ ...clientFields, vassalage: text().trim().max(32).optional() }),
  value: z.object({ list: z.array(roomItemSchema) }),
});
