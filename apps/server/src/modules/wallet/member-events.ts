import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** Push message types the portal listens for, plus BALANCE for the top bar. */
export type MemberEventType =
  | 'BALANCE'
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'AGENT_TRANSFER_AGENT_TO_DOWNLINE'
  | 'AGENT_TRANSFER_DOWNLINE_TO_AGENT'
  /** The reward centre changed (an offer, a claim, an expiry): refresh the unclaimed count. */
  | 'REWARDS';
export type MemberEvent = { memberId: number; type: MemberEventType; data: Record<string, unknown> };

export const MEMBER_EVENTS_CHANNEL = 'pagoda:member-events';

export type MemberEvents = ReturnType<typeof createMemberEvents>;

/**
 * Per-member push events. With Redis every instance publishes to one channel and delivers what it
 * receives to its own sockets, so a deposit paid on instance A reaches a socket on instance B.
 */
export const createMemberEvents = (redis?: { publisher: Redis; subscriber?: Redis | undefined }) => {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (e: MemberEvent) => local.emit(String(e.memberId), e);

  if (redis?.subscriber) {
    void redis.subscriber.subscribe(MEMBER_EVENTS_CHANNEL);
    redis.subscriber.on('message', (channel, message) => {
      if (channel !== MEMBER_EVENTS_CHANNEL) return;
      try {
        deliver(JSON.parse(message) as MemberEvent);
      } catch {
        // A malformed message is dropped; it cannot come from this code.
      }
    });
  }

  return {
    publish: (e: MemberEvent) => {
      if (redis) void redis.publisher.publish(MEMBER_EVENTS_CHANNEL, JSON.stringify(e)).catch(() => deliver(e));
      else deliver(e);
    },
    subscribe: (memberId: number, fn: (e: MemberEvent) => void) => {
      local.on(String(memberId), fn);
      return () => {
        local.off(String(memberId), fn);
      };
    },
    listenerCount: (memberId: number) => local.listenerCount(String(memberId)),
  };
};
