// Dragon Reef, the fish game. A shot's outcome is fair (one float per shot); the scene of fish is presentation only
// and may come from any source of floats.
import type { FishGameDef, FishInstance, FishType, FloatSource } from './types';

const STAGE = { width: 1280, height: 720 };

/** Small fish are fast and common, big ones slow and rare; weight is the relative chance of each spawn. */
export const DRAGON_REEF_FISH: FishType[] = [
  {
    id: 'clownfish',
    names: {
      EN: 'Clownfish',
      CN: '小丑鱼',
      VI: 'Cá hề',
      JA: 'クマノミ',
      TH: 'ปลาการ์ตูน',
      TY: 'Isdang payaso',
      ID: 'Ikan badut',
    },
    multiplier: 2,
    speed: 170,
    radius: 24,
    weight: 300,
  },
  {
    id: 'pufferfish',
    names: { EN: 'Pufferfish', CN: '河豚', VI: 'Cá nóc', JA: 'フグ', TH: 'ปลาปักเป้า', TY: 'Butete', ID: 'Ikan buntal' },
    multiplier: 3,
    speed: 150,
    radius: 28,
    weight: 220,
  },
  {
    id: 'angelfish',
    names: {
      EN: 'Angelfish',
      CN: '神仙鱼',
      VI: 'Cá thần tiên',
      JA: 'エンゼルフィッシュ',
      TH: 'ปลาเทวดา',
      TY: 'Isdang anghel',
      ID: 'Ikan angel',
    },
    multiplier: 5,
    speed: 140,
    radius: 32,
    weight: 160,
  },
  {
    id: 'turtle',
    names: { EN: 'Sea Turtle', CN: '海龟', VI: 'Rùa biển', JA: 'ウミガメ', TH: 'เต่าทะเล', TY: 'Pawikan', ID: 'Penyu' },
    multiplier: 8,
    speed: 90,
    radius: 44,
    weight: 110,
  },
  {
    id: 'lionfish',
    names: {
      EN: 'Lionfish',
      CN: '狮子鱼',
      VI: 'Cá mao tiên',
      JA: 'ミノカサゴ',
      TH: 'ปลาสิงโต',
      TY: 'Isdang leon',
      ID: 'Ikan singa',
    },
    multiplier: 10,
    speed: 110,
    radius: 42,
    weight: 90,
  },
  {
    id: 'octopus',
    names: { EN: 'Octopus', CN: '章鱼', VI: 'Bạch tuộc', JA: 'タコ', TH: 'ปลาหมึกยักษ์', TY: 'Pugita', ID: 'Gurita' },
    multiplier: 15,
    speed: 80,
    radius: 50,
    weight: 60,
  },
  {
    id: 'stingray',
    names: { EN: 'Stingray', CN: '魟鱼', VI: 'Cá đuối', JA: 'エイ', TH: 'ปลากระเบน', TY: 'Pagi', ID: 'Ikan pari' },
    multiplier: 20,
    speed: 100,
    radius: 58,
    weight: 45,
  },
  {
    id: 'shark',
    names: { EN: 'Shark', CN: '鲨鱼', VI: 'Cá mập', JA: 'サメ', TH: 'ฉลาม', TY: 'Pating', ID: 'Hiu' },
    multiplier: 40,
    speed: 85,
    radius: 72,
    weight: 25,
  },
  {
    id: 'whale',
    names: { EN: 'Whale', CN: '鲸鱼', VI: 'Cá voi', JA: 'クジラ', TH: 'วาฬ', TY: 'Balyena', ID: 'Paus' },
    multiplier: 80,
    speed: 50,
    radius: 100,
    weight: 12,
  },
  {
    id: 'golden-dragon',
    names: {
      EN: 'Golden Dragon',
      CN: '黄金龙',
      VI: 'Rồng vàng',
      JA: '黄金の龍',
      TH: 'มังกรทอง',
      TY: 'Gintong dragon',
      ID: 'Naga emas',
    },
    multiplier: 150,
    speed: 60,
    radius: 90,
    weight: 6,
  },
];

