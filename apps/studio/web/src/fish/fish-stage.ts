// The Dragon Reef stage: a requestAnimationFrame loop that owns the canvas, the scene clock, the shots in flight
// and their effects. React renders only the controls; it hands settings in through the host and gets answers back.
import type { FishGameDef, StudioLang } from '../../../src/engine/types';
import {
  StudioError,
  type FairnessState,
  type FishSceneValue,
  type Round,
  type RoundValue,
} from '../../../src/shared/api';
import { StudioApiError } from '../shared/api-client';
import { formatCurrency, parseMinor } from '../shared/money';
import { FishArt } from './fish-art';
import {
  drawBanner,
  drawBubbles,
  drawBullet,
  drawCannon,
  drawCoin,
  drawFish,
  drawFishShadow,
  drawLight,
  drawNet,
  drawReticle,
  drawRing,
  drawWinText,
  netRadius,
  type Bubble,
} from './fish-draw';
import {
  aimAngle,
  autoTarget,
  fadeIn,
  fishAt,
  fishKey,
  isFresher,
  mergeScene,
  parseShotOutcome,
  pruneScenes,
  seenFish,
  shotBet,
  wantsNextScene,
  type LiveScene,
  type SeenFish,
} from './fish-model';
import { createFishSound } from './fish-sound';
import { fishText } from './fish-text';

/** What the controls decide, read by the stage whenever it needs it (never copied per frame into React). */
export type StageSettings = {
  level: number;
  /** Minor units. */
  coinValue: number;
  sound: boolean;
  /** The balance in minor units; null when the text could not be read (the server then decides alone). */
  balance: number | null;
  currency: string;
  lang: StudioLang;
};

export type StageHost = {
  settings(): StageSettings;
  /** A shot's answer: the balance is null when a newer answer already set it; fairness is the newest known. */
  answered(round: Round, balance: string | null, fairness: FairnessState): void;
  error(code: string): void;
  autoStopped(reason: 'funds' | 'error'): void;
};

/** The two calls the stage makes (studioApi's, or a stand-in in tests). */
export type FishApi = {
  fishScene(): Promise<FishSceneValue>;
  shoot(b: { sceneId: string; fishId: string; level: number; coinValue: number }): Promise<RoundValue>;
};

type Answer = { kind: 'hit'; win: string; multiplier: number } | { kind: 'miss' } | { kind: 'void' };

type Shot = {
  sceneId: string;
  fishId: string;
  key: string;
  level: number;
  x: number;
  y: number;
  tx: number;
  ty: number;
  arrivedAt: number | null;
  answer: Answer | null;
};

type Dying = { type: string; x: number; y: number; angle: number; start: number; win: string; multiplier: number };
type Coin = { x0: number; y0: number; vx: number; vy: number; start: number; spin: number };
type Floater = { text: string; x: number; y: number; start: number; big: boolean };
type NetFx = { x: number; y: number; level: number; start: number; kind: 'miss' | 'catch' };
type RingFx = { x: number; y: number; start: number; kind: 'water' | 'shock' };

const MAX_IN_FLIGHT = 3;
const AUTO_INTERVAL_MS = 600;
const SCENE_LEAD_MS = 4000;
const BULLET_SPEED = 1500; // logical px per second
const DYING_MS = 750;
const COIN_OUT_MS = 420;
const COIN_HOME_MS = 650;
const FLOAT_MS = 1700;
const MAX_BACKING_WIDTH = 2560;
const FADE_IN_MS = 900;
const TOUCH_SLOP_CSS_PX = 12;

