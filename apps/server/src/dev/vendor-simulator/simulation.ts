import { cents, decimal, multiplierFor, newId, type SimulatorClient } from './simulator-client.js';

export type SimPlayer = { playerId: string; token: string };
export type SimReport = {
  rounds: number;
  bets: number;
  wins: number;
  rollbacks: number;
  duplicates: number;
  lateBetsRefused: number;
  insufficient: number;
  errors: string[];
  /** What each player's balance changed by, in cents, according to the vendor's own bookkeeping. */
  netCents: Record<string, number>;
};

/**
 * Random play with injected faults, as a real vendor's traffic looks on a bad day: duplicated
 * calls, retries after a "timeout" (the first answer is dropped), rollbacks of bets, rollbacks
 * that arrive before their bet, and wins sent twice. The vendor keeps its own books (netCents);
 * the platform must end up agreeing with them exactly.
 */
export const runSimulation = async (
  client: SimulatorClient,
  players: SimPlayer[],
  opts: { rounds: number; faults: boolean; currency: string; gameCode: string; random?: () => number },
): Promise<SimReport> => {
  const rnd = opts.random ?? Math.random;
  const r: SimReport = {
    rounds: 0,
    bets: 0,
    wins: 0,
    rollbacks: 0,
    duplicates: 0,
    lateBetsRefused: 0,
    insufficient: 0,
    errors: [],
    netCents: Object.fromEntries(players.map((p) => [p.playerId, 0])),
  };
  const fault = (p: number) => opts.faults && rnd() < p;

  for (let i = 0; i < opts.rounds; i++) {
    const p = players[Math.floor(rnd() * players.length)]!;
    const roundId = newId('r');
    const betId = newId('b');
    const bet = decimal(1 + Math.floor(rnd() * 500));
    r.rounds++;

    // A rollback that overtakes its bet: the bet must then be refused.
    if (fault(0.03)) {
      const rb = await client.rollback({
        playerId: p.playerId,
        transactionId: newId('x'),
        refTransactionId: betId,
        roundId,
      });
      if (!rb.ok) r.errors.push(`early rollback: ${rb.errorCode}`);
      const late = await client.bet({
        token: p.token,
        playerId: p.playerId,
        transactionId: betId,
        roundId,
        gameCode: opts.gameCode,
        amount: bet,
        currency: opts.currency,
      });
      if (!late.ok && late.errorCode === 'vendor.bet.refused') r.lateBetsRefused++;
      else r.errors.push(`late bet answered ${late.ok ? 'ok' : late.errorCode}`);
      r.rollbacks++;
      continue;
    }

    const betCall = () =>
      client.bet({
        token: p.token,
        playerId: p.playerId,
        transactionId: betId,
        roundId,
        gameCode: opts.gameCode,
        amount: bet,
        currency: opts.currency,
      });
    // A timeout: the answer is lost and the vendor retries with the same id.
    let placed = fault(0.05) ? (await betCall(), await betCall()) : await betCall();
    if (fault(0.05)) {
      const again = await betCall();
      r.duplicates++;
      if (!again.ok || !placed.ok || again.value.balance !== placed.value.balance)
        r.errors.push('a duplicated bet did not return the first answer');
    }
    if (!placed.ok) {
      if (placed.errorCode === 'balance.not.enough') r.insufficient++;
      else r.errors.push(`bet: ${placed.errorCode}`);
      continue;
    }
    r.bets++;
    r.netCents[p.playerId]! -= cents(bet);

    if (fault(0.05)) {
      const rb = { playerId: p.playerId, transactionId: newId('x'), refTransactionId: betId, roundId };
      const first = await client.rollback(rb);
      const second = await client.rollback({ ...rb, transactionId: newId('x') }); // another id, same bet
      if (!first.ok || !second.ok) r.errors.push('rollback failed');
      r.rollbacks++;
      r.netCents[p.playerId]! += cents(bet);
      continue;
    }

    const win = decimal(Math.round(cents(bet) * multiplierFor(rnd())));
    const winCall = {
      playerId: p.playerId,
      transactionId: newId('w'),
      roundId,
      gameCode: opts.gameCode,
      amount: win,
      currency: opts.currency,
      endRound: true,
    };
    placed = await client.win(winCall);
    if (fault(0.05)) {
      const again = await client.win(winCall);
      r.duplicates++;
      if (!again.ok || !placed.ok || again.value.balance !== placed.value.balance)
        r.errors.push('a duplicated win did not return the first answer');
    }
    if (!placed.ok) {
      r.errors.push(`win: ${placed.errorCode}`);
      continue;
    }
    r.wins++;
    r.netCents[p.playerId]! += cents(win);
  }
  return r;
};
