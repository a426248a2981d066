// The PvP room's sounds, synthesised with WebAudio (no audio files ship with the studio). The page plays them
// only while the player's sound setting is on.
import type { SoundCue } from './pvp-model';

export class PvpSound {
  private ctx: AudioContext | null = null;
  private out: GainNode | null = null;

  // Browsers start audio only after a user gesture on the page; the context is made on the first sound.
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
    env.gain.exponentialRampToValueAtTime(gain, start + 0.006);
    env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    osc.connect(env).connect(a.out);
    osc.start(start);
    osc.stop(start + duration + 0.02);
  }

  /** A short filtered noise burst: the swish of a card on felt. */
  private swish(at: number, duration: number, gain: number, freq: number) {
    const a = this.audio();
    if (!a) return;
    const start = a.ctx.currentTime + at;
    const frames = Math.max(1, Math.floor(a.ctx.sampleRate * duration));
    const buffer = a.ctx.createBuffer(1, frames, a.ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 2;
    const src = a.ctx.createBufferSource();
    src.buffer = buffer;
    const filter = a.ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = freq;
    filter.Q.value = 0.9;
    const env = a.ctx.createGain();
    env.gain.value = gain;
    src.connect(filter).connect(env).connect(a.out);
    src.start(start);
  }

  /** Call inside a click so later sounds may start. */
  unlock() {
    this.audio();
  }

  click() {
    this.tone(1300, 0, 0.05, 'square', 0.08, 900);
  }

  /** The last seconds of the player's own turn. */
  tick() {
    this.tone(1900, 0, 0.04, 'square', 0.05);
  }

  error() {
    this.tone(240, 0, 0.22, 'square', 0.1, 160);
  }

  play(cue: SoundCue) {
    switch (cue) {
      case 'deal':
        for (let i = 0; i < 5; i++) this.swish(i * 0.07, 0.07, 0.5, 2600);
        break;
      case 'chip':
        this.tone(2300, 0, 0.05, 'triangle', 0.18);
        this.tone(3100, 0.04, 0.06, 'triangle', 0.12);
        break;
      case 'flip':
        this.swish(0, 0.09, 0.6, 1800);
        this.tone(700, 0.02, 0.06, 'sine', 0.12, 1100);
        break;
      case 'turn':
        this.tone(880, 0, 0.16, 'sine', 0.22);
        this.tone(1318.5, 0.12, 0.22, 'sine', 0.2);
        break;
      case 'win':
        [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => this.tone(f, i * 0.08, 0.3, 'triangle', 0.26));
        break;
      case 'lose':
        this.tone(392, 0, 0.25, 'triangle', 0.2, 330);
        this.tone(311.1, 0.2, 0.35, 'triangle', 0.18, 262);
        break;
      case 'settle':
        this.tone(660, 0, 0.2, 'sine', 0.16);
        break;
    }
  }
}
