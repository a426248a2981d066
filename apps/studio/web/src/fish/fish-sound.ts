// Dragon Reef's sound effects, synthesised with WebAudio (no audio files ship with the game). The stage calls
// these only while the player's sound setting is on.

export class FishSound {
  private ctx: AudioContext | null = null;
  private out: GainNode | null = null;
  private noiseBuffer: AudioBuffer | null = null;

  // Browsers start audio only inside a user gesture, so the context is made on the first click that sounds.
  private audio(): { ctx: AudioContext; out: GainNode } | null {
    if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
    if (!this.ctx) {
      this.ctx = new window.AudioContext();
      this.out = this.ctx.createGain();
      this.out.gain.value = 0.3;
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
    env.gain.exponentialRampToValueAtTime(gain, start + 0.006);
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
    src.start(start, Math.random() * 0.5, duration + 0.02);
  }

  /** The cannon firing: a watery thump that gets deeper with the cannon level (1–5). */
  shot(level: number) {
    const base = 340 - level * 30;
    this.tone(base, 0, 0.16, 'triangle', 0.35, base * 0.35);
    this.noise(0, 0.12, 0.3, 1600, 0.8);
  }

  /** A net closing on a fish that got away: a bubbly pop. */
  miss() {
    this.tone(520, 0, 0.09, 'sine', 0.18, 900);
    this.noise(0.02, 0.1, 0.12, 3000, 2);
  }

  /** A catch: a coin chime whose run of notes lengthens with the multiplier. */
  hit(multiplier: number) {
    // A major pentatonic run: any prefix of it sounds resolved.
    const ladder = [880, 987.77, 1108.73, 1318.51, 1479.98, 1760, 1975.53, 2217.46];
    const notes = Math.min(ladder.length, 2 + Math.round(Math.log2(Math.max(1, multiplier))));
    for (let i = 0; i < notes; i++) {
      const f = ladder[i] ?? 1760;
      this.tone(f, i * 0.06, 0.28, 'triangle', 0.22);
      this.tone(f * 2, i * 0.06, 0.12, 'sine', 0.06);
    }
    if (multiplier >= 40) this.tone(110, 0, 0.9, 'sawtooth', 0.08, 220);
  }

  close() {
    void this.ctx?.close();
    this.ctx = null;
    this.out = null;
    this.noiseBuffer = null;
  }
}