type Path = FishInstance['path'];

/** Point and tangent of a cubic Bézier at parameter u in [0, 1]. */
const bezier = (p: Path, u: number): { x: number; y: number; dx: number; dy: number } => {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = p;
  const v = 1 - u;
  const b0 = v * v * v;
  const b1 = 3 * v * v * u;
  const b2 = 3 * v * u * u;
  const b3 = u * u * u;
  const d0 = 3 * v * v;
  const d1 = 6 * v * u;
  const d2 = 3 * u * u;
  return {
    x: b0 * x0 + b1 * x1 + b2 * x2 + b3 * x3,
    y: b0 * y0 + b1 * y1 + b2 * y2 + b3 * y3,
    dx: d0 * (x1 - x0) + d1 * (x2 - x1) + d2 * (x3 - x2),
    dy: d0 * (y1 - y0) + d1 * (y2 - y1) + d2 * (y3 - y2),
  };
};

const arcLength = (p: Path): number => {
  let length = 0;
  let prev = bezier(p, 0);
  for (let i = 1; i <= 48; i++) {
    const next = bezier(p, i / 48);
    length += Math.hypot(next.x - prev.x, next.y - prev.y);
    prev = next;
  }
  return length;
};

/** The part of a Bézier from parameter u to 1, itself a cubic Bézier (de Casteljau). */
const tailFrom = (p: Path, u: number): Path => {
  const lerp = (a: number, b: number) => a + (b - a) * u;
  const [x0, y0, x1, y1, x2, y2, x3, y3] = p;
  const [ax, ay, bx, by, cx, cy] = [lerp(x0, x1), lerp(y0, y1), lerp(x1, x2), lerp(y1, y2), lerp(x2, x3), lerp(y2, y3)];
  const [dx, dy, ex, ey] = [ax + (bx - ax) * u, ay + (by - ay) * u, bx + (cx - bx) * u, by + (cy - by) * u];
  const [fx, fy] = [dx + (ex - dx) * u, dy + (ey - dy) * u];
  return [fx, fy, ex, ey, cx, cy, x3, y3];
};

const pick = (rng: FloatSource, weights: number[]): number => {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
};

const between = (rng: FloatSource, lo: number, hi: number): number => lo + (hi - lo) * rng.next();

/** A path across the stage: in from the left, the right or the top edge, out on the far side, off-stage at both ends. */
const randomPath = (rng: FloatSource, radius: number): Path => {
  const { width: W, height: H } = STAGE;
  const m = radius + 12;
  const side = rng.next();
  if (side < 0.8) {
    const fromLeft = side < 0.4;
    const xs = fromLeft ? [-m, W / 3, (2 * W) / 3, W + m] : [W + m, (2 * W) / 3, W / 3, -m];
    return [
      xs[0]!,
      between(rng, 0.12 * H, 0.88 * H),
      xs[1]!,
      between(rng, 0.05 * H, 0.95 * H),
      xs[2]!,
      between(rng, 0.05 * H, 0.95 * H),
      xs[3]!,
      between(rng, 0.12 * H, 0.88 * H),
    ];
  }
  const x0 = between(rng, 0.2 * W, 0.8 * W);
  const exitRight = rng.next() < 0.5;
  return [
    x0,
    -m,
    x0 + between(rng, -0.15 * W, 0.15 * W),
    between(rng, 0.35 * H, 0.6 * H),
    exitRight ? between(rng, 0.6 * W, 0.85 * W) : between(rng, 0.15 * W, 0.4 * W),
    between(rng, 0.5 * H, 0.95 * H),
    exitRight ? W + m : -m,
    between(rng, 0.35 * H, 0.9 * H),
  ];
};

const rounded = (p: Path): Path => p.map((v) => Math.round(v * 10) / 10) as Path;

