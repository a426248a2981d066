import { minorToText } from '@pagoda/contracts';
import type { StudioDb } from '../../db/client';
import { wireToMinor } from '../../lib/money';
import { outboxRepository, type OutboxRow } from '../outbox/outbox.repository';
import type { PlatformClient } from '../platform/platform-client';
import type { PlayerRow } from '../sessions/sessions.repository';
import { liveRepository } from './live.repository';

export type TableWallet = ReturnType<typeof createTableWallet>;
export type PlaceResult =
  | { status: 'CLOSED' }
  | { status: 'ACCEPTED'; balance: bigint }
  | { status: 'REFUSED'; errorCode: string; balance: bigint | null }
  | { status: 'PENDING' };

const backoffMs = (attempts: number) => Math.min(60_000, 500 * 2 ** Math.min(attempts, 7));

/**
 * Money of live tables and PvP hands, through the platform's seamless wallet like every round:
 * each bet placement and each player's settlement is stored with its wallet call (outbox) before
 * it is sent, and re-sent unchanged until answered. The platform round of a player is
 * `<tableRound>.<player>`, so every player's bets of one table round are one betting record.
 */
export const createTableWallet = (db: StudioDb, deps: { platform: PlatformClient }) => {
  /** Sends one stored call; answers how it ended (the row is updated accordingly). */
  const send = async (row: OutboxRow) => {
    const answer = await deps.platform.wallet(row.call, row.body);
    if (answer.kind === 'ok') {
      await outboxRepository.markDone(db, row.id, answer.value);
      return { kind: 'ok' as const, balance: wireToMinor(answer.value.balance) };
    }
    if (answer.kind === 'refused' && row.call === 'bet') {
      await outboxRepository.markRefused(db, row.id, answer.errorCode, answer.value ?? null);
      const v = answer.value as { balance?: number } | undefined;
      return {
        kind: 'refused' as const,
        errorCode: answer.errorCode,
        balance: typeof v?.balance === 'number' ? wireToMinor(v.balance) : null,
      };
    }
    // A win or rollback is never dropped; an unknown bet is retried until the betting window closes.
    const error = answer.kind === 'unknown' ? answer.error : `${answer.errorCode}: ${answer.message}`;
    await outboxRepository.retryLater(db, row.id, error, new Date(Date.now() + backoffMs(row.attempts)));
    return { kind: 'unknown' as const };
  };

  const playerRound = (tableRoundId: string, player: PlayerRow) => `${tableRoundId}.${player.id}`;

  const applyBetAnswer = async (betTx: string, r: Awaited<ReturnType<typeof send>>): Promise<PlaceResult> => {
    const bet = (await liveRepository.betByTransaction(db, betTx))!;
    if (r.kind === 'ok') {
      await liveRepository.setBet(db, bet.id, { status: 'ACCEPTED' });
      return { status: 'ACCEPTED', balance: r.balance };
    }
    if (r.kind === 'refused') {
      await liveRepository.setBet(db, bet.id, { status: 'REFUSED' });
      return { status: 'REFUSED', errorCode: r.errorCode, balance: r.balance };
    }
    return { status: 'PENDING' };
  };

  return {
    /** One bet placement of a player in a round: stored with its bet call, then sent (a few quick tries). */
    placeBet: async (b: {
      player: PlayerRow;
      launchToken: string;
      game: string;
      tableRoundId: string;
      spots: { spot: string; amount: number }[];
      amount: bigint;
    }): Promise<PlaceResult> => {
      const roundId = playerRound(b.tableRoundId, b.player);
      const row = await db.transaction(async (tx) => {
        // Under the round's lock: once betting has closed no bet can join the round.
        const round = await liveRepository.lockRound(tx, b.tableRoundId);
        if (!round || round.phase !== 'betting' || round.closesAt.getTime() <= Date.now()) return null;
        const seq = (await liveRepository.betsOfPlayer(tx, b.tableRoundId, b.player.id)).length;
        const transactionId = `${roundId}.b${seq + 1}`;
        await liveRepository.insertBet(tx, {
          tableRoundId: b.tableRoundId,
          playerId: b.player.id,
          spots: b.spots,
          amount: b.amount,
          status: 'PENDING',
          transactionId,
        });
        await outboxRepository.insert(tx, [
          {
            roundId,
            call: 'bet',
            scope: 'table',
            transactionId,
            status: 'PENDING',
            body: {
              token: b.launchToken,
              playerId: b.player.platformPlayerId,
              transactionId,
              roundId,
              gameCode: b.game,
              amount: minorToText(b.amount),
              currency: b.player.currency,
            },
          },
        ]);
        return (await outboxRepository.byTransaction(tx, transactionId))!;
      });
      if (!row) return { status: 'CLOSED' };
      let result = await applyBetAnswer(row.transactionId, await send(row));
      for (let i = 1; i < 3 && result.status === 'PENDING'; i++) {
        await new Promise((r) => setTimeout(r, 200 * i));
        result = await applyBetAnswer(
          row.transactionId,
          await send((await outboxRepository.byTransaction(db, row.transactionId))!),
        );
      }
      return result;
    },

    /** Marks betting closed (waiting for a bet being stored, which holds the round's lock). */
    closeBetting: (tableRoundId: string) =>
      db.transaction(async (tx) => {
        await liveRepository.lockRound(tx, tableRoundId);
        await liveRepository.updateRound(tx, tableRoundId, { phase: 'closed' });
      }),

    /**
     * When betting closes: a bet still unanswered is tried once more, then rolled back (the
     * platform refuses it if it arrives later), so only acknowledged bets take part in the round.
     */
    resolvePending: async (tableRoundId: string) => {
      for (const bet of await liveRepository.betsOfRound(db, tableRoundId)) {
        if (bet.status !== 'PENDING') continue;
        const row = (await outboxRepository.byTransaction(db, bet.transactionId))!;
        const r = row.status === 'PENDING' ? await applyBetAnswer(bet.transactionId, await send(row)) : null;
        if (r && r.status !== 'PENDING') continue;
        if (row.status === 'DONE') {
          await liveRepository.setBet(db, bet.id, { status: 'ACCEPTED' });
          continue;
        }
        await db.transaction(async (tx) => {
          await outboxRepository.markRefused(tx, row.id, 'abandoned at close', null);
          await liveRepository.setBet(tx, bet.id, { status: 'ROLLED_BACK' });
          await outboxRepository.insert(tx, [
            {
              roundId: row.roundId,
              call: 'rollback',
              scope: 'table',
              transactionId: `${bet.transactionId}.rb`,
              status: 'PENDING',
              body: {
                playerId: row.body.playerId,
                transactionId: `${bet.transactionId}.rb`,
                refTransactionId: bet.transactionId,
                roundId: row.roundId,
                gameCode: row.body.gameCode,
              },
            },
          ]);
        });
      }
    },

    /**
     * Stores each player's return of the round with its win call (0 for a lost round, which
     * closes the player's betting record), then sends them. Answers the balances heard back.
     */
    settle: async (
      tableRoundId: string,
      game: string,
      returns: { player: PlayerRow; returned: bigint; betIds: number[]; perBet: Map<number, bigint> }[],
    ) => {
      const rows: string[] = [];
      await db.transaction(async (tx) => {
        for (const r of returns) {
          const roundId = playerRound(tableRoundId, r.player);
          for (const id of r.betIds) await liveRepository.setBet(tx, id, { returned: r.perBet.get(id) ?? 0n });
          const transactionId = `${roundId}.w`;
          rows.push(transactionId);
          await outboxRepository.insert(tx, [
            {
              roundId,
              call: 'win',
              scope: 'table',
              transactionId,
              status: 'PENDING',
              body: {
                playerId: r.player.platformPlayerId,
                transactionId,
                roundId,
                gameCode: game,
                amount: minorToText(r.returned),
                currency: r.player.currency,
                endRound: true,
              },
            },
          ]);
        }
        await liveRepository.updateRound(tx, tableRoundId, { settledAt: new Date() });
      });
      const balances = new Map<string, bigint>();
      await Promise.all(
        rows.map(async (transactionId) => {
          const row = (await outboxRepository.byTransaction(db, transactionId))!;
          const r = await send(row);
          if (r.kind === 'ok') balances.set(String(row.body.playerId), r.balance);
        }),
      );
      return balances;
    },

    /** One player's result of a PvP hand (0 closes their record), stored with its win call, then sent. */
    credit: async (handId: string, game: string, player: PlayerRow, amount: bigint) => {
      const roundId = playerRound(handId, player);
      const transactionId = `${roundId}.w`;
      await outboxRepository.insert(db, [
        {
          roundId,
          call: 'win',
          scope: 'table',
          transactionId,
          status: 'PENDING',
          body: {
            playerId: player.platformPlayerId,
            transactionId,
            roundId,
            gameCode: game,
            amount: minorToText(amount),
            currency: player.currency,
            endRound: true,
          },
        },
      ]);
      const balances = new Map<string, bigint>();
      const r = await send((await outboxRepository.byTransaction(db, transactionId))!);
      if (r.kind === 'ok') balances.set(player.platformPlayerId, r.balance);
      return balances;
    },

    /** The background sender for table calls (wins and rollbacks that did not go through at once). */
    sweep: async (at = new Date()) => {
      for (const row of await outboxRepository.dueTableCalls(db, at, 200)) {
        if (row.call === 'bet') {
          const bet = await liveRepository.betByTransaction(db, row.transactionId);
          // A bet of a round that has closed is settled by resolvePending, not here.
          const round = bet ? await liveRepository.round(db, bet.tableRoundId) : null;
          if (!bet || !round || round.phase !== 'betting') continue;
          await applyBetAnswer(row.transactionId, await send(row));
        } else await send(row);
      }
    },
  };
};
