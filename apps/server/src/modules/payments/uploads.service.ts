import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, UPLOAD_MAX_BYTES } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { paymentsRepository } from './payments.repository.js';

export type UploadsService = ReturnType<typeof createUploadsService>;

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The content decides the type, not the label: PNG and JPEG signatures. */
const sniff = (b: Buffer): 'image/png' | 'image/jpeg' | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  return null;
};

export const createUploadsService = (db: Db) => ({
  /** Stores a receipt or proof image (png/jpg, ≤ 5 MB) for its member; returns its id. */
  store: async (merchantCode: string, memberId: number, dataUrl: string) => {
    const m = DATA_URL.exec(dataUrl);
    if (!m) throw new AppError(ErrorCode.UploadInvalid);
    const data = Buffer.from(m[2]!, 'base64');
    const type = sniff(data);
    if (!type || type !== m[1] || data.length > UPLOAD_MAX_BYTES) throw new AppError(ErrorCode.UploadInvalid);
    const id = randomBytes(18).toString('base64url');
    await paymentsRepository.insertUpload(db, {
      id,
      merchantCode,
      memberId,
      contentType: type,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    });
    return { id };
  },

  /** An image for its owner (memberId) or an operator of the brand (memberId null). */
  read: async (merchantCode: string, id: string, memberId: number | null) => {
    const row = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await paymentsRepository.upload(db, id) : null;
    if (!row || row.merchantCode !== merchantCode || (memberId !== null && row.memberId !== memberId))
      throw new AppError(ErrorCode.NotFound);
    return { contentType: row.contentType, data: row.data };
  },
});
