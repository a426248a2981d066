import type { Cell } from '../../../src/engine/types';
import { landingPosition, planLanding, spinPosition, symbolAt, type Landing, type ReelTarget } from './reel-motion';

type CellView = { el: HTMLDivElement; img: HTMLImageElement; id: string };

type Reel = {
  col: HTMLDivElement;
  /** rows + 1 cells: slot −1 (the partly shown one above) to rows − 1. */
  cells: CellView[];
  current: string[];
  strip: string[];
  fillerOffset: number;
  landing: (Landing & ReelTarget) | null;
  moving: boolean;
};

export type ReelSetOptions = {
  reels: number;
  rows: number;
  /** The game's reel strips (fillers are walked from them); the symbol list stands in when absent. */
  strips: string[][];
  art: (symbol: string) => string;
  initial: string[][];
  /** prefers-reduced-motion: results appear without the spin. */
  reduced: boolean;
};

/** Shortest spin before the first reel may brake, so even an instant answer looks like a spin. */
export const MIN_SPIN_MS = 650;

/**
 * Drives the reels' DOM directly (one transform per visible cell per frame) so React renders only when the
 * game's state changes, never per frame.
 */
export class ReelSet {
  private readonly reels: Reel[];
  private readonly rows: number;
  private readonly art: (symbol: string) => string;
  private readonly reduced: boolean;
  private spinStart = 0;
  private frame = 0;
  private onStop: ((reel: number) => void) | null = null;
  private settle: (() => void) | null = null;
  private readonly host: HTMLElement;

  constructor(host: HTMLElement, o: ReelSetOptions) {
    this.host = host;
    this.rows = o.rows;
    this.art = o.art;
    this.reduced = o.reduced;
    host.replaceChildren();
    this.reels = Array.from({ length: o.reels }, (_, r) => {
      const col = document.createElement('div');
      col.className = 'slot-reel';
      const cells = Array.from({ length: o.rows + 1 }, () => {
        const el = document.createElement('div');
        el.className = 'slot-cell';
        const img = document.createElement('img');
        img.className = 'slot-symbol';
        img.alt = '';
        img.draggable = false;
        img.decoding = 'async';
        el.append(img);
        col.append(el);
        return { el, img, id: '' };
      });
      host.append(col);
      const strip = o.strips[r] ?? o.initial[r] ?? [];
      const reel: Reel = {
        col,
        cells,
        current: [...(o.initial[r] ?? [])],
        strip,
        fillerOffset: (r * 7919) % Math.max(1, strip.length),
        landing: null,
        moving: false,
      };
      this.paint(reel, 0);
      return reel;
    });
  }

  /** The screen at rest, without animation (first render, a restored last round, the verify view). */
  setScreen(grid: string[][]) {
    this.stopLoop();
    this.reels.forEach((reel, r) => {
      reel.current = [...(grid[r] ?? reel.current)];
      reel.landing = null;
      reel.moving = false;
      reel.col.classList.remove('is-spinning', 'is-anticipating');
      this.paint(reel, 0);
    });
  }

  /** All reels start spinning now; they keep going until land() is called. */
  spin() {
    this.clearHighlight();
    this.spinStart = performance.now();
    for (const reel of this.reels) {
      reel.landing = null;
      reel.moving = true;
      reel.fillerOffset = (reel.fillerOffset + 17) % Math.max(1, reel.strip.length);
      reel.col.classList.add('is-spinning');
    }
    if (this.reduced) return;
    this.startLoop();
  }

  get spinning(): boolean {
    return this.reels.some((r) => r.moving);
  }

  /**
   * Brings the reels to rest on grid, left to right: reel r starts braking after the minimum spin plus
   * delays[r] ms (stagger and anticipation). Resolves once the last reel rests.
   */
  land(
    grid: string[][],
    stops: number[] | null,
    delays: number[],
    onStop: (reel: number) => void,
    anticipating: (reel: number) => boolean = () => false,
  ): Promise<void> {
    if (this.reduced || !this.reels.some((r) => r.moving)) {
      this.setScreen(grid);
      this.reels.forEach((_, r) => onStop(r));
      return Promise.resolve();
    }
    const now = performance.now() - this.spinStart;
    const base = Math.max(now, MIN_SPIN_MS);
    this.reels.forEach((reel, r) => {
      const plan = planLanding(base + (delays[r] ?? 0), this.rows);
      reel.landing = { ...plan, result: grid[r] ?? reel.current, stop: stops?.[r] ?? null };
      if (anticipating(r)) reel.col.classList.add('is-anticipating');
    });
    this.onStop = onStop;
    return new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  /** Marks winning cells (the rest dim); null clears. */
  highlight(cells: Cell[] | null) {
    this.clearHighlight();
    if (!cells || cells.length === 0) return;
    this.host.classList.add('has-wins');
    for (const [reel, row] of cells) this.reels[reel]?.cells[row + 1]?.el.classList.add('is-win');
  }

  clearHighlight() {
    this.host.classList.remove('has-wins');
    for (const reel of this.reels) for (const c of reel.cells) c.el.classList.remove('is-win');
  }

  destroy() {
    this.stopLoop();
    this.settle = null;
    this.onStop = null;
  }

  private startLoop() {
    if (this.frame) return;
    const tick = () => {
      this.frame = 0;
      const t = performance.now() - this.spinStart;
      let moving = false;
      this.reels.forEach((reel, r) => {
        if (!reel.moving) return;
        if (!reel.landing) {
          this.paint(reel, spinPosition(t));
          moving = true;
          return;
        }
        const { s, done } = landingPosition(reel.landing, t);
        if (!done) {
          this.paint(reel, s);
          moving = true;
          return;
        }
        // At rest: rebase so the result is the current screen at position 0.
        reel.current = [...reel.landing.result];
        reel.landing = null;
        reel.moving = false;
        reel.col.classList.remove('is-spinning', 'is-anticipating');
        this.paint(reel, 0);
        this.onStop?.(r);
      });
      if (moving) this.frame = requestAnimationFrame(tick);
      else this.finish();
    };
    this.frame = requestAnimationFrame(tick);
  }

  private finish() {
    const settle = this.settle;
    this.settle = null;
    this.onStop = null;
    settle?.();
  }

  private stopLoop() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.finish();
  }

  private paint(reel: Reel, s: number) {
    const base = Math.floor(s);
    const frac = s - base;
    for (let m = -1; m < this.rows; m++) {
      const view = reel.cells[m + 1]!;
      const id = symbolAt(m - base, reel.current, reel.strip, reel.fillerOffset, reel.landing);
      if (view.id !== id) {
        view.id = id;
        view.img.src = this.art(id);
        view.el.dataset.symbol = id;
      }
      view.el.style.transform = `translate3d(0, ${((m + frac) * 100).toFixed(3)}%, 0)`;
    }
  }
}
