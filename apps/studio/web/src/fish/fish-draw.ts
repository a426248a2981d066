// Canvas painting for Dragon Reef, in logical stage units (the stage's transform maps 1280×720 onto the canvas).
// Everything here is drawn in code, so the cannon, nets, coins and effects need no image files.
import type { Sprite } from './fish-art';

type Ctx = CanvasRenderingContext2D;

const TAU = Math.PI * 2;
export const FONT = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif';

/** Barrel colours of cannon levels 1–5: a glance tells the level. */
const LEVEL_COLOURS = [
  { body: '#2bb3a3', dark: '#0f5d56', glow: '#8ff5e8' },
  { body: '#3a7bd5', dark: '#163d7a', glow: '#9cc8ff' },
  { body: '#8e4fd6', dark: '#45207a', glow: '#d9b8ff' },
  { body: '#d6455d', dark: '#6e1526', glow: '#ffb3c0' },
  { body: '#f0b429', dark: '#7a5200', glow: '#fff0a8' },
] as const;

export const levelColours = (level: number) =>
  LEVEL_COLOURS[Math.min(LEVEL_COLOURS.length, Math.max(1, level)) - 1] ?? LEVEL_COLOURS[0];

/** A fish facing its heading; fish swimming left are mirrored rather than turned upside down. */
export const drawFish = (
  ctx: Ctx,
  sprite: Sprite,
  x: number,
  y: number,
  angle: number,
  opts: { phase: number; now: number; flash?: number; scale?: number; spin?: number; alpha?: number },
) => {
  const sway = Math.sin(opts.now / 220 + opts.phase) * 0.06;
  const stretch = 1 + Math.sin(opts.now / 160 + opts.phase) * 0.025;
  const scale = opts.scale ?? 1;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle + sway + (opts.spin ?? 0));
  if (Math.cos(angle) < 0) ctx.scale(1, -1);
  ctx.scale(scale * stretch, scale);
  if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
  const w = sprite.width;
  const h = sprite.height;
  ctx.drawImage(sprite.image, -w / 2, -h / 2, w, h);
  if (opts.flash && opts.flash > 0) {
    ctx.globalAlpha = Math.min(1, opts.flash) * (opts.alpha ?? 1);
    ctx.drawImage(sprite.flash, -w / 2, -h / 2, w, h);
  }
  ctx.restore();
};

/** A soft shadow under a fish on the sea floor's light, so fish stand out from the reef. */
export const drawFishShadow = (ctx: Ctx, x: number, y: number, radius: number) => {
  ctx.save();
  ctx.fillStyle = 'rgba(2, 16, 36, 0.22)';
  ctx.beginPath();
  ctx.ellipse(x + radius * 0.15, y + radius * 0.55, radius * 0.95, radius * 0.32, 0, 0, TAU);
  ctx.fill();
  ctx.restore();
};

/** Slowly swaying light shafts over the reef. */
export const drawLight = (ctx: Ctx, width: number, height: number, now: number) => {
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 3; i++) {
    const sway = Math.sin(now / (2600 + i * 700) + i * 2) * 60;
    const x = width * (0.2 + i * 0.3) + sway;
    const g = ctx.createLinearGradient(0, 0, 0, height * 0.8);
    g.addColorStop(0, 'rgba(160, 235, 255, 0.10)');
    g.addColorStop(1, 'rgba(160, 235, 255, 0)');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(x - 30, 0);
    ctx.lineTo(x + 40, 0);
    ctx.lineTo(x + 140 + sway, height * 0.8);
    ctx.lineTo(x - 20 + sway, height * 0.8);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
};

export type Bubble = { x: number; y: number; r: number; speed: number; phase: number };

