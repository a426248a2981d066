// Dragon Reef's client-side state rules, kept free of the DOM so they can be tested: the scene clock, which fish
// a click or the auto-aim picks, when to ask for the next scene and which server answer is the freshest.
import type { FishGameDef, FishInstance, FishShotOutcome, FishType } from '../../../src/engine/types';
import type { FairnessState, FishSceneValue } from '../../../src/shared/api';

/** A scene as the page plays it: the server's fish on a local clock. */
export type LiveScene = {
  id: string;
  durationMs: number;
  /** The local clock reading (performance.now()) at which the scene's own clock read 0. */
  origin: number;
  fish: FishInstance[];
  /** Fish that can no longer be shot: caught (by the server's word or ours) or refused as gone. */
  gone: Set<string>;
  /** When the last fish leaves, in scene time; the scene is drawn until then even past durationMs. */
  lastLeave: number;
  /**
   * Fish of a follow-on scene that were already mid-stage when it arrived while the previous scene still swam:
   * never drawn nor offered, so the reef does not suddenly double (scenes start with the stage full).
   */
  held: Set<string>;
  /** Local time a follow-on scene arrived onto an empty reef (its fish fade in from then); null otherwise. */
  arrivedAt: number | null;
};

/** A fish on screen right now. */
export type SeenFish = {
  scene: LiveScene;
  fish: FishInstance;
  type: FishType;
  x: number;
  y: number;
  angle: number;
  /** Scene time of this sighting. */
  t: number;
};

// Half a round trip is the usual estimate of how old the server's clock reading is on arrival; a stalled request
// must not push the clock far ahead, so the correction is capped.
const MAX_LATENCY_CORRECTION_MS = 500;

/** Places a scene answer on the local clock: receivedAt and sentAt are performance.now() readings. */
export const sceneOrigin = (elapsed: number, sentAt: number, receivedAt: number): number => {
  const oneWay = Math.min(Math.max(0, (receivedAt - sentAt) / 2), MAX_LATENCY_CORRECTION_MS);
  return receivedAt - elapsed - oneWay;
};

const toInstance = (f: FishSceneValue['fish'][number]): FishInstance => {
  const p = f.path;
  return {
    id: f.id,
    type: f.type,
    spawnAt: f.spawnAt,
    leaveAt: f.leaveAt,
    path: [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0, p[4] ?? 0, p[5] ?? 0, p[6] ?? 0, p[7] ?? 0],
  };
};

/**
 * Merges a scene answer into the scenes being played. A scene already known is re-aligned (the clock drifts, and
 * a tab that slept has a stale origin) and learns its newly caught fish; a new scene is appended so the old one's
 * fish can finish swimming while the new one's swim in from the edges: that overlap is the seamless handover.
 */
export const mergeScene = (
  game: FishGameDef,
  scenes: LiveScene[],
  value: FishSceneValue,
  sentAt: number,
  receivedAt: number,
): { scenes: LiveScene[]; isNew: boolean } => {
  const origin = sceneOrigin(value.elapsed, sentAt, receivedAt);
  const known = scenes.find((s) => s.id === value.sceneId);
  if (known) {
    known.origin = origin;
    for (const id of value.caught) known.gone.add(id);
    return { scenes, isNew: false };
  }
  const fish = value.fish.map(toInstance);
  const prev = scenes[scenes.length - 1];
  const handover = prev !== undefined && sceneTime(prev, receivedAt) < prev.lastLeave;
  const arrival = receivedAt - origin;
  const held = new Set(
    handover ? fish.filter((f) => f.spawnAt <= arrival && onStage(game, f, arrival)).map((f) => f.id) : [],
  );
  const scene: LiveScene = {
    id: value.sceneId,
    durationMs: value.durationMs,
    origin,
    fish,
    gone: new Set(value.caught),
    held,
    lastLeave: fish.reduce((end, f) => Math.max(end, f.leaveAt), 0),
    arrivedAt: prev !== undefined && !handover ? receivedAt : null,
  };
  return { scenes: [...scenes, scene], isNew: true };
};

export const sceneTime = (scene: LiveScene, now: number): number => now - scene.origin;

/** Whether any of a fish's hit circle is on the stage at scene time t. */
export const onStage = (game: FishGameDef, fish: FishInstance, t: number): boolean => {
  const p = game.fishPosition(fish, t);
  const r = game.fishTypes.find((ft) => ft.id === fish.type)?.radius ?? 0;
  const { width, height } = game.stage;
  return p !== null && p.x > -r && p.x < width + r && p.y > -r && p.y < height + r;
};

/**
 * Opacity of a fish of a scene that arrived after the reef had emptied (a tab back from the background, a slow
 * answer): its fish would pop up mid-stage, so they fade in. Fish that enter later come in from off-stage anyway.
 */
export const fadeIn = (scene: LiveScene, fish: FishInstance, now: number, fadeMs: number): number => {
  if (scene.arrivedAt === null) return 1;
  const from = Math.max(scene.arrivedAt, scene.origin + fish.spawnAt);
  return Math.min(1, Math.max(0, (now - from) / fadeMs));
};

/** True when the newest scene is close enough to its end that its successor should be asked for. */
export const wantsNextScene = (scenes: readonly LiveScene[], now: number, leadMs: number): boolean => {
  const newest = scenes[scenes.length - 1];
  return !newest || sceneTime(newest, now) >= newest.durationMs - leadMs;
};

