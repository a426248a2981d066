// Provably fair randomness: SHA-256 and HMAC-SHA256 in plain TypeScript so the browser's fairness page can
// re-compute a round synchronously, and the byte → float mapping every game draws from.
import type { FloatSource } from './types';

/** HMAC-SHA256 of message under key (both UTF-8 text), as raw bytes. */
export type HmacFn = (key: string, message: string) => Uint8Array;

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = new Uint32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

// One message schedule buffer is reused: the engine is single-threaded and compress() never re-enters.
const W = new Uint32Array(64);

/** Folds one 64-byte block of data (from offset) into state. */
const compress = (state: Uint32Array, data: Uint8Array, offset: number): void => {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    W[i] = ((data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!) >>> 0;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) >>> 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) >>> 0;
  state[1] = (state[1]! + b) >>> 0;
  state[2] = (state[2]! + c) >>> 0;
  state[3] = (state[3]! + d) >>> 0;
  state[4] = (state[4]! + e) >>> 0;
  state[5] = (state[5]! + f) >>> 0;
  state[6] = (state[6]! + g) >>> 0;
  state[7] = (state[7]! + h) >>> 0;
};

// Scratch for finish(): the padded tail block(s) and the running state. Never re-entered, so shared.
const TAIL = new Uint8Array(128);
const STATE = new Uint32Array(8);

/**
 * Finishes a SHA-256 whose first prefixBytes (a multiple of 64) are already folded into midstate: hashes
 * data[0, length) after them, pads with the total length and writes the 32-byte digest into out.
 * HMAC reuses the key's midstates this way.
 */
const finish = (
  midstate: Uint32Array,
  prefixBytes: number,
  data: Uint8Array,
  length: number,
  out: Uint8Array,
): Uint8Array => {
  const state = STATE;
  state.set(midstate);
  const full = length - (length % 64);
  for (let off = 0; off < full; off += 64) compress(state, data, off);
  const rest = length - full;
  const end = rest < 56 ? 64 : 128;
  const tail = TAIL;
  for (let i = 0; i < rest; i++) tail[i] = data[full + i]!;
  tail[rest] = 0x80;
  tail.fill(0, rest + 1, end);
  const bits = (prefixBytes + length) * 8;
  // The bit length is a 64-bit big-endian integer; messages here are far below 2^53 bits.
  const hi = Math.floor(bits / 0x100000000);
  const lo = bits >>> 0;
  tail[end - 8] = hi >>> 24;
  tail[end - 7] = (hi >>> 16) & 0xff;
  tail[end - 6] = (hi >>> 8) & 0xff;
  tail[end - 5] = hi & 0xff;
  tail[end - 4] = lo >>> 24;
  tail[end - 3] = (lo >>> 16) & 0xff;
  tail[end - 2] = (lo >>> 8) & 0xff;
  tail[end - 1] = lo & 0xff;
  for (let off = 0; off < end; off += 64) compress(state, tail, off);
  for (let i = 0; i < 8; i++) {
    const v = state[i]!;
    out[i * 4] = v >>> 24;
    out[i * 4 + 1] = (v >>> 16) & 0xff;
    out[i * 4 + 2] = (v >>> 8) & 0xff;
    out[i * 4 + 3] = v & 0xff;
  }
  return out;
};

const encoder = new TextEncoder();

/** UTF-8 bytes of text. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

let messageBytes = new Uint8Array(256);

/**
 * UTF-8 of text into the shared message buffer, returning its length: HMAC messages are short ASCII
 * (`client:nonce:block`), which is written directly; anything else goes through TextEncoder.
 */
const encodeMessage = (text: string): number => {
  if (text.length > messageBytes.length) messageBytes = new Uint8Array(text.length * 3);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      const bytes = encoder.encode(text);
      if (bytes.length > messageBytes.length) messageBytes = new Uint8Array(bytes.length);
      messageBytes.set(bytes);
      return bytes.length;
    }
    messageBytes[i] = c;
  }
  return text.length;
};

/** SHA-256 of raw bytes. */
export const sha256Bytes = (data: Uint8Array): Uint8Array =>
  finish(INITIAL_STATE, 0, data, data.length, new Uint8Array(32));

/** Lower-case hex of bytes. */
export const toHex = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += (b < 16 ? '0' : '') + b.toString(16);
  return s;
};

/** SHA-256 (lower-case hex) of text's UTF-8 bytes: the commitment to a server seed. */
export const sha256Hex = (text: string): string => toHex(sha256Bytes(utf8(text)));

const INNER = new Uint8Array(32);

type KeyPads = { key: string; inner: Uint32Array; outer: Uint32Array };

// Rounds draw several blocks under the same server seed, so the key's padded midstates are kept for the last key.
let lastPads: KeyPads | null = null;

const padsOf = (key: string): KeyPads => {
  if (lastPads && lastPads.key === key) return lastPads;
  let keyBytes = utf8(key);
  if (keyBytes.length > 64) keyBytes = sha256Bytes(keyBytes);
  const ipad = new Uint8Array(64).fill(0x36);
  const opad = new Uint8Array(64).fill(0x5c);
  for (let i = 0; i < keyBytes.length; i++) {
    ipad[i]! ^= keyBytes[i]!;
    opad[i]! ^= keyBytes[i]!;
  }
  const inner = new Uint32Array(INITIAL_STATE);
  compress(inner, ipad, 0);
  const outer = new Uint32Array(INITIAL_STATE);
  compress(outer, opad, 0);
  lastPads = { key, inner, outer };
  return lastPads;
};

/** HMAC-SHA256 (RFC 2104) with UTF-8 key and message; keys longer than 64 bytes are hashed first. */
export const hmacSha256: HmacFn = (key, message) => {
  const pads = padsOf(key);
  const length = encodeMessage(message);
  const inner = finish(pads.inner, 64, messageBytes, length, INNER);
  return finish(pads.outer, 64, inner, 32, new Uint8Array(32));
};

const TWO_POW_32 = 0x100000000;

/**
 * The float of 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴, i.e. the big-endian uint32 / 2³², computed exactly
 * (every such value is a double), so it always lies in [0, 1).
 */
export const bytesToFloat = (bytes: Uint8Array, offset: number): number =>
  (((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0) /
  TWO_POW_32;

/**
 * A float stream keyed by a server seed: block i = HMAC_SHA256(key = serverSeed, message = `${message}:${i}`) for
 * i = 0, 1, 2, …; each 32-byte block gives 8 floats from its consecutive 4-byte groups. Any HMAC that yields the
 * same bytes (the server passes node:crypto's) gives the same floats. Rounds and lottery draws both use it.
 */
export const hmacFloats = (serverSeed: string, message: string, hmac: HmacFn = hmacSha256): FloatSource => {
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let offset = 32;
  return {
    next(): number {
      if (offset >= 32) {
        bytes = hmac(serverSeed, `${message}:${block}`);
        block += 1;
        offset = 0;
      }
      const f = bytesToFloat(bytes, offset);
      offset += 4;
      return f;
    },
  };
};

/** The provably fair float stream of one round: the message is `${clientSeed}:${nonce}`. */
export const fairFloats = (
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  hmac: HmacFn = hmacSha256,
): FloatSource => hmacFloats(serverSeed, `${clientSeed}:${nonce}`, hmac);
