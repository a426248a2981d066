// Prints each slot game's exact theoretical RTP and hit frequency (closed form for the lines and ways games, every
// stop combination for the classic one) beside the figures recorded in its definition, and the fish game's by
// construction. With --simulate, also plays 1,000,000 fair rounds per game (node:crypto HMAC) and prints the
// measured figures with their 99.9% bands. Run: node --import tsx apps/studio/bench/rtp-calc.ts [--strips] [--simulate]
import { createHmac } from 'node:crypto';
import { STUDIO_GAMES } from '../src/engine/games';
import { slotStats } from '../src/engine/rtp';
import { simulateFish, simulateSlot, type SimulationStats } from '../src/engine/simulate';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const simulateToo = process.argv.includes('--simulate');

const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;

const printSimulation = (s: SimulationStats, expectedHit: number) =>
  console.log(
    `  simulated ${s.rounds.toLocaleString('en')} fair rounds: RTP ${pct(s.rtp, 3)} ± ${pct(s.rtpBand, 3)} ` +
      `(σ ${s.sd.toFixed(3)} × bet), hit frequency ${pct(s.hitFrequency, 3)} ± ${pct(s.hitBand(expectedHit), 3)}`,
  );

for (const game of STUDIO_GAMES) {
  if (game.kind === 'fish') {
    console.log(`${game.code} (fish): RTP ${pct(game.targetRtp)} for every fish type by construction`);
    for (const f of game.fishTypes) {
      console.log(
        `  ${f.id.padEnd(14)} ×${String(f.multiplier).padEnd(4)} P(hit) = ${(game.targetRtp / f.multiplier).toFixed(6)}`,
      );
    }
    if (simulateToo) {
      const sim = simulateFish(game, `simulation-seed-${game.code}`, nodeHmac);
      printSimulation(sim, sim.expectedHitFrequency);
    }
    continue;
  }
  const s = slotStats(game);
  const combos = (game.reelStrips ?? []).reduce((n, strip) => n * strip.length, 1);
  console.log(
    `${game.code} (${game.layout}, ${s.method}, ${combos.toLocaleString('en')} stop combinations): ` +
      `RTP ${pct(s.rtp)} (recorded ${pct(game.targetRtp, 2)}), hit frequency ${pct(s.hitFrequency)} ` +
      `(recorded ${pct(game.targetHitFrequency, 2)})`,
  );
  console.log(
    `  base ${pct(s.baseRtp)} = lines/ways ${(s.lineCoins / game.coinsPerSpin).toFixed(6)} + scatters ` +
      `${(s.scatterCoins / game.coinsPerSpin).toFixed(6)} of the bet; free spins ${pct(s.freeSpinRtp)}`,
  );
  if (s.triggerFrequency > 0) {
    console.log(
      `  free spins: triggered 1 in ${(1 / s.triggerFrequency).toFixed(1)} rounds, ` +
        `${s.freeSpinsPerRound.toFixed(6)} per round, ×${game.freeSpinMultiplier}`,
    );
  }
  if (simulateToo)
    printSimulation(simulateSlot(game, `simulation-seed-${game.code}`, nodeHmac), game.targetHitFrequency);
  if (process.argv.includes('--strips')) {
    game.reelStrips?.forEach((strip, r) => console.log(`  reel ${r + 1} (${strip.length}): ${strip.join(' ')}`));
  }
}