export const drawBubbles = (ctx: Ctx, bubbles: readonly Bubble[], now: number) => {
  ctx.save();
  ctx.strokeStyle = 'rgba(220, 248, 255, 0.45)';
  ctx.fillStyle = 'rgba(220, 248, 255, 0.08)';
  ctx.lineWidth = 1.5;
  for (const b of bubbles) {
    const x = b.x + Math.sin(now / 700 + b.phase) * 6;
    ctx.beginPath();
    ctx.arc(x, b.y, b.r, 0, TAU);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
};

/** The cannon at the bottom centre: a bronze turret with a barrel whose size and colour follow the level. */
export const drawCannon = (
  ctx: Ctx,
  pivot: { x: number; y: number },
  angle: number,
  level: number,
  recoil: number,
  now: number,
) => {
  const c = levelColours(level);
  const barrelW = 26 + level * 4;
  const barrelL = 96 + level * 4;
  ctx.save();
  ctx.translate(pivot.x, pivot.y);

  ctx.save();
  ctx.rotate(angle);
  ctx.translate(-recoil * 14, 0);
  const g = ctx.createLinearGradient(0, -barrelW / 2, 0, barrelW / 2);
  g.addColorStop(0, c.glow);
  g.addColorStop(0.35, c.body);
  g.addColorStop(1, c.dark);
  ctx.fillStyle = g;
  ctx.strokeStyle = '#1a1206';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(0, -barrelW / 2);
  ctx.lineTo(barrelL, -barrelW / 2 + 3);
  ctx.lineTo(barrelL, barrelW / 2 - 3);
  ctx.lineTo(0, barrelW / 2);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // Muzzle ring and bands: one band per level.
  ctx.fillStyle = '#e8c66a';
  ctx.fillRect(barrelL - 12, -barrelW / 2 - 3, 14, barrelW + 6);
  ctx.strokeRect(barrelL - 12, -barrelW / 2 - 3, 14, barrelW + 6);
  for (let i = 0; i < level; i++) {
    ctx.fillStyle = 'rgba(255, 240, 190, 0.75)';
    ctx.fillRect(34 + i * 9, -barrelW / 2 + 2, 4, barrelW - 4);
  }
  if (recoil > 0.4) {
    ctx.globalCompositeOperation = 'lighter';
    const flash = ctx.createRadialGradient(barrelL + 10, 0, 0, barrelL + 10, 0, 40);
    flash.addColorStop(0, `rgba(255, 250, 210, ${recoil})`);
    flash.addColorStop(1, 'rgba(255, 250, 210, 0)');
    ctx.fillStyle = flash;
    ctx.beginPath();
    ctx.arc(barrelL + 10, 0, 40, 0, TAU);
    ctx.fill();
  }
  ctx.restore();

  // The turret over the barrel's root.
  const base = ctx.createRadialGradient(-14, -20, 6, 0, 0, 74);
  base.addColorStop(0, '#ffe29a');
  base.addColorStop(0.5, '#c98b2b');
  base.addColorStop(1, '#6b4310');
  ctx.fillStyle = base;
  ctx.strokeStyle = '#2a1a05';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(0, 20, 74, Math.PI, TAU);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = c.body;
  ctx.beginPath();
  ctx.arc(0, 0, 30, 0, TAU);
  ctx.fill();
  ctx.stroke();
  const pulse = 0.5 + 0.5 * Math.sin(now / 300);
  ctx.fillStyle = c.glow;
  ctx.globalAlpha = 0.5 + pulse * 0.4;
  ctx.beginPath();
  ctx.arc(0, 0, 12, 0, TAU);
  ctx.fill();
  ctx.restore();
};

/** A shell in flight: a glowing pearl with a short wake. */
export const drawBullet = (ctx: Ctx, x: number, y: number, angle: number, level: number) => {
  const c = levelColours(level);
  const r = 7 + level * 1.5;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const wake = ctx.createLinearGradient(-r * 6, 0, 0, 0);
  wake.addColorStop(0, 'rgba(255, 255, 255, 0)');
  wake.addColorStop(1, c.glow);
  ctx.fillStyle = wake;
  ctx.beginPath();
  ctx.moveTo(-r * 6, 0);
  ctx.lineTo(0, -r * 0.8);
  ctx.lineTo(0, r * 0.8);
  ctx.closePath();
  ctx.fill();
  const g = ctx.createRadialGradient(-r * 0.3, -r * 0.3, 1, 0, 0, r);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(0.5, c.glow);
  g.addColorStop(1, c.body);
  ctx.fillStyle = g;
  ctx.strokeStyle = c.dark;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, TAU);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
};

/** Net radius on the stage for a cannon level. */
export const netRadius = (level: number) => 40 + level * 7;

/**
 * A fishing net: a ring with spokes and rings of mesh. `burst` (0..1) tears it outward (a miss); `spin` turns
 * it while it waits for the server's answer.
 */