/** Drops scenes whose time and fish are over; the newest scene always stays (its successor may be late). */
export const pruneScenes = (scenes: LiveScene[], now: number): LiveScene[] =>
  scenes.filter((s, i) => i === scenes.length - 1 || sceneTime(s, now) < Math.max(s.durationMs, s.lastLeave));

/** Every fish on the stage now, excluding gone ones and the keys in `skip` (fish already doomed by a hit). */
export const seenFish = (
  game: FishGameDef,
  scenes: readonly LiveScene[],
  now: number,
  skip: ReadonlySet<string>,
): SeenFish[] => {
  const types = new Map(game.fishTypes.map((ft) => [ft.id, ft]));
  const out: SeenFish[] = [];
  for (const scene of scenes) {
    const t = sceneTime(scene, now);
    for (const fish of scene.fish) {
      if (
        t < fish.spawnAt ||
        t > fish.leaveAt ||
        scene.gone.has(fish.id) ||
        scene.held.has(fish.id) ||
        skip.has(fishKey(scene.id, fish.id))
      ) {
        continue;
      }
      const type = types.get(fish.type);
      const pos = type ? game.fishPosition(fish, t) : null;
      if (type && pos) out.push({ scene, fish, type, x: pos.x, y: pos.y, angle: pos.angle, t });
    }
  }
  return out;
};

/** A fish's identity across scenes (fish ids are only unique inside their scene). */
export const fishKey = (sceneId: string, fishId: string): string => `${sceneId}\u0000${fishId}`;

/**
 * The fish whose hit circle contains the point, nearest centre first; null when the point is open water. `slop`
 * widens the circles for fingers (a small fish is a dozen CSS pixels wide on a phone): a fish whose own circle
 * holds the point still wins over one merely within reach.
 */
export const fishAt = (fish: readonly SeenFish[], x: number, y: number, slop = 0): SeenFish | null => {
  let best: SeenFish | null = null;
  let bestMiss = Infinity;
  let bestDist = Infinity;
  for (const f of fish) {
    const d = Math.hypot(f.x - x, f.y - y);
    if (d > f.type.radius + slop) continue;
    const miss = Math.max(0, d - f.type.radius);
    if (miss < bestMiss || (miss === bestMiss && d < bestDist)) {
      best = f;
      bestMiss = miss;
      bestDist = d;
    }
  }
  return best;
};

/**
 * The auto-aim's target: the highest multiplier among fish fully on the stage that will not leave before a shot
 * lands; ties go to the fish nearest the cannon (the shortest flight).
 */
export const autoTarget = (
  fish: readonly SeenFish[],
  stage: { width: number; height: number },
  cannon: { x: number; y: number },
  minStayMs: number,
): SeenFish | null => {
  let best: SeenFish | null = null;
  let bestDist = Infinity;
  for (const f of fish) {
    const r = f.type.radius;
    const inside = f.x >= r && f.x <= stage.width - r && f.y >= r && f.y <= stage.height - r;
    if (!inside || f.fish.leaveAt - f.t < minStayMs) continue;
    const d = Math.hypot(f.x - cannon.x, f.y - cannon.y);
    if (
      !best ||
      f.type.multiplier > best.type.multiplier ||
      (f.type.multiplier === best.type.multiplier && d < bestDist)
    ) {
      best = f;
      bestDist = d;
    }
  }
  return best;
};

/** Coins per shot of a cannon level (1-based); the lowest level when the level is out of range. */
export const levelCoins = (game: FishGameDef, level: number): number =>
  game.cannonLevels[level - 1] ?? game.cannonLevels[0] ?? 1;

/** The bet of one shot in minor units: coinValue (minor units) × coins per shot. */
export const shotBet = (game: FishGameDef, level: number, coinValue: number): number =>
  coinValue * levelCoins(game, level);

/** The engine's FishShotOutcome out of a round's untyped outcome; null when it does not have that shape. */
export const parseShotOutcome = (outcome: unknown): FishShotOutcome | null => {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const o = outcome as Record<string, unknown>;
  if (
    typeof o.fishId !== 'string' ||
    typeof o.fishType !== 'string' ||
    typeof o.hit !== 'boolean' ||
    typeof o.multiplier !== 'number' ||
    typeof o.winCoins !== 'number'
  ) {
    return null;
  }
  return { fishId: o.fishId, fishType: o.fishType, hit: o.hit, multiplier: o.multiplier, winCoins: o.winCoins };
};

/**
 * Whether a shot's answer is newer than the last one applied. Up to three shots are in flight and their answers may
 * arrive out of order; the server numbers rounds with the fairness nonce, so only a higher nonce (or a new seed
 * pair, whose nonces restart) may overwrite the balance shown.
 */
export const isFresher = (last: FairnessState | null, next: FairnessState): boolean =>
  !last || next.serverSeedHash !== last.serverSeedHash || next.nonce > last.nonce;

/** The cannon's angle toward a point, kept pointing into the water above it (canvas angles, y down). */
export const aimAngle = (cannon: { x: number; y: number }, x: number, y: number): number => {
  const a = Math.atan2(y - cannon.y, x - cannon.x);
  const min = -Math.PI + 0.12;
  const max = -0.12;
  // Points below the cannon's pivot fold to the nearer side rather than flipping across.
  if (a > 0) return a > Math.PI / 2 ? min : max;
  return Math.min(max, Math.max(min, a));
};
