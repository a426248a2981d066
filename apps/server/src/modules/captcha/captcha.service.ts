import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { safeEqualHex, sha256Hex } from '../../lib/secrets.js';
import { randomCaptchaCode, renderCaptchaPng } from './captcha-image.js';
import { type CaptchaRepository, captchaRepository } from './captcha.repository.js';

const TTL_MS = 5 * 60_000;

export type CaptchaService = ReturnType<typeof createCaptchaService>;

const answerHash = (id: string, answer: string) => sha256Hex(`${id}:${answer.trim().toUpperCase()}`);

/** One-use captchas drawn on the server; the id travels in an HttpOnly cookie. */
export const createCaptchaService = (
  db: Db,
  generateCode: () => string = () => randomCaptchaCode(4),
  repos: { repository?: CaptchaRepository } = {},
) => {
  const repo = repos.repository ?? captchaRepository;
  let issued = 0;
  return {
    issue: async () => {
      const id = randomBytes(16).toString('hex');
      const code = generateCode();
      const now = Date.now();
      await repo.insert(db, { id, answerHash: answerHash(id, code), expiresAt: new Date(now + TTL_MS) });
      // Expired rows are cleared now and then, not on every request.
      if (++issued % 100 === 0) void repo.purgeExpired(db, new Date(now - TTL_MS));
      return { id, image: renderCaptchaPng(code).toString('base64'), maxAgeSeconds: TTL_MS / 1000 };
    },

    /** Checks and spends the captcha of this cookie: right or wrong, it cannot be used again. */
    verify: async (id: string | undefined, answer: string | null | undefined) => {
      if (!answer) throw new AppError(ErrorCode.CaptchaRequired, undefined, { captcha: true });
      if (!id || !/^[0-9a-f]{32}$/.test(id)) throw new AppError(ErrorCode.CaptchaInvalid, undefined, { captcha: true });
      const row = await repo.take(db, id, new Date());
      if (!row || row.expiresAt <= new Date() || !safeEqualHex(row.answerHash, answerHash(id, answer))) {
        throw new AppError(ErrorCode.CaptchaInvalid, undefined, { captcha: true });
      }
    },
  };
};
