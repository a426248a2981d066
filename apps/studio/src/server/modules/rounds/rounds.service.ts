import { randomBytes } from 'node:crypto';
import { minorToText } from '@pagoda/contracts';
import { studioGame } from '../../../engine/games';
import { roundOutcome } from '../../../engine/outcome';
import type { FishGameDef, FishInstance, FloatSource, SlotGameDef, StudioGameDef } from '../../../engine/types';
import type { StudioDb } from '../../db/client';
import { StudioAppError } from '../../lib/app-error';
import { nodeHmac } from '../../lib/hmac';
import { newRoundId } from '../../lib/ids';
import { keyedLock } from '../../lib/keyed-lock';
import { fairnessRepository, type SeedPairRow } from '../fairness/fairness.repository';
import type { FairnessService } from '../fairness/fairness.service';
import { fishRepository } from '../fish/fish.repository';
import { outboxRepository } from '../outbox/outbox.repository';
import { type DriveResult, type OutboxService } from '../outbox/outbox.service';
import { sessionsRepository } from '../sessions/sessions.repository';
import { isFun, type StudioSession } from '../sessions/sessions.service';
import { type RoundRow, roundsRepository } from './rounds.repository';

export type RoundsService = ReturnType<typeof createRoundsService>;

/** node:crypto gives the same bytes as the engine's pure HMAC, much faster. */
/** The fish scene is not part of fairness (hits are): any uniform source will do. */
const sceneFloats = (): FloatSource => {
  let buf = randomBytes(4096);
  let at = 0;
  return {
    next: () => {
      if (at + 4 > buf.length) {
        buf = randomBytes(4096);
        at = 0;
      }
      const v = buf.readUInt32BE(at) / 2 ** 32;
      at += 4;
      return v;
    },
  };
};

const SCENE_MS = 90_000;
/** A shot may arrive this late after its fish left the stage (network and frame delay). */
const SHOT_GRACE_MS = 1_500;
/** How long a spin or shot waits for the platform before answering that it is still pending. */
const INLINE_ATTEMPTS = 3;

/** The platform's refusal of a bet whose launch (platform session) has ended. */
const LAUNCH_ENDED = 'launch.token.invalid';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Rounds: one bet per spin or shot, decided by the engine from the player's committed seed pair,
 * stored with its bet and win calls before anything is sent (outbox), then settled through the
 * platform's wallet. A player's rounds run one at a time.
 */
