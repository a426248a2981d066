import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaCode, renderCaptchaPng } from './captcha-image.js';

const decode = (png: Buffer) => {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let off = 8;
  const idat: Buffer[] = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.subarray(off + 4, off + 8).toString('ascii');
    if (type === 'IDAT') idat.push(png.subarray(off + 8, off + 8 + len));
    off += 12 + len;
  }
  return { width, height, raw: inflateSync(Buffer.concat(idat)) };
};

describe('captcha image', () => {
  it('is a valid PNG of the asked size', () => {
    const { width, height, raw } = decode(renderCaptchaPng('K7QX', { width: 150, height: 50 }));
    expect([width, height]).toEqual([150, 50]);
    expect(raw.length).toBe(50 * (1 + 150 * 3));
  });

  it('is the same for the same seed and different for different text', () => {
    const seed = Buffer.from('seed');
    expect(renderCaptchaPng('K7QX', { seed }).equals(renderCaptchaPng('K7QX', { seed }))).toBe(true);
    expect(renderCaptchaPng('K7QX', { seed }).equals(renderCaptchaPng('K7QY', { seed }))).toBe(false);
  });

  it('draws ink for every character of the alphabet', () => {
    const ink = (text: string) => {
      const { width, raw } = decode(renderCaptchaPng(text, { seed: Buffer.from('same') }));
      let dark = 0;
      for (let row = 0; row * (1 + width * 3) < raw.length; row++) {
        const start = row * (1 + width * 3) + 1;
        for (let x = 0; x < width; x++) {
          const i = start + x * 3;
          if (raw[i]! + raw[i + 1]! + raw[i + 2]! < 330) dark++;
        }
      }
      return dark;
    };
    const noiseOnly = ink('');
    for (const ch of CAPTCHA_ALPHABET) expect(ink(ch.repeat(4)) - noiseOnly, ch).toBeGreaterThan(100);
  });

  it('makes codes from the alphabet only', () => {
    const code = randomCaptchaCode(5);
    expect(code).toHaveLength(5);
    expect([...code].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
  });
});
