// The PvP room's sound cues, synthesised with WebAudio (no audio files ship with the studio). The page plays them
// only while the player's sound setting is on.
import { createSynth } from '../shared/sound';
import type { SoundCue } from './pvp-model';

/** The room's sounds, on a synth of its own (made once per room page). */
export const createPvpSound = () => {
  const { unlock, tone, noise } = createSynth({ gain: 0.32 });
  /** A short filtered noise burst: the swish of a card on felt. */
  const swish = (at: number, duration: number, gain: number, freq: number) =>
    noise({ at, duration, gain, freq, q: 0.9, fade: 'squared' });

  const cues: Record<SoundCue, () => void> = {
    deal: () => {
      for (let i = 0; i < 5; i++) swish(i * 0.07, 0.07, 0.5, 2600);
    },
    chip: () => {
      tone({ freq: 2300, duration: 0.05, type: 'triangle', gain: 0.18 });
      tone({ freq: 3100, at: 0.04, duration: 0.06, type: 'triangle', gain: 0.12 });
    },
    flip: () => {
      swish(0, 0.09, 0.6, 1800);
      tone({ freq: 700, at: 0.02, duration: 0.06, type: 'sine', gain: 0.12, slideTo: 1100 });
    },
    turn: () => {
      tone({ freq: 880, duration: 0.16, type: 'sine', gain: 0.22 });
      tone({ freq: 1318.5, at: 0.12, duration: 0.22, type: 'sine', gain: 0.2 });
    },
    win: () =>
      [523.25, 659.25, 783.99, 1046.5].forEach((freq, i) =>
        tone({ freq, at: i * 0.08, duration: 0.3, type: 'triangle', gain: 0.26 }),
      ),
    lose: () => {
      tone({ freq: 392, duration: 0.25, type: 'triangle', gain: 0.2, slideTo: 330 });
      tone({ freq: 311.1, at: 0.2, duration: 0.35, type: 'triangle', gain: 0.18, slideTo: 262 });
    },
    settle: () => tone({ freq: 660, duration: 0.2, type: 'sine', gain: 0.16 }),
  };

  return {
    /** Call inside a click so later sounds may start. */
    unlock,
    click: () => tone({ freq: 1300, duration: 0.05, type: 'square', gain: 0.08, slideTo: 900 }),
    /** The last seconds of the player's own turn. */
    tick: () => tone({ freq: 1900, duration: 0.04, type: 'square', gain: 0.05 }),
    error: () => tone({ freq: 240, duration: 0.22, type: 'square', gain: 0.1, slideTo: 160 }),
    play: (cue: SoundCue) => cues[cue](),
  };
};
