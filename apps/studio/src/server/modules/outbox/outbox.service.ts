import type { VendorWalletValue } from '@pagoda/contracts';
import type { StudioDb } from '../../db/client';
import { keyedLock } from '../../lib/keyed-lock';
import { wireToMinor } from '../../lib/money';
import type { PlatformClient } from '../platform/platform-client';
import { roundsRepository } from '../rounds/rounds.repository';
import { type OutboxRow, outboxRepository } from './outbox.repository';

export type OutboxService = ReturnType<typeof createOutboxService>;

/** What driving a round's calls came to. */
export type DriveResult =
  | { state: 'settled'; balance: bigint }
  | { state: 'void'; errorCode: string; balance: bigint | null }
  | { state: 'refunded'; balance: bigint }
  | { state: 'pending'; error: string };

const backoffMs = (attempts: number) => Math.min(60_000, 500 * 2 ** Math.min(attempts, 7));

/**
 * The outbox of wallet calls. A round's bet and win are stored with the round, before anything is
 * sent; they are sent in order, each re-sent unchanged (same transaction id, same body) until the
 * platform answers, so a timeout never debits twice and a win is never lost, even across a
 * restart. A bet the platform never acknowledges is rolled back after `rollbackAfterMs`.
 */
export const createOutboxService = (
  db: StudioDb,
  deps: { platform: PlatformClient; rollbackAfterMs: number; now?: () => Date },
) => {
  const now = deps.now ?? (() => new Date());
  const roundLock = keyedLock();

  const balanceOf = (v: VendorWalletValue) => wireToMinor(v.balance);

  const abandonBet = async (roundId: string, bet: OutboxRow, rows: OutboxRow[], error: string) =>
    db.transaction(async (tx) => {
      await outboxRepository.markRefused(tx, bet.id, `abandoned: ${error}`, null);
      for (const r of rows)
        if (r.call === 'win' && r.status === 'PENDING')
          await outboxRepository.markRefused(tx, r.id, 'bet abandoned', null);
      await outboxRepository.insert(tx, [
        {
          roundId,
          call: 'rollback',
          transactionId: `${roundId}.rb`,
          status: 'PENDING',
          body: {
            playerId: bet.body.playerId,
            transactionId: `${roundId}.rb`,
            refTransactionId: bet.transactionId,
            roundId,
            gameCode: bet.body.gameCode,
          },
        },
      ]);
    });

  /** Sends the round's pending calls in order until each is answered or one has to wait. */
  const driveOnce = async (roundId: string, clock: () => Date): Promise<DriveResult> => {
    for (;;) {
      const rows = await outboxRepository.forRound(db, roundId);
      const next = rows.find((r) => r.status === 'PENDING');
      if (!next) {
        const round = await roundsRepository.byId(db, roundId);
        if (round?.status === 'VOID') {
          const bet = rows.find((r) => r.call === 'bet');
          return { state: 'void', errorCode: bet?.lastError ?? 'refused', balance: null };
        }
        return round?.status === 'REFUNDED'
          ? { state: 'refunded', balance: round.balanceAfter ?? 0n }
          : { state: 'settled', balance: round?.balanceAfter ?? 0n };
      }
      const answer = await deps.platform.wallet(next.call, next.body);
      const at = clock();
      if (answer.kind === 'ok') {
        const balance = balanceOf(answer.value);
        await db.transaction(async (tx) => {
          await outboxRepository.markDone(tx, next.id, answer.value);
          if (next.call === 'win') await roundsRepository.setStatus(tx, roundId, 'SETTLED', balance, at);
          if (next.call === 'rollback') await roundsRepository.setStatus(tx, roundId, 'REFUNDED', balance, at);
        });
        continue;
      }
      if (answer.kind === 'refused' && next.call === 'bet') {
        // A definite no (funds, a closed session, a refused id): nothing moved, the round is void.
        const balance =
          answer.value && typeof answer.value === 'object' && 'balance' in answer.value
            ? wireToMinor((answer.value as { balance: number }).balance)
            : null;
        await db.transaction(async (tx) => {
          await outboxRepository.markRefused(tx, next.id, answer.errorCode, answer.value ?? null);
          for (const r of rows) if (r.call === 'win') await outboxRepository.markRefused(tx, r.id, 'bet refused', null);
          await roundsRepository.setStatus(tx, roundId, 'VOID', balance, at);
        });
        return { state: 'void', errorCode: answer.errorCode, balance };
      }
      // Unknown (timeout, 5xx) or a refused win/rollback: never dropped, tried again later.
      const error = answer.kind === 'unknown' ? answer.error : `${answer.errorCode}: ${answer.message}`;
      if (next.call === 'bet' && at.getTime() - next.createdAt.getTime() >= deps.rollbackAfterMs) {
        await abandonBet(roundId, next, rows, error);
        continue;
      }
      await outboxRepository.retryLater(db, next.id, error, new Date(at.getTime() + backoffMs(next.attempts)));
      return { state: 'pending', error };
    }
  };

  const drive = (roundId: string, clock = now) => roundLock(roundId, () => driveOnce(roundId, clock));

  return {
    drive,

    /** One pass of the background sender: every round with a call due by `at` (default now). */
    sweep: async (opts: { limit?: number; at?: Date } = {}) => {
      const due = await outboxRepository.dueRounds(db, opts.at ?? now(), opts.limit ?? 100);
      let settled = 0;
      for (const roundId of new Set(due)) {
        const r = await drive(roundId, opts.at ? () => opts.at! : now).catch(() => null);
        if (r && r.state !== 'pending') settled++;
      }
      return settled;
    },
  };
};