export class FishStage {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly art = new FishArt();
  private readonly sound = createFishSound();
  private readonly cannon: { x: number; y: number };
  private scenes: LiveScene[] = [];
  /** Fish a hit has been answered for while the shell is still on its way: no longer a target. */
  private doomed = new Set<string>();
  private shots: Shot[] = [];
  private dying: Dying[] = [];
  private coins: Coin[] = [];
  private floaters: Floater[] = [];
  private nets: NetFx[] = [];
  private rings: RingFx[] = [];
  private bubbles: Bubble[] = [];
  private pending = 0;
  private lastFairness: FairnessState | null = null;
  private angle = -Math.PI / 2;
  private recoilAt = -Infinity;
  private pointer: { x: number; y: number; hover: boolean } | null = null;
  private auto = false;
  private lastAutoAt = -Infinity;
  private fetching = false;
  private nextFetchAt = 0;
  private fetchFailures = 0;
  private artState: 'loading' | 'ready' | 'failed' = 'loading';
  private frame = 0;
  private lastNow = 0;
  private destroyed = false;
  private scale = 1;
  private readonly resizeObserver: ResizeObserver;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly game: FishGameDef,
    private readonly host: StageHost,
    private readonly api: FishApi,
  ) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas 2D is not available');
    this.ctx = ctx;
    const { width, height } = game.stage;
    this.cannon = { x: width / 2, y: height - 24 };
    for (let i = 0; i < 26; i++) {
      this.bubbles.push({
        x: (i * 977) % width,
        y: (i * 613) % height,
        r: 2 + (i % 5),
        speed: 18 + (i % 7) * 6,
        phase: i,
      });
    }
    this.resizeObserver = new ResizeObserver(() => this.resize());
    const parent = canvas.parentElement;
    if (parent) this.resizeObserver.observe(parent);
    this.listen('pointerdown', (e) => this.onPointerDown(e as PointerEvent));
    this.listen('pointermove', (e) => this.onPointerMove(e as PointerEvent));
    this.listen('pointerleave', () => {
      this.pointer = null;
    });
    this.listen('keydown', (e) => this.onKey(e as KeyboardEvent));
    this.watchPixelRatio();
    this.resize();
    void this.art.load(game.fishTypes).then(
      () => {
        if (this.destroyed) return;
        this.artState = 'ready';
        this.art.setScale(this.scale, game.fishTypes, game.stage);
      },
      () => {
        if (this.destroyed) return;
        this.artState = 'failed';
        this.host.error(StudioError.PlatformUnavailable);
      },
    );
    this.frame = requestAnimationFrame(this.tick);
  }

  destroy() {
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    for (const off of this.cleanups) off();
    this.sound.close();
  }

  setAuto(on: boolean) {
    this.auto = on;
    // The first auto shot goes out at once; the interval paces the ones after it.
    if (on) this.lastAutoAt = -Infinity;
  }

  private listen(type: string, fn: (e: Event) => void) {
    this.canvas.addEventListener(type, fn);
    this.cleanups.push(() => this.canvas.removeEventListener(type, fn));
  }

  // Moving the window to a screen with another pixel ratio changes no CSS size, so no resize reports it.
  private watchPixelRatio() {
    if (this.destroyed || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const onChange = () => {
      query.removeEventListener('change', onChange);
      this.resize();
      this.watchPixelRatio();
    };
    query.addEventListener('change', onChange);
    this.cleanups.push(() => query.removeEventListener('change', onChange));
  }

  private resize() {
    const parent = this.canvas.parentElement;
    if (!parent) return;
    const { width: sw, height: sh } = this.game.stage;
    // The largest 16:9 box inside the stage area (fish.css gives that area the page's leftover height).
    const cssW = Math.max(1, Math.floor(Math.min(parent.clientWidth, (parent.clientHeight * sw) / sh)));
    const cssH = (cssW * sh) / sw;
    this.canvas.style.width = `${cssW}px`;
    this.canvas.style.height = `${cssH}px`;
    const dpr = window.devicePixelRatio || 1;
    const backingW = Math.min(MAX_BACKING_WIDTH, Math.round(cssW * dpr));
    this.canvas.width = backingW;
    this.canvas.height = Math.round((backingW * sh) / sw);
    this.scale = backingW / sw;
    if (this.artState === 'ready') this.art.setScale(this.scale, this.game.fishTypes, this.game.stage);
  }

  private cssWidth(): number {
    return Math.max(1, this.canvas.getBoundingClientRect().width);
  }

  private toStage(e: { clientX: number; clientY: number }): { x: number; y: number } {
    const rect = this.canvas.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) / Math.max(1, rect.width)) * this.game.stage.width,
      y: ((e.clientY - rect.top) / Math.max(1, rect.height)) * this.game.stage.height,
    };
  }

  private onPointerMove(e: PointerEvent) {
    const p = this.toStage(e);
    this.pointer = { ...p, hover: e.pointerType === 'mouse' };
    if (!this.auto) this.angle = aimAngle(this.cannon, p.x, p.y);
  }

  private onPointerDown(e: PointerEvent) {
    // Until the art is drawn the member cannot see what a click would aim at, so nothing fires.
    if (e.button !== 0 || this.artState !== 'ready') return;
    const now = performance.now();
    const p = this.toStage(e);
    this.pointer = { ...p, hover: e.pointerType === 'mouse' };
    this.angle = aimAngle(this.cannon, p.x, p.y);
    const slop = e.pointerType === 'mouse' ? 0 : (TOUCH_SLOP_CSS_PX * this.game.stage.width) / this.cssWidth();
    const target = fishAt(this.targets(now), p.x, p.y, slop);
    // Open water: no fish, no bet. The ripple shows the tap was seen.
    if (!target) {
      this.rings.push({ x: p.x, y: p.y, start: now, kind: 'water' });
      return;
    }
    this.fire(target, now, false);
  }

  private onKey(e: KeyboardEvent) {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    if (e.repeat || this.artState !== 'ready') return;
    const now = performance.now();
    const target = autoTarget(this.targets(now), this.game.stage, this.cannon, 700);
    if (target) this.fire(target, now, false);
  }

  /** Fish that may be shot now: on stage, not gone and not already doomed by a hit. */
  private targets(now: number): SeenFish[] {
    return seenFish(this.game, this.scenes, now, this.doomed);
  }

  private fire(target: SeenFish, now: number, auto: boolean): boolean {
    if (this.pending >= MAX_IN_FLIGHT) return false;
    const s = this.host.settings();
    const bet = shotBet(this.game, s.level, s.coinValue);
    if (s.balance !== null && bet > s.balance) {
      if (auto) this.stopAuto('funds');
      else this.host.error(StudioError.InsufficientFunds);
      return false;
    }
    this.angle = aimAngle(this.cannon, target.x, target.y);
    this.recoilAt = now;
    const muzzle = this.muzzle(s.level);
    const shot: Shot = {
      sceneId: target.scene.id,
      fishId: target.fish.id,
      key: fishKey(target.scene.id, target.fish.id),
      level: s.level,
      x: muzzle.x,
      y: muzzle.y,
      tx: target.x,
      ty: target.y,
      arrivedAt: null,
      answer: null,
    };
    this.shots.push(shot);
    this.pending++;
    if (s.sound) this.sound.shot(s.level);
    // Both outcomes in one then(): a throw inside the answer handler must not count the shot as failed too.
    void this.api.shoot({ sceneId: shot.sceneId, fishId: shot.fishId, level: s.level, coinValue: s.coinValue }).then(
      (value) => this.onAnswer(shot, value),
      (err: unknown) => this.onShotError(shot, err),
    );
    return true;
  }

  private onAnswer(shot: Shot, value: RoundValue) {
    this.pending--;
    if (this.destroyed) return;
    const fresh = isFresher(this.lastFairness, value.fairness);
    if (fresh) this.lastFairness = value.fairness;
    this.host.answered(value.round, fresh ? value.balance : null, this.lastFairness ?? value.fairness);
    const outcome = parseShotOutcome(value.round.outcome);
    const winMinor = parseMinor(value.round.win) ?? 0;
    // The round's win is the money truth; the outcome adds the multiplier for the show.
    const hit = outcome ? outcome.hit : winMinor > 0;
    if (hit) {
      const currency = this.host.settings().currency;
      shot.answer = {
        kind: 'hit',
        win: `+${formatCurrency(winMinor, currency)}`,
        multiplier: outcome?.multiplier ?? 0,
      };
      this.doomed.add(shot.key);
    } else {
      shot.answer = { kind: 'miss' };
    }
  }

  private onShotError(shot: Shot, err: unknown) {
    this.pending--;
    shot.answer = { kind: 'void' };
    if (this.destroyed) return;
    const code = err instanceof StudioApiError ? err.errorCode : StudioError.PlatformUnavailable;
    if (code === StudioError.FishGone) {
      // The server refused before betting: nothing was charged, so the fish just stops being a target.
      this.scenes.find((sc) => sc.id === shot.sceneId)?.gone.add(shot.fishId);
      return;
    }
    this.host.error(code);
    if (this.auto) this.stopAuto(code === StudioError.InsufficientFunds ? 'funds' : 'error');
  }

  private stopAuto(reason: 'funds' | 'error') {
    if (!this.auto) return;
    this.auto = false;
    this.host.autoStopped(reason);
  }

  private muzzle(level: number): { x: number; y: number } {
    const len = 96 + level * 4;
    return { x: this.cannon.x + Math.cos(this.angle) * len, y: this.cannon.y + Math.sin(this.angle) * len };
  }

  private async fetchScene() {
    this.fetching = true;
    const sentAt = performance.now();
    try {
      const value = await this.api.fishScene();
      if (this.destroyed) return;
      const receivedAt = performance.now();
      const merged = mergeScene(this.game, this.scenes, value, sentAt, receivedAt);
      this.scenes = merged.scenes;
      this.fetchFailures = 0;
      // While the server still answers with the scene being played, ask again shortly for its successor.
      this.nextFetchAt = merged.isNew ? 0 : receivedAt + 1000;
    } catch (err) {
      if (this.destroyed) return;
      const code = err instanceof StudioApiError ? err.errorCode : StudioError.PlatformUnavailable;
      this.fetchFailures++;
      // One toast per outage, then quiet retries with a growing pause; an ended session stops asking.
      if (this.fetchFailures === 1) this.host.error(code);
      this.nextFetchAt =
        code === StudioError.Unauthorized
          ? Infinity
          : performance.now() + Math.min(15_000, 1000 * 2 ** (this.fetchFailures - 1));
    } finally {
      this.fetching = false;
    }
  }

  private readonly tick = (now: number) => {
    if (this.destroyed) return;
    this.frame = requestAnimationFrame(this.tick);
    // A tab coming back from the background must not replay seconds of motion in one step.
    const dt = Math.min(0.05, Math.max(0, (now - this.lastNow) / 1000));
    this.lastNow = now;
    if (!this.fetching && now >= this.nextFetchAt && wantsNextScene(this.scenes, now, SCENE_LEAD_MS)) {
      void this.fetchScene();
    }
    this.scenes = pruneScenes(this.scenes, now);
    const all = seenFish(this.game, this.scenes, now, new Set());
    const targets = all.filter((f) => !this.doomed.has(fishKey(f.scene.id, f.fish.id)));
    this.autoFire(targets, now);
    this.updateShots(all, now, dt);
    this.updateEffects(now, dt);
    this.draw(all, targets, now);
  };

  private autoFire(targets: SeenFish[], now: number) {
    if (!this.auto || this.artState !== 'ready') return;
    const target = autoTarget(targets, this.game.stage, this.cannon, 700);
    if (target) this.angle = aimAngle(this.cannon, target.x, target.y);
    if (!target || now - this.lastAutoAt < AUTO_INTERVAL_MS || this.pending >= MAX_IN_FLIGHT) return;
    if (this.fire(target, now, true)) this.lastAutoAt = now;
  }

  private updateShots(all: SeenFish[], now: number, dt: number) {
    const byKey = new Map(all.map((f) => [fishKey(f.scene.id, f.fish.id), f]));
    const sound = this.host.settings().sound;
    this.shots = this.shots.filter((shot) => {
      const fish = byKey.get(shot.key);
      // Shells home in on their fish; a fish that swam off leaves the shell heading for its last place.
      if (fish) {
        shot.tx = fish.x;
        shot.ty = fish.y;
      }
      if (shot.arrivedAt === null) {
        const dx = shot.tx - shot.x;
        const dy = shot.ty - shot.y;
        const d = Math.hypot(dx, dy);
        const step = BULLET_SPEED * dt;
        if (d <= step || d < 4) {
          shot.x = shot.tx;
          shot.y = shot.ty;
          shot.arrivedAt = now;
        } else {
          shot.x += (dx / d) * step;
          shot.y += (dy / d) * step;
        }
      } else {
        shot.x = shot.tx;
        shot.y = shot.ty;
      }
      if (shot.arrivedAt === null || shot.answer === null) return true;
      this.resolve(shot, fish, now, sound);
      return false;
    });
  }

  private resolve(shot: Shot, fish: SeenFish | undefined, now: number, sound: boolean) {
    const a = shot.answer;
    if (!a || a.kind === 'void') {
      this.rings.push({ x: shot.x, y: shot.y, start: now, kind: 'water' });
      return;
    }
    if (a.kind === 'miss') {
      this.nets.push({ x: shot.x, y: shot.y, level: shot.level, start: now, kind: 'miss' });
      if (sound) this.sound.miss();
      return;
    }
    this.doomed.delete(shot.key);
    this.scenes.find((sc) => sc.id === shot.sceneId)?.gone.add(shot.fishId);
    this.nets.push({ x: shot.x, y: shot.y, level: shot.level, start: now, kind: 'catch' });
    const type =
      fish?.type.id ?? this.scenes.find((sc) => sc.id === shot.sceneId)?.fish.find((f) => f.id === shot.fishId)?.type;
    this.dying.push({
      type: type ?? '',
      x: shot.x,
      y: shot.y,
      angle: fish?.angle ?? 0,
      start: now,
      win: a.win,
      multiplier: a.multiplier,
    });
    if (sound) this.sound.hit(a.multiplier);
  }

  private updateEffects(now: number, dt: number) {
    const { width, height } = this.game.stage;
    for (const b of this.bubbles) {
      b.y -= b.speed * dt;
      if (b.y < -10) {
        b.y = height + 10;
        b.x = (b.x + 331) % width;
      }
    }
    this.dying = this.dying.filter((d) => {
      if (now - d.start < DYING_MS) return true;
      this.burst(d, now);
      return false;
    });
    this.coins = this.coins.filter((c) => now - c.start < COIN_OUT_MS + COIN_HOME_MS);
    this.floaters = this.floaters.filter((f) => now - f.start < FLOAT_MS);
    this.nets = this.nets.filter((n) => now - n.start < 480);
    this.rings = this.rings.filter((r) => now - r.start < (r.kind === 'shock' ? 900 : 420));
  }

  /** A caught fish bursts into coins that fly to the cannon, and its win floats up. */
  private burst(d: Dying, now: number) {
    const count = Math.min(40, 6 + Math.round(d.multiplier / 2));
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + Math.random() * 0.5;
      const v = 160 + Math.random() * 260;
      this.coins.push({ x0: d.x, y0: d.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, start: now + i * 8, spin: i });
    }
    this.floaters.push({ text: d.win, x: d.x, y: d.y, start: now, big: d.multiplier >= 40 });
    if (d.multiplier >= 20) this.rings.push({ x: d.x, y: d.y, start: now, kind: 'shock' });
  }

  private draw(all: SeenFish[], targets: SeenFish[], now: number) {
    const ctx = this.ctx;
    const { width, height } = this.game.stage;
    ctx.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    const bg = this.art.background;
    if (bg) ctx.drawImage(bg, 0, 0, width, height);
    else {
      ctx.fillStyle = '#0a4a78';
      ctx.fillRect(0, 0, width, height);
    }
    drawLight(ctx, width, height, now);
    drawBubbles(ctx, this.bubbles, now);
    const lang = this.host.settings().lang;
    if (this.artState !== 'ready') {
      if (this.artState === 'loading') drawBanner(ctx, fishText(lang, 'fish.loading'), width, height);
      return;
    }

    for (const f of all) {
      const sprite = this.art.sprite(f.type.id);
      if (!sprite) continue;
      const alpha = fadeIn(f.scene, f.fish, now, FADE_IN_MS);
      if (alpha < 1) ctx.globalAlpha = alpha;
      drawFishShadow(ctx, f.x, f.y, f.type.radius);
      drawFish(ctx, sprite, f.x, f.y, f.angle, { phase: phaseOf(f.fish.id), now, alpha });
      ctx.globalAlpha = 1;
    }
    for (const d of this.dying) {
      const sprite = this.art.sprite(d.type);
      if (!sprite) continue;
      const p = (now - d.start) / DYING_MS;
      drawFish(ctx, sprite, d.x, d.y, d.angle, {
        phase: 0,
        now,
        spin: p * p * Math.PI * 3,
        scale: 1 - p * 0.35,
        flash: Math.sin(p * Math.PI * 8) > 0 ? 0.85 : 0.2,
        alpha: p > 0.8 ? (1 - p) * 5 : 1,
      });
    }

    const hover = this.pointer?.hover ? fishAt(targets, this.pointer.x, this.pointer.y) : null;
    if (hover) drawReticle(ctx, hover.x, hover.y, hover.type.radius, now);

    for (const shot of this.shots) {
      if (shot.arrivedAt === null) {
        drawBullet(ctx, shot.x, shot.y, Math.atan2(shot.ty - shot.y, shot.tx - shot.x), shot.level);
      } else {
        // Landed, answer still on its way: the net hovers over the fish, turning.
        drawNet(ctx, shot.x, shot.y, netRadius(shot.level) * 0.85, shot.level, { alpha: 0.85, spin: now / 400 });
      }
    }
    for (const n of this.nets) {
      const p = (now - n.start) / 480;
      if (n.kind === 'miss') {
        drawNet(ctx, n.x, n.y, netRadius(n.level) * (0.85 + p * 0.4), n.level, { alpha: 1 - p, burst: p });
      } else {
        drawNet(ctx, n.x, n.y, netRadius(n.level) * (0.85 - p * 0.45), n.level, { alpha: 1 - p * 0.7, gold: true });
      }
    }
    for (const r of this.rings) {
      if (r.kind === 'water') {
        const p = (now - r.start) / 420;
        drawRing(ctx, r.x, r.y, 8 + p * 26, 0.7 * (1 - p), '#d8f6ff', 2);
      } else {
        const p = (now - r.start) / 900;
        drawRing(ctx, r.x, r.y, 40 + p * 260, 0.8 * (1 - p), '#ffd23f', 10 * (1 - p) + 2);
      }
    }

    const level = this.host.settings().level;
    const recoil = Math.max(0, 1 - (now - this.recoilAt) / 140);
    drawCannon(ctx, this.cannon, this.angle, level, recoil, now);

    for (const c of this.coins) {
      const t = now - c.start;
      if (t < 0) continue;
      let x: number;
      let y: number;
      if (t < COIN_OUT_MS) {
        // Out and slowing: x = x0 + v·τ(1 − τ/2T) reaches v·T/2 at T.
        const s = t / 1000;
        const k = 1 - t / (2 * COIN_OUT_MS);
        x = c.x0 + c.vx * s * k;
        y = c.y0 + c.vy * s * k;
      } else {
        const half = COIN_OUT_MS / 2000;
        const sx = c.x0 + c.vx * half;
        const sy = c.y0 + c.vy * half;
        const p = Math.min(1, (t - COIN_OUT_MS) / COIN_HOME_MS);
        const e = p * p * (3 - 2 * p);
        x = sx + (this.cannon.x - sx) * e;
        y = sy + (this.cannon.y - 20 - sy) * e;
      }
      const alpha = t > COIN_OUT_MS + COIN_HOME_MS * 0.8 ? 0.5 : 1;
      drawCoin(ctx, x, y, 11, c.spin + t / 90, alpha);
    }
    for (const f of this.floaters) {
      const p = (now - f.start) / FLOAT_MS;
      const alpha = p < 0.7 ? 1 : (1 - p) / 0.3;
      const pop = p < 0.12 ? 0.6 + (p / 0.12) * 0.4 : 1;
      drawWinText(ctx, f.text, f.x, f.y - 20 - p * 80, alpha, (f.big ? 60 : 38) * pop);
    }

    const wait = this.waiting(all, now);
    if (wait) drawBanner(ctx, fishText(lang, wait), width, height * 0.8);
  }

  /** What to say while the reef is empty for want of a scene (not merely a quiet moment); null when playing. */
  private waiting(all: SeenFish[], now: number): 'fish.loading' | 'fish.reconnecting' | null {
    if (all.length > 0) return null;
    const newest = this.scenes[this.scenes.length - 1];
    if (!newest) return this.fetchFailures > 0 ? 'fish.reconnecting' : 'fish.loading';
    return now - newest.origin >= newest.durationMs ? 'fish.reconnecting' : null;
  }
}

/** A stable per-fish phase so a school does not wiggle in lockstep. */
const phaseOf = (id: string): number => {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return (h % 628) / 100;
};
