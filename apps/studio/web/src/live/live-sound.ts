// The live tables' sound effects, synthesised with WebAudio (no audio files ship with the games). The pages call
// these only while the player's sound setting is on.

export class LiveSound {
  private ctx: AudioContext | null = null;
  private out: GainNode | null = null;
  private noiseBuffer: AudioBuffer | null = null;

  // Browsers start audio only after a user gesture, so the context is made by the first sound a click asks for.
  private audio(): { ctx: AudioContext; out: GainNode } | null {
    if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
    if (!this.ctx) {
      this.ctx = new window.AudioContext();
      this.out = this.ctx.createGain();
      this.out.gain.value = 0.32;
      this.out.connect(this.ctx.destination);
    }
    if (this.ctx.state === 'suspended') void this.ctx.resume();
    return this.out ? { ctx: this.ctx, out: this.out } : null;
  }

  private tone(freq: number, at: number, duration: number, type: OscillatorType, gain: number, slideTo?: number) {
    const a = this.audio();
    if (!a) return;
    const start = a.ctx.currentTime + at;
    const osc = a.ctx.createOscillator();
    const env = a.ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, start);
    if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, start + duration);
    // Fast attack, exponential release: no clicks at either end.
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(gain, start + 0.005);
    env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    osc.connect(env).connect(a.out);
    osc.start(start);
    osc.stop(start + duration + 0.02);
  }

  private noise(at: number, duration: number, gain: number, freq: number, q: number) {
    const a = this.audio();
    if (!a) return;
    if (!this.noiseBuffer) {
      // One second of white noise, reused by every burst.
      const frames = a.ctx.sampleRate;
      this.noiseBuffer = a.ctx.createBuffer(1, frames, a.ctx.sampleRate);
      const data = this.noiseBuffer.getChannelData(0);
      for (let i = 0; i < frames; i++) data[i] = Math.random() * 2 - 1;
    }
    const start = a.ctx.currentTime + at;
    const src = a.ctx.createBufferSource();
    src.buffer = this.noiseBuffer;
    const filter = a.ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = freq;
    filter.Q.value = q;
    const env = a.ctx.createGain();
    env.gain.setValueAtTime(gain, start);
    env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    src.connect(filter).connect(env).connect(a.out);
    src.start(start, Math.random() * 0.5);
    src.stop(start + duration + 0.02);
  }

  /** Called inside a click so later sounds may play. */
  unlock() {
    this.audio();
  }

  /** A chip set down on the felt: two clay clicks. */
  chip() {
    this.noise(0, 0.05, 0.5, 3200, 6);
    this.noise(0.035, 0.04, 0.3, 2600, 6);
  }

  /** A card slid from the shoe. */
  cardSlide() {
    this.noise(0, 0.14, 0.35, 1800, 0.8);
  }

  /** A card turned face up. */
  cardFlip() {
    this.noise(0, 0.05, 0.45, 4200, 2);
    this.tone(520, 0, 0.06, 'triangle', 0.08, 380);
  }

  /** Dice rattling in the shaker, for `seconds`. */
  rattle(seconds: number) {
    const hits = Math.max(4, Math.round(seconds * 14));
    for (let i = 0; i < hits; i++) this.noise(i * (seconds / hits), 0.04, 0.25 + Math.random() * 0.2, 2400, 4);
  }

  /** The dice landing. */
  diceLand() {
    this.tone(140, 0, 0.12, 'sine', 0.5, 70);
    this.noise(0, 0.06, 0.4, 1500, 3);
  }

  /** The ball clicking over a pocket divider. */
  ballTick() {
    this.noise(0, 0.02, 0.22, 5200, 8);
  }

  /** The ball dropping into its pocket. */
  ballDrop() {
    this.noise(0, 0.08, 0.5, 3000, 5);
    this.tone(900, 0.02, 0.12, 'triangle', 0.12, 600);
  }

  /** A short gong at "no more bets". */
  closed() {
    this.tone(392, 0, 0.6, 'sine', 0.25, 380);
    this.tone(784, 0, 0.35, 'triangle', 0.06);
  }

  /** The last seconds of the betting window. */
  countdown() {
    this.tone(1250, 0, 0.07, 'square', 0.05);
  }

  /** A win chime: longer for a bigger win relative to the stake. */
  win(level: number) {
    const notes = [523.25, 659.25, 783.99, 1046.5, 1318.51, 1567.98];
    const n = 3 + Math.min(3, level);
    for (let i = 0; i < n; i++) this.tone(notes[i]!, i * 0.08, 0.32, 'triangle', 0.28);
  }

  error() {
    this.tone(220, 0, 0.25, 'square', 0.12, 150);
  }
}

/** One instance per page: a second AudioContext would only waste the browser's audio resources. */
export const liveSound = new LiveSound();
