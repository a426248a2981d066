import type { OperationValue, getRsaKey } from '@pagoda/contracts';

/** The public half of the payload-encryption key and the scheme the portal encrypts with. */
export const presentRsaKey = (publicKey: string): OperationValue<typeof getRsaKey> => ({
  publicKey,
  algorithm: 'RSA-OAEP-256+A256GCM',
});