export const drawNet = (
  ctx: Ctx,
  x: number,
  y: number,
  radius: number,
  level: number,
  opts: { alpha: number; burst?: number; spin?: number; gold?: boolean },
) => {
  const c = levelColours(level);
  const burst = opts.burst ?? 0;
  const spokes = 10;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(opts.spin ?? 0);
  ctx.globalAlpha = opts.alpha;
  ctx.strokeStyle = opts.gold ? '#ffe27a' : c.glow;
  ctx.lineWidth = 2.5;
  ctx.fillStyle = opts.gold ? 'rgba(255, 214, 90, 0.18)' : 'rgba(210, 245, 255, 0.12)';
  if (burst === 0) {
    ctx.beginPath();
    ctx.arc(0, 0, radius, 0, TAU);
    ctx.fill();
  }
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * TAU;
    const push = burst * radius * 0.6;
    const ox = Math.cos(a) * push;
    const oy = Math.sin(a) * push;
    ctx.beginPath();
    ctx.moveTo(ox * 0.3, oy * 0.3);
    ctx.lineTo(Math.cos(a) * radius + ox, Math.sin(a) * radius + oy);
    ctx.stroke();
    // Mesh: arcs between neighbouring spokes, which drift apart as the net tears.
    for (const f of [0.45, 0.75, 1]) {
      ctx.beginPath();
      ctx.arc(ox, oy, radius * f, a + burst * 0.2, a + TAU / spokes - burst * 0.2);
      ctx.stroke();
    }
  }
  ctx.restore();
};

/** A gold coin turning about its vertical axis. */
export const drawCoin = (ctx: Ctx, x: number, y: number, r: number, spin: number, alpha: number) => {
  const squash = Math.max(0.15, Math.abs(Math.cos(spin)));
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.scale(squash, 1);
  const g = ctx.createRadialGradient(-r * 0.35, -r * 0.35, 1, 0, 0, r);
  g.addColorStop(0, '#fff6c2');
  g.addColorStop(0.55, '#ffc928');
  g.addColorStop(1, '#b7780a');
  ctx.fillStyle = g;
  ctx.strokeStyle = '#7a4d00';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, TAU);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = 'rgba(122, 77, 0, 0.7)';
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.6, 0, TAU);
  ctx.stroke();
  ctx.restore();
};

/** A win amount floating up from a catch. */
export const drawWinText = (ctx: Ctx, text: string, x: number, y: number, alpha: number, size: number) => {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.font = `800 ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size / 5;
  ctx.strokeStyle = '#4a2a00';
  ctx.strokeText(text, x, y);
  const g = ctx.createLinearGradient(0, y - size / 2, 0, y + size / 2);
  g.addColorStop(0, '#fff8c8');
  g.addColorStop(0.5, '#ffd23f');
  g.addColorStop(1, '#f08c00');
  ctx.fillStyle = g;
  ctx.fillText(text, x, y);
  ctx.restore();
};

/** An expanding ring: a big catch's shockwave, or the ripple of a tap on open water. */
export const drawRing = (ctx: Ctx, x: number, y: number, r: number, alpha: number, colour: string, width: number) => {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.stroke();
  ctx.restore();
};

/** The lock-on marker over the fish under the pointer. */
export const drawReticle = (ctx: Ctx, x: number, y: number, r: number, now: number) => {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(now / 900);
  ctx.strokeStyle = 'rgba(255, 236, 150, 0.9)';
  ctx.lineWidth = 3;
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * TAU;
    ctx.beginPath();
    ctx.arc(0, 0, r + 6, a + 0.25, a + TAU / 4 - 0.25);
    ctx.stroke();
  }
  ctx.restore();
};

/** A line of text across the stage's middle (loading and waiting states). */
export const drawBanner = (ctx: Ctx, text: string, width: number, height: number) => {
  ctx.save();
  ctx.font = `600 30px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const w = Math.min(width - 40, ctx.measureText(text).width + 64);
  ctx.fillStyle = 'rgba(4, 24, 48, 0.7)';
  ctx.beginPath();
  ctx.roundRect((width - w) / 2, height / 2 - 32, w, 64, 32);
  ctx.fill();
  ctx.fillStyle = '#e6f7ff';
  ctx.fillText(text, width / 2, height / 2, width - 80);
  ctx.restore();
};
