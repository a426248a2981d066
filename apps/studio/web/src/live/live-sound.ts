// The live tables' sound cues, synthesised with WebAudio (no audio files ship with the games). The pages call
// these only while the player's sound setting is on.
import { createSynth } from '../shared/sound';

// One synth per page: a second AudioContext would only waste the browser's audio resources.
const { unlock, tone, noise } = createSynth({ gain: 0.32, attack: 0.005 });

export const liveSound = {
  /** Called inside a click so later sounds may play. */
  unlock,

  /** A chip set down on the felt: two clay clicks. */
  chip: () => {
    noise({ duration: 0.05, gain: 0.5, freq: 3200, q: 6 });
    noise({ at: 0.035, duration: 0.04, gain: 0.3, freq: 2600, q: 6 });
  },

  /** A card slid from the shoe. */
  cardSlide: () => noise({ duration: 0.14, gain: 0.35, freq: 1800, q: 0.8 }),

  /** A card turned face up. */
  cardFlip: () => {
    noise({ duration: 0.05, gain: 0.45, freq: 4200, q: 2 });
    tone({ freq: 520, duration: 0.06, type: 'triangle', gain: 0.08, slideTo: 380 });
  },

  /** Dice rattling in the shaker, for `seconds`. */
  rattle: (seconds: number) => {
    const hits = Math.max(4, Math.round(seconds * 14));
    for (let i = 0; i < hits; i++) {
      noise({ at: i * (seconds / hits), duration: 0.04, gain: 0.25 + Math.random() * 0.2, freq: 2400, q: 4 });
    }
  },

  /** The dice landing. */
  diceLand: () => {
    tone({ freq: 140, duration: 0.12, type: 'sine', gain: 0.5, slideTo: 70 });
    noise({ duration: 0.06, gain: 0.4, freq: 1500, q: 3 });
  },

  /** The ball clicking over a pocket divider. */
  ballTick: () => noise({ duration: 0.02, gain: 0.22, freq: 5200, q: 8 }),

  /** The ball dropping into its pocket. */
  ballDrop: () => {
    noise({ duration: 0.08, gain: 0.5, freq: 3000, q: 5 });
    tone({ freq: 900, at: 0.02, duration: 0.12, type: 'triangle', gain: 0.12, slideTo: 600 });
  },

  /** A short gong at "no more bets". */
  closed: () => {
    tone({ freq: 392, duration: 0.6, type: 'sine', gain: 0.25, slideTo: 380 });
    tone({ freq: 784, duration: 0.35, type: 'triangle', gain: 0.06 });
  },

  /** The last seconds of the betting window. */
  countdown: () => tone({ freq: 1250, duration: 0.07, type: 'square', gain: 0.05 }),

  /** A win chime: longer for a bigger win relative to the stake. */
  win: (level: number) => {
    const notes = [523.25, 659.25, 783.99, 1046.5, 1318.51, 1567.98];
    const n = 3 + Math.min(3, level);
    for (let i = 0; i < n; i++) tone({ freq: notes[i]!, at: i * 0.08, duration: 0.32, type: 'triangle', gain: 0.28 });
  },

  error: () => tone({ freq: 220, duration: 0.25, type: 'square', gain: 0.12, slideTo: 150 }),
};

export type LiveSound = typeof liveSound;
