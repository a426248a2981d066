import { createHash, randomBytes, randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Characters without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const CAPTCHA_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

/** 5x7 glyphs, one string of 35 cells per character ('#' = ink). */
const GLYPHS: Record<string, string> = {
  '3': '####.....#....#..###.....#....#####.',
  '4': '...#...##..#.#.#..#.#####...#....#.',
  '6': '..##..#...#....####.#...##...#.###.',
  '7': '#####....#...#...#...#....#....#...',
  '9': '.###.#...##...#.####....#...#..##..',
  A: '.###.#...##...########...##...##...#',
  C: '.###.#...##....#....#....#...#.###.',
  D: '####.#...##...##...##...##...#####.',
  E: '######....#....####.#....#....#####',
  F: '######....#....####.#....#....#....',
  G: '.###.#...##....#.####...##...#.####',
  H: '#...##...##...#######...##...##...#',
  J: '..###...#....#....#....##..#..##...',
  K: '#...##..#.#.#..##...#.#..#..#.#...#',
  M: '#...###.###.#.##...##...##...##...#',
  N: '#...###..##.#.##..###...##...##...#',
  P: '####.#...##...#####.#....#....#....',
  Q: '.###.#...##...##...##.#.##..#..##.#',
  R: '####.#...##...#####.#.#..#..#.#...#',
  T: '#####..#....#....#....#....#....#..',
  U: '#...##...##...##...##...##...#.###.',
  V: '#...##...##...##...##...#.#.#...#..',
  W: '#...##...##...##.#.##.#.##.#.#.#.#.',
  X: '#...##...#.#.#...#...#.#.#...##...#',
  Y: '#...##...#.#.#...#....#....#....#..',
};

export const randomCaptchaCode = (length = 4) =>
  Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A small deterministic PRNG (xorshift32) seeded from sha256, so a seed gives the same image. */
const prng = (seed: Buffer) => {
  let s = createHash('sha256').update(seed).digest().readUInt32BE(0) || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
};

/** Draws `text` as an RGB PNG with jittered, sheared glyphs and noise lines. */
export const renderCaptchaPng = (
  text: string,
  opts: { width?: number; height?: number; seed?: Buffer } = {},
): Buffer => {
  const width = opts.width ?? 120;
  const height = opts.height ?? 40;
  const rnd = prng(opts.seed ?? randomBytes(16));
  const px = Buffer.alloc(width * height * 3);
  const bg = [236 + Math.floor(rnd() * 16), 236 + Math.floor(rnd() * 16), 236 + Math.floor(rnd() * 16)];
  for (let i = 0; i < width * height; i++) px.set(bg, i * 3);
  const plot = (x: number, y: number, c: number[]) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi >= 0 && yi >= 0 && xi < width && yi < height) px.set(c, (yi * width + xi) * 3);
  };
  // Speckle noise
  for (let i = 0; i < width * height * 0.06; i++)
    plot(rnd() * width, rnd() * height, [150 + rnd() * 80, 150 + rnd() * 80, 150 + rnd() * 80].map(Math.floor));
  const cell = width / (text.length + 0.6);
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const scale = (height * 0.62) / 7 + rnd() * 0.6;
    const shear = (rnd() - 0.5) * 0.5;
    const ox = cell * (0.3 + i) + rnd() * cell * 0.25;
    const oy = (height - 7 * scale) / 2 + (rnd() - 0.5) * height * 0.2;
    const color = [Math.floor(rnd() * 110), Math.floor(rnd() * 110), Math.floor(rnd() * 110)];
    for (let gy = 0; gy < 7; gy++) {
      for (let gx = 0; gx < 5; gx++) {
        if (glyph[gy * 5 + gx] !== '#') continue;
        for (let sy = 0; sy < scale; sy += 0.5) {
          for (let sx = 0; sx < scale; sx += 0.5) {
            const y = oy + gy * scale + sy;
            plot(ox + gx * scale + sx + shear * (y - height / 2), y, color);
          }
        }
      }
    }
  });
  // Noise lines across the text
  for (let l = 0; l < 3; l++) {
    const color = [Math.floor(rnd() * 140), Math.floor(rnd() * 140), Math.floor(rnd() * 140)];
    const y0 = rnd() * height;
    const y1 = rnd() * height;
    const amp = rnd() * 6;
    for (let x = 0; x < width; x += 0.5) plot(x, y0 + ((y1 - y0) * x) / width + Math.sin(x / 9) * amp, color);
  }
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0;
    px.copy(raw, y * (1 + width * 3) + 1, y * width * 3, (y + 1) * width * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
