// The slot games' sound cues, on the page's synth; callers check the player's sound setting before playing.
import { studioSynth, uiSound } from '../shared/sound';

const { tone, noise } = studioSynth;

// A major pentatonic ladder: any run of these notes sounds pleasant, whatever the win size.
const LADDER = [523.25, 587.33, 659.25, 783.99, 880, 1046.5, 1174.66, 1318.51, 1567.98, 1760];

export const slotSound = {
  unlock: uiSound.unlock,
  click: uiSound.click,
  spinStart: () => {
    noise({ duration: 0.18, gain: 0.25, freq: 1800, fade: 'linear' });
    tone({ freq: 180, duration: 0.2, type: 'triangle', gain: 0.25, slideTo: 360 });
  },
  reelStop: (reel: number) => {
    tone({ freq: 120 - reel * 6, duration: 0.12, type: 'sine', gain: 0.6, slideTo: 55 });
    noise({ duration: 0.05, gain: 0.35, freq: 2400, fade: 'linear' });
  },
  /** Scatters landing on a reel: a bright rising ping, higher for each one. */
  scatter: (count: number) => tone({ freq: 880 * 2 ** (count / 12), duration: 0.35, type: 'triangle', gain: 0.35 }),
  /** A win chime; level 0..3 for small, medium, large and big wins (longer arpeggios). */
  win: (level: number) => {
    const notes = 3 + level * 2;
    for (let i = 0; i < notes; i++) {
      const freq = LADDER[Math.min(i, LADDER.length - 1)]!;
      tone({ freq, at: i * 0.07, duration: 0.3, type: 'triangle', gain: 0.3 });
      tone({ freq: freq * 2, at: i * 0.07, duration: 0.18, type: 'sine', gain: 0.08 });
    }
  },
  /** One tick of a count-up. */
  tick: () => tone({ freq: 2200, duration: 0.025, type: 'square', gain: 0.05 }),
  bigWin: () => {
    const fanfare = [523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5, 1318.51];
    fanfare.forEach((freq, i) => {
      tone({ freq, at: i * 0.12, duration: 0.4, type: 'sawtooth', gain: 0.12 });
      tone({ freq: freq / 2, at: i * 0.12, duration: 0.4, type: 'triangle', gain: 0.2 });
    });
  },
  freeSpins: () => {
    for (let i = 0; i < 8; i++) tone({ freq: LADDER[i]!, at: i * 0.05, duration: 0.25, type: 'triangle', gain: 0.25 });
    tone({ freq: 1046.5, at: 0.45, duration: 0.8, type: 'sine', gain: 0.3 });
  },
  error: () => tone({ freq: 220, duration: 0.25, type: 'square', gain: 0.12, slideTo: 150 }),
};
