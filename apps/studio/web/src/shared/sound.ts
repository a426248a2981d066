// Every sound of the studio pages is synthesised with WebAudio: no audio files ship with the games.

type Tone = {
  freq: number;
  /** Seconds from now. */
  at?: number;
  duration: number;
  type?: OscillatorType;
  gain?: number;
  /** Frequency the tone glides to by its end. */
  slideTo?: number;
};

let context: AudioContext | null = null;
let master: GainNode | null = null;

// Browsers only start audio after a user gesture, so the context is made on the first sound a click asks for.
const audio = (): { ctx: AudioContext; out: GainNode } | null => {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  if (!context) {
    context = new window.AudioContext();
    master = context.createGain();
    master.gain.value = 0.35;
    master.connect(context.destination);
  }
  if (context.state === 'suspended') void context.resume();
  return master ? { ctx: context, out: master } : null;
};

const tone = ({ freq, at = 0, duration, type = 'sine', gain = 0.5, slideTo }: Tone) => {
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
  env.gain.exponentialRampToValueAtTime(gain, start + 0.008);
  env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(env).connect(a.out);
  osc.start(start);
  osc.stop(start + duration + 0.02);
};

const noise = (at: number, duration: number, gain: number, filterFreq: number) => {
  const a = audio();
  if (!a) return;
  const start = a.ctx.currentTime + at;
  const frames = Math.max(1, Math.floor(a.ctx.sampleRate * duration));
  const buffer = a.ctx.createBuffer(1, frames, a.ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames);
  const src = a.ctx.createBufferSource();
  src.buffer = buffer;
  const filter = a.ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = filterFreq;
  const env = a.ctx.createGain();
  env.gain.value = gain;
  src.connect(filter).connect(env).connect(a.out);
  src.start(start);
};

// A major pentatonic ladder: any run of these notes sounds pleasant, whatever the win size.
const LADDER = [523.25, 587.33, 659.25, 783.99, 880, 1046.5, 1174.66, 1318.51, 1567.98, 1760];

/** The studio's sound effects; callers check the player's sound setting before playing. */
export const sfx = {
  /** Creates the audio context inside a user gesture so later sounds may play. */
  unlock: () => void audio(),
  click: () => tone({ freq: 1400, duration: 0.05, type: 'square', gain: 0.12, slideTo: 900 }),
  spinStart: () => {
    noise(0, 0.18, 0.25, 1800);
    tone({ freq: 180, duration: 0.2, type: 'triangle', gain: 0.25, slideTo: 360 });
  },
  reelStop: (reel: number) => {
    tone({ freq: 120 - reel * 6, duration: 0.12, type: 'sine', gain: 0.6, slideTo: 55 });
    noise(0, 0.05, 0.35, 2400);
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
