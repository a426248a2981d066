import { EventEmitter } from 'node:events';
import type { OperatorQueueCounts } from '@pagoda/contracts';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { operatorQueuesRepository as repo } from './operator-queues.repository.js';

export const OPERATOR_QUEUES_CHANNEL = 'pagoda:operator-queues';
const ALL = '*';

export type OperatorQueues = ReturnType<typeof createOperatorQueues>;

/**
 * The back office's live counters (pending approvals, deposits, withdrawals). A change anywhere is
 * signalled on one Redis channel (or in-process without Redis); each instance then recounts, once
 * per short window, for the brands whose operators have a socket open on it, and pushes the counts.
 */
export const createOperatorQueues = (
  db: Db,
  deps: { redis?: { publisher: Redis; subscriber?: Redis | undefined }; debounceMs?: number } = {},
) => {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const counts = async (merchantCode: string): Promise<OperatorQueueCounts> => ({
    type: 'queues',
    ...(await repo.counts(db, merchantCode)),
  });

  const flush = async () => {
    timer = null;
    const merchants = dirty.has(ALL) ? local.eventNames().map(String) : [...dirty];
    dirty.clear();
    for (const m of merchants) {
      if (local.listenerCount(m) === 0) continue;
      try {
        local.emit(m, await counts(m));
      } catch {
        // A failed count is retried at the next change; the socket keeps its last figures.
      }
    }
  };

  // Signals arrive in bursts (a transition inside a transaction, then its commit): one recount after the burst.
  const schedule = (merchantCode: string) => {
    dirty.add(merchantCode || ALL);
    timer ??= setTimeout(() => void flush(), deps.debounceMs ?? 150);
  };

  if (deps.redis?.subscriber) {
    void deps.redis.subscriber.subscribe(OPERATOR_QUEUES_CHANNEL);
    deps.redis.subscriber.on('message', (channel, message) => {
      if (channel === OPERATOR_QUEUES_CHANNEL) schedule(message);
    });
  }

  return {
    counts,
    /** Something a counter counts changed (a brand, or every brand when unknown). */
    changed: (merchantCode?: string) => {
      const m = merchantCode ?? ALL;
      if (deps.redis) void deps.redis.publisher.publish(OPERATOR_QUEUES_CHANNEL, m).catch(() => schedule(m));
      else schedule(m);
    },
    subscribe: (merchantCode: string, fn: (c: OperatorQueueCounts) => void) => {
      local.on(merchantCode, fn);
      return () => {
        local.off(merchantCode, fn);
      };
    },
    close: () => {
      if (timer) clearTimeout(timer);
    },
  };
};
