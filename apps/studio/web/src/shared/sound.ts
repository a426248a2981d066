// Every sound of the studio pages is synthesised with WebAudio: no audio files ship with the games. Each game's
// sound file is a list of cues played on a synth from here.

export type ToneSpec = {
  freq: number;
  /** Seconds from now. */
  at?: number;
  duration: number;
  type?: OscillatorType;
  gain?: number;
  /** Frequency the tone glides to by its end. */
  slideTo?: number;
};

export type NoiseSpec = {
  /** Seconds from now. */
  at?: number;
  duration: number;
  gain: number;
  /** Centre of the band-pass filter, Hz. */
  freq: number;
  /** The filter's Q (the browser's default when absent). */
  q?: number;
  /**
   * How the burst fades: 'envelope' (a shared second of white noise, gain released exponentially), 'linear' or
   * 'squared' (a fresh buffer whose samples fade out).
   */
  fade?: 'envelope' | 'linear' | 'squared';
};

export type Synth = {
  /** Creates the audio context inside a user gesture so later sounds may play. */
  unlock: () => void;
  tone: (spec: ToneSpec) => void;
  noise: (spec: NoiseSpec) => void;
  /** Releases the audio context (a page that unmounts its game). */
  close: () => void;
};

/** A synth with its own master gain; `attack` is the tones' rise time in seconds. */
export const createSynth = ({ gain, attack = 0.006 }: { gain: number; attack?: number }): Synth => {
  let ctx: AudioContext | null = null;
  let out: GainNode | null = null;
  let whiteNoise: AudioBuffer | null = null;

  // Browsers only start audio after a user gesture, so the context is made on the first sound a click asks for.
  const audio = (): { ctx: AudioContext; out: GainNode } | null => {
    if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
    if (!ctx) {
      ctx = new window.AudioContext();
      out = ctx.createGain();
      out.gain.value = gain;
      out.connect(ctx.destination);
    }
    if (ctx.state === 'suspended') void ctx.resume();
    return out ? { ctx, out } : null;
  };

  const tone = ({ freq, at = 0, duration, type = 'sine', gain: level = 0.5, slideTo }: ToneSpec) => {
    const a = audio();
    if (!a) return;
    const start = a.ctx.currentTime + at;
    const osc = a.ctx.createOscillator();
    const env = a.ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, start);
    if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, start + duration);
    // A fast attack and exponential release keep tones from clicking.
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(level, start + attack);
    env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    osc.connect(env).connect(a.out);
    osc.start(start);
    osc.stop(start + duration + 0.02);
  };

  const fadingBuffer = (a: AudioContext, duration: number, power: number): AudioBuffer => {
    const frames = Math.max(1, Math.floor(a.sampleRate * duration));
    const buffer = a.createBuffer(1, frames, a.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** power;
    return buffer;
  };

  const noise = ({ at = 0, duration, gain: level, freq, q, fade = 'envelope' }: NoiseSpec) => {
    const a = audio();
    if (!a) return;
    const start = a.ctx.currentTime + at;
    const src = a.ctx.createBufferSource();
    const filter = a.ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = freq;
    if (q !== undefined) filter.Q.value = q;
    const env = a.ctx.createGain();
    if (fade === 'envelope') {
      // One second of white noise, reused by every burst, started at a random point.
      whiteNoise ??= fadingBuffer(a.ctx, 1, 0);
      src.buffer = whiteNoise;
      env.gain.setValueAtTime(level, start);
      env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
      src.connect(filter).connect(env).connect(a.out);
      src.start(start, Math.random() * 0.5, duration + 0.02);
      return;
    }
    src.buffer = fadingBuffer(a.ctx, duration, fade === 'linear' ? 1 : 2);
    env.gain.value = level;
    src.connect(filter).connect(env).connect(a.out);
    src.start(start);
  };

  const close = () => {
    void ctx?.close();
    ctx = null;
    out = null;
    whiteNoise = null;
  };

  return { unlock: () => void audio(), tone, noise, close };
};

/** The page's synth: the shell's clicks and the slot games' cues share one audio context. */
export const studioSynth = createSynth({ gain: 0.35, attack: 0.008 });

/** The shell's sounds (top bar buttons). */
export const uiSound = {
  unlock: studioSynth.unlock,
  click: () => studioSynth.tone({ freq: 1400, duration: 0.05, type: 'square', gain: 0.12, slideTo: 900 }),
};
