import { createHmac } from 'node:crypto';
import { vendorSignature } from '@pagoda/contracts';

export { SIGNATURE_WINDOW_MS } from '@pagoda/contracts';

/** The vendor API signature (contracts' vendor-signature) over node:crypto. */
export const { signBody, verifyBody } = vendorSignature((secret, message) =>
  createHmac('sha256', secret).update(message).digest('hex'),
);
