import { vendorSignature } from '@pagoda/contracts';
import { hmacHex } from './hmac';

/** The platform's vendor API signature (docs/vendor-api.md), shared with the platform through contracts. */
export const { signBody } = vendorSignature(hmacHex);
