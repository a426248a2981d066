// Dragon Reef's sound cues, synthesised with WebAudio (no audio files ship with the game). The stage calls
// these only while the player's sound setting is on.
import { createSynth } from '../shared/sound';

// A major pentatonic run: any prefix of it sounds resolved.
const LADDER = [880, 987.77, 1108.73, 1318.51, 1479.98, 1760, 1975.53, 2217.46];

/** The stage's sounds, on a synth of its own that the stage closes when it is torn down. */
export const createFishSound = () => {
  const { tone, noise, close } = createSynth({ gain: 0.3 });
  return {
    /** The cannon firing: a watery thump that gets deeper with the cannon level (1–5). */
    shot: (level: number) => {
      const base = 340 - level * 30;
      tone({ freq: base, duration: 0.16, type: 'triangle', gain: 0.35, slideTo: base * 0.35 });
      noise({ duration: 0.12, gain: 0.3, freq: 1600, q: 0.8 });
    },
    /** A net closing on a fish that got away: a bubbly pop. */
    miss: () => {
      tone({ freq: 520, duration: 0.09, type: 'sine', gain: 0.18, slideTo: 900 });
      noise({ at: 0.02, duration: 0.1, gain: 0.12, freq: 3000, q: 2 });
    },
    /** A catch: a coin chime whose run of notes lengthens with the multiplier. */
    hit: (multiplier: number) => {
      const notes = Math.min(LADDER.length, 2 + Math.round(Math.log2(Math.max(1, multiplier))));
      for (let i = 0; i < notes; i++) {
        const freq = LADDER[i] ?? 1760;
        tone({ freq, at: i * 0.06, duration: 0.28, type: 'triangle', gain: 0.22 });
        tone({ freq: freq * 2, at: i * 0.06, duration: 0.12, type: 'sine', gain: 0.06 });
      }
      if (multiplier >= 40) tone({ freq: 110, duration: 0.9, type: 'sawtooth', gain: 0.08, slideTo: 220 });
    },
    close,
  };
};