/** Mean gap between spawns (a school counts once): keeps about 30 fish on the stage. */
const SPAWN_GAP_MS = 820;
/** The scene starts as if it had been running this long, so the stage is full at once. */
const WARM_UP_MS = 24_000;

const scene = (rng: FloatSource, durationMs: number): FishInstance[] => {
  const weights = DRAGON_REEF_FISH.map((f) => f.weight);
  const out: FishInstance[] = [];
  let t = -WARM_UP_MS;
  while (true) {
    t += -Math.log(1 - rng.next()) * SPAWN_GAP_MS;
    if (t >= durationMs) break;
    const type = DRAGON_REEF_FISH[pick(rng, weights)]!;
    const path = randomPath(rng, type.radius);
    const travel = Math.round((arcLength(path) / type.speed) * 1000);
    // Small fish swim in schools of 3–5 on the same path a little apart.
    const school = type.multiplier <= 3 ? 3 + Math.floor(rng.next() * 3) : 1;
    for (let k = 0; k < school; k++) {
      const spawnAt = Math.round(t + k * 340);
      const leaveAt = spawnAt + travel;
      // Side paths spread the school up and down; paths from the top keep it in line so no fish pops in on stage.
      const offset = path[1] < 0 ? 0 : (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * type.radius * 0.9;
      const own: Path = [...path];
      own[1] += offset;
      own[3] += offset;
      own[5] += offset;
      own[7] += offset;
      if (leaveAt <= 0 || spawnAt >= durationMs) continue;
      // A fish already swimming when the scene starts begins at t = 0 where it would have been.
      const started = spawnAt < 0 ? tailFrom(own, -spawnAt / travel) : own;
      out.push({
        id: `f${out.length}`,
        type: type.id,
        spawnAt: Math.max(0, spawnAt),
        leaveAt,
        path: rounded(started),
      });
    }
  }
  return out.sort((a, b) => a.spawnAt - b.spawnAt).map((f, i) => ({ ...f, id: `f${i}` }));
};

const fishPosition = (fish: FishInstance, t: number): { x: number; y: number; angle: number } | null => {
  if (t < fish.spawnAt || t > fish.leaveAt || fish.leaveAt <= fish.spawnAt) return null;
  const b = bezier(fish.path, (t - fish.spawnAt) / (fish.leaveAt - fish.spawnAt));
  return { x: b.x, y: b.y, angle: Math.atan2(b.dy, b.dx) };
};

const TARGET_RTP = 0.96;

export const DRAGON_REEF: FishGameDef = {
  kind: 'fish',
  code: 'dragon-reef',
  names: {
    EN: 'Dragon Reef',
    CN: '巨龙珊瑚礁',
    VI: 'Rạn San Hô Rồng',
    JA: 'ドラゴンリーフ',
    TH: 'แนวปะการังมังกร',
    TY: 'Bahura ng Dragon',
    ID: 'Karang Naga',
  },
  cannonLevels: [1, 2, 3, 5, 10],
  // The smallest bet is 1 × level 1 = 0.01.
  coinValues: [1, 2, 5, 10, 20, 50, 100],
  fishTypes: DRAGON_REEF_FISH,
  targetRtp: TARGET_RTP,
  stage: STAGE,
  scene,
  fishPosition,
  shoot(rng, fish, coinsPerShot) {
    const type = DRAGON_REEF_FISH.find((f) => f.id === fish.type);
    if (!type) throw new Error(`dragon-reef: unknown fish type ${fish.type}`);
    if (!Number.isInteger(coinsPerShot) || coinsPerShot <= 0) throw new Error('dragon-reef: coinsPerShot');
    // P(hit) = targetRtp / multiplier, so every shot returns targetRtp × its bet on average, whatever the target.
    const hit = rng.next() < TARGET_RTP / type.multiplier;
    return {
      fishId: fish.id,
      fishType: type.id,
      hit,
      multiplier: type.multiplier,
      winCoins: hit ? coinsPerShot * type.multiplier : 0,
    };
  },
};