export const createRoundsService = (
  db: StudioDb,
  deps: { outbox: OutboxService; fairness: FairnessService; currency?: string },
) => {
  const playerLock = keyedLock();

  const gameOf = (session: StudioSession, kind: 'slot' | 'fish') => {
    const game = studioGame(session.session.game);
    if (!game || game.kind !== kind) throw new StudioAppError('studio.bad_request', `Not a ${kind} game.`);
    return game;
  };

  /** Settles what an earlier round left pending; refuses a new round while one still is. */
  const clearPending = async (playerId: number) => {
    for (const { id } of await roundsRepository.pendingOf(db, playerId)) {
      let r = await deps.outbox.drive(id);
      for (let i = 1; i < INLINE_ATTEMPTS && r.state === 'pending'; i++) {
        await sleep(250 * i);
        r = await deps.outbox.drive(id);
      }
      if (r.state === 'pending') throw new StudioAppError('studio.round_pending');
    }
  };

  /** Writes the round and its wallet calls in one transaction, under the seed pair's lock. */
  const createRound = async (
    session: StudioSession,
    game: StudioGameDef,
    decide: (
      pair: SeedPairRow,
      nonce: number,
    ) => { bet: bigint; win: bigint; coinValue: number; coins: number; outcome: unknown },
    extra?: (tx: StudioDb, outcome: unknown) => Promise<void>,
  ) => {
    await deps.fairness.active(session.player.id);
    return db.transaction(async (tx) => {
      const pair = (await fairnessRepository.activeForUpdate(tx, session.player.id))!;
      const nonce = await fairnessRepository.takeNonce(tx, pair.id);
      const d = decide(pair, nonce);
      const id = newRoundId();
      const round: RoundRow = {
        id,
        playerId: session.player.id,
        game: game.code,
        kind: game.kind,
        status: 'PENDING',
        bet: d.bet,
        win: d.win,
        coinValue: d.coinValue,
        coins: d.coins,
        seedPairId: pair.id,
        nonce,
        outcome: d.outcome,
        balanceAfter: null,
        createdAt: new Date(),
        settledAt: null,
      };
      if (isFun(session)) {
        // Guest fun play: the round settles here on the play balance; nothing reaches the platform.
        const after = await sessionsRepository.settleFunRound(tx, session.session.tokenHash, d.bet, d.win);
        if (after === null) throw new StudioAppError('studio.insufficient_funds');
        const settled = { ...round, status: 'SETTLED' as const, balanceAfter: after, settledAt: new Date() };
        await roundsRepository.insert(tx, settled);
        if (extra) await extra(tx, d.outcome);
        return { round: settled, pair: { ...pair, nonce: nonce + 1 } };
      }
      await roundsRepository.insert(tx, round);
      const base = {
        playerId: session.player.platformPlayerId,
        roundId: id,
        gameCode: game.code,
        currency: session.player.currency,
      };
      await outboxRepository.insert(tx, [
        {
          roundId: id,
          call: 'bet',
          transactionId: id,
          status: 'PENDING',
          body: { ...base, token: session.session.launchToken, transactionId: id, amount: minorToText(d.bet) },
        },
        {
          roundId: id,
          call: 'win',
          transactionId: `${id}.w`,
          status: 'PENDING',
          body: { ...base, transactionId: `${id}.w`, amount: minorToText(d.win), endRound: true },
        },
      ]);
      if (extra) await extra(tx, d.outcome);
      return { round, pair: { ...pair, nonce: nonce + 1 } };
    });
  };

  /** Sends the round's calls (a few quick tries); what is still pending the outbox finishes later. */
  const settle = async (roundId: string): Promise<DriveResult> => {
    let r = await deps.outbox.drive(roundId);
    for (let i = 1; i < INLINE_ATTEMPTS && r.state === 'pending'; i++) {
      await sleep(250 * i);
      r = await deps.outbox.drive(roundId);
    }
    return r;
  };

  /** A fun round is settled when created; a real one goes through the platform's wallet. */
  const settleRound = (session: StudioSession, round: RoundRow): Promise<DriveResult> =>
    isFun(session) ? Promise.resolve({ state: 'settled', balance: round.balanceAfter! }) : settle(round.id);

  const answer = async (session: StudioSession, roundId: string, pair: SeedPairRow, result: DriveResult) => {
    if (result.state === 'pending') throw new StudioAppError('studio.platform_unavailable');
    // The platform session behind the launch ended (logout, password reset): so does this game session.
    if (result.state === 'void' && result.errorCode === LAUNCH_ENDED)
      await sessionsRepository.endByLaunchToken(db, session.session.launchToken, new Date());
    if (result.state === 'void')
      throw new StudioAppError(
        result.errorCode === 'balance.not.enough' ? 'studio.insufficient_funds' : 'studio.session_ended',
        result.errorCode,
      );
    const round = (await roundsRepository.byId(db, roundId))!;
    return { round, pair, balance: result.balance };
  };

  return {
    spin: (session: StudioSession, coinValue: number) =>
      playerLock(String(session.player.id), async () => {
        const game = gameOf(session, 'slot') as SlotGameDef;
        if (!game.coinValues.includes(coinValue)) throw new StudioAppError('studio.bad_request', 'Unknown coin value.');
        await clearPending(session.player.id);
        const { round, pair } = await createRound(session, game, (p, nonce) => {
          const outcome = roundOutcome(game, p.serverSeed, p.clientSeed, nonce, undefined, nodeHmac);
          return {
            bet: BigInt(coinValue) * BigInt(game.coinsPerSpin),
            win: BigInt(coinValue) * BigInt(outcome.winCoins),
            coinValue,
            coins: game.coinsPerSpin,
            outcome,
          };
        });
        return answer(session, round.id, pair, await settleRound(session, round));
      }),

    /** The fish on stage: the player's current scene while it has a while to run, else a new one. */
    scene: async (session: StudioSession) => {
      const game = gameOf(session, 'fish') as FishGameDef;
      const now = Date.now();
      const latest = await fishRepository.latest(db, session.player.id);
      if (latest && latest.startedAt.getTime() + latest.durationMs - now > 10_000)
        return { scene: latest, elapsed: now - latest.startedAt.getTime() };
      const scene = {
        id: newRoundId(),
        playerId: session.player.id,
        startedAt: new Date(now),
        durationMs: SCENE_MS,
        fish: game.scene(sceneFloats(), SCENE_MS),
        caught: [] as string[],
      };
      await fishRepository.insert(db, scene);
      return { scene, elapsed: 0 };
    },

    shoot: (session: StudioSession, b: { sceneId: string; fishId: string; level: number; coinValue: number }) =>
      playerLock(String(session.player.id), async () => {
        const game = gameOf(session, 'fish') as FishGameDef;
        const coinsPerShot = game.cannonLevels[b.level - 1];
        if (coinsPerShot === undefined || !game.coinValues.includes(b.coinValue))
          throw new StudioAppError('studio.bad_request', 'Unknown cannon level or coin value.');
        const scene = await fishRepository.byId(db, b.sceneId);
        if (!scene || scene.playerId !== session.player.id) throw new StudioAppError('studio.fish_gone');
        const fish = (scene.fish as FishInstance[]).find((f) => f.id === b.fishId);
        const t = Date.now() - scene.startedAt.getTime();
        if (!fish || scene.caught.includes(fish.id) || t < fish.spawnAt || t > fish.leaveAt + SHOT_GRACE_MS)
          throw new StudioAppError('studio.fish_gone');
        await clearPending(session.player.id);
        const { round, pair } = await createRound(
          session,
          game,
          (p, nonce) => {
            const outcome = roundOutcome(game, p.serverSeed, p.clientSeed, nonce, { fish, coinsPerShot }, nodeHmac);
            return {
              bet: BigInt(b.coinValue) * BigInt(coinsPerShot),
              win: BigInt(b.coinValue) * BigInt(outcome.winCoins),
              coinValue: b.coinValue,
              coins: coinsPerShot,
              outcome,
            };
          },
          async (tx, outcome) => {
            if ((outcome as { hit: boolean }).hit) await fishRepository.markCaught(tx, scene.id, fish.id);
          },
        );
        return answer(session, round.id, pair, await settleRound(session, round));
      }),

    recent: async (session: StudioSession, limit: number) => {
      const rows = await roundsRepository.recent(db, session.player.id, session.session.game, limit);
      const pairs = new Map<number, SeedPairRow>();
      for (const r of rows)
        if (!pairs.has(r.seedPairId)) pairs.set(r.seedPairId, (await fairnessRepository.byId(db, r.seedPairId))!);
      return rows.map((r) => ({ round: r, pair: pairs.get(r.seedPairId)! }));
    },

    latest: async (session: StudioSession) =>
      (await roundsRepository.recent(db, session.player.id, session.session.game, 1))[0] ?? null,

    /** A round with its seed pair; the server seed only once the pair has been retired. */
    verify: async (roundId: string) => {
      const round = await roundsRepository.byId(db, roundId);
      if (!round || round.status === 'VOID') throw new StudioAppError('studio.not_found');
      const pair = (await fairnessRepository.byId(db, round.seedPairId))!;
      return { round, pair, serverSeed: pair.active ? null : pair.serverSeed };
    },

    pairOf: (id: number) => fairnessRepository.byId(db, id),

    /** Seed rotation waits for the player's round in progress, so a round never loses its pair. */
    rotate: (session: StudioSession, clientSeed?: string) =>
      playerLock(String(session.player.id), async () => {
        await deps.fairness.active(session.player.id);
        return deps.fairness.rotate(session.player.id, clientSeed);
      }),
  };
};
