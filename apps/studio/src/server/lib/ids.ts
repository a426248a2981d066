import { createHash, randomBytes } from 'node:crypto';

/** Time-ordered ids (sortable, fit the vendor API's [A-Za-z0-9_.:-]{1,64}). */
export const newRoundId = () => `${Date.now().toString(36)}${randomBytes(10).toString('hex')}`;
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newServerSeed = () => randomBytes(32).toString('hex');
