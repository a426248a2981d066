// The roulette wheel in SVG: the wheel turns slowly all the time; while bets are closed the ball runs round the
// rim; when the pocket is drawn the ball slows, drops and settles in it. Transforms are written straight to the
// elements each frame, so React renders the wheel once.
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { pocketColour, WHEEL_ORDER } from './roads';

const SECTOR = 360 / WHEEL_ORDER.length;
const WHEEL_DEG_PER_MS = 0.02;
const BALL_SPIN_DEG_PER_MS = 0.36;
const RIM_R = 88;
const POCKET_R = 66;

const FILL = { red: '#c62834', black: '#17191e', green: '#17894f' } as const;

const point = (deg: number, r: number): [number, number] => {
  const rad = (deg * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)];
};

const sectorPath = (i: number, inner: number, outer: number): string => {
  const a0 = i * SECTOR - SECTOR / 2;
  const a1 = a0 + SECTOR;
  const [x0, y0] = point(a0, outer);
  const [x1, y1] = point(a1, outer);
  const [x2, y2] = point(a1, inner);
  const [x3, y3] = point(a0, inner);
  return `M${x0} ${y0}A${outer} ${outer} 0 0 1 ${x1} ${y1}L${x2} ${y2}A${inner} ${inner} 0 0 0 ${x3} ${y3}Z`;
};

type Mode =
  | { kind: 'rest'; pocket: number | null }
  | { kind: 'spin' }
  | { kind: 'land'; pocket: number; start: number; from: number; distance: number; duration: number };

/** Eases out like a ball losing speed: fast at first, crawling into the pocket. */
const easeOut = (x: number) => 1 - (1 - x) ** 3;

type Props = {
  /** The pocket to show (the last result), or null before any. */
  pocket: number | null;
  /** True while bets are closed and the ball runs. */
  spinning: boolean;
  /** Animate the landing on `pocket` (a result that came in live); false shows it at once. */
  animate: boolean;
  durationMs: number;
  reduced: boolean;
  onTick?: () => void;
  onLanded?: () => void;
  label: string;
};

export const RouletteWheel = ({ pocket, spinning, animate, durationMs, reduced, onTick, onLanded, label }: Props) => {
  const wheelRef = useRef<SVGGElement>(null);
  const ballRef = useRef<SVGCircleElement>(null);
  const mode = useRef<Mode>({ kind: 'rest', pocket });
  const ballAngle = useRef(0);
  const ballRadius = useRef(RIM_R);
  const wheelAngle = useRef(0);
  const tick = useEffectEvent(() => onTick?.());
  const landed = useEffectEvent(() => onLanded?.());

  // Decide what the ball does from the props: run, land (animated) or sit in a pocket.
  useEffect(() => {
    if (spinning && pocket === null) {
      mode.current = { kind: 'spin' };
      return;
    }
    if (pocket === null) {
      mode.current = { kind: 'rest', pocket: null };
      return;
    }
    if (animate && !reduced) {
      const now = performance.now();
      const duration = Math.max(1200, durationMs);
      const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
      const wheelEnd = wheelAngle.current + WHEEL_DEG_PER_MS * duration;
      const target = wheelEnd + index * SECTOR;
      const from = ballAngle.current;
      // The ball runs anticlockwise: whole turns plus whatever brings it onto the pocket at the end.
      const gap = (((from - target) % 360) + 360) % 360;
      mode.current = { kind: 'land', pocket, start: now, from, distance: 3 * 360 + gap, duration };
      return;
    }
    mode.current = { kind: 'rest', pocket };
  }, [pocket, spinning, animate, durationMs, reduced]);

  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    let lastSector = 0;
    let lastTick = 0;
    const draw = (now: number) => {
      const dt = Math.min(64, now - last);
      last = now;
      if (!reduced) wheelAngle.current = (wheelAngle.current + WHEEL_DEG_PER_MS * dt) % 360;
      const m = mode.current;
      if (m.kind === 'spin') {
        ballAngle.current -= BALL_SPIN_DEG_PER_MS * dt;
        ballRadius.current = RIM_R;
      } else if (m.kind === 'land') {
        const x = Math.min(1, (now - m.start) / m.duration);
        ballAngle.current = m.from - m.distance * easeOut(x);
        // The ball leaves the rim in the last third and bounces once on the way in.
        const drop = Math.max(0, (x - 0.62) / 0.38);
        const bounce = drop > 0 && drop < 1 ? Math.sin(drop * Math.PI * 2) * 4 * (1 - drop) : 0;
        ballRadius.current = RIM_R - (RIM_R - POCKET_R) * Math.min(1, drop * 1.4) + bounce;
        const sector = Math.floor((ballAngle.current - wheelAngle.current) / SECTOR);
        // A click per divider, but never faster than the ear separates them (the ball starts fast).
        if (sector !== lastSector && x < 0.97 && now - lastTick > 70) {
          lastTick = now;
          tick();
        }
        lastSector = sector;
        if (x >= 1) {
          mode.current = { kind: 'rest', pocket: m.pocket };
          landed();
        }
      }
      const r = mode.current;
      if (r.kind === 'rest') {
        if (r.pocket === null) ballRadius.current = -1;
        else {
          const index = WHEEL_ORDER.indexOf(r.pocket as (typeof WHEEL_ORDER)[number]);
          ballAngle.current = wheelAngle.current + index * SECTOR;
          ballRadius.current = POCKET_R;
        }
      }
      wheelRef.current?.setAttribute('transform', `rotate(${wheelAngle.current})`);
      const ball = ballRef.current;
      if (ball) {
        const [x, y] = point(ballAngle.current, Math.max(0, ballRadius.current));
        ball.setAttribute('cx', x.toFixed(2));
        ball.setAttribute('cy', y.toFixed(2));
        ball.style.visibility = ballRadius.current < 0 ? 'hidden' : 'visible';
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [reduced]);

  const sectors = useMemo(
    () =>
      WHEEL_ORDER.map((n, i) => {
        const [tx, ty] = point(i * SECTOR, 80);
        return (
          <g key={n}>
            <path d={sectorPath(i, 60, 92)} fill={FILL[pocketColour(n)]} stroke="#d9b45a" strokeWidth="0.6" />
            <text
              x={tx}
              y={ty}
              fill="#fff"
              fontSize="7.5"
              fontWeight="700"
              textAnchor="middle"
              dominantBaseline="central"
              transform={`rotate(${i * SECTOR} ${tx} ${ty})`}
            >
              {n}
            </text>
          </g>
        );
      }),
    [],
  );

  return (
    <svg className="live-wheel" viewBox="-100 -100 200 200" role="img" aria-label={label}>
      <defs>
        <radialGradient id="live-wheel-wood" cx="0" cy="0" r="100" gradientUnits="userSpaceOnUse">
          <stop offset="0.86" stopColor="#6b3a1c" />
          <stop offset="0.93" stopColor="#a8652e" />
          <stop offset="1" stopColor="#4a2410" />
        </radialGradient>
        <radialGradient id="live-wheel-cone" cx="0" cy="-10" r="64" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#e8c98a" />
          <stop offset="0.55" stopColor="#9a6a2a" />
          <stop offset="1" stopColor="#5a3414" />
        </radialGradient>
      </defs>
      <circle r="99" fill="url(#live-wheel-wood)" />
      <circle r="93" fill="#2a160a" />
      <g ref={wheelRef}>
        {sectors}
        <circle r="60" fill="url(#live-wheel-cone)" stroke="#d9b45a" strokeWidth="1.2" />
        {[0, 90, 180, 270].map((deg) => {
          const [x, y] = point(deg, 34);
          return <line key={deg} x1="0" y1="0" x2={x} y2={y} stroke="#f2d79a" strokeWidth="3" strokeLinecap="round" />;
        })}
        <circle r="9" fill="#f2d79a" stroke="#8a5a22" strokeWidth="1.5" />
      </g>
      <circle ref={ballRef} r="4.2" fill="#fdfdfd" stroke="#9aa0a8" strokeWidth="0.8" cx="0" cy={-RIM_R} />
    </svg>
  );
};
