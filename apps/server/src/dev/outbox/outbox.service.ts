import { ErrorCode } from '@pagoda/contracts';
import { AppError } from '../../lib/app-error.js';
import type { BrandService } from '../../modules/brand/brand.service.js';
import type { OperatorsService } from '../../modules/operators/operators.service.js';
import type { VerificationService } from '../../modules/verification/verification.service.js';

export type OutboxService = ReturnType<typeof createOutboxService>;

/** Who is reading: this machine sees every brand's messages, an operator only their brand's. */
export type OutboxReader = { merchantCode: string | null };

/**
 * The demo outbox: the SMS and e-mail the platform would have sent, newest first. It holds live
 * login and reset codes, so it opens only to this machine or to an operator session.
 */
export const createOutboxService = (deps: {
  verification: Pick<VerificationService, 'outbox'>;
  operators: Pick<OperatorsService, 'authenticate'>;
  brands: Pick<BrandService, 'resolve'>;
}) => ({
  messages: (reader: OutboxReader) => deps.verification.outbox(100, reader.merchantCode),

  /** A remote reader needs an operator session of the brand the request names (merchant header or host). */
  reader: async (q: {
    local: boolean;
    operatorToken: string | undefined;
    merchant: string | undefined;
    host: string | undefined;
  }): Promise<OutboxReader> => {
    if (q.local) return { merchantCode: null };
    if (!q.operatorToken) {
      throw new AppError(ErrorCode.Forbidden, 'The outbox opens only on this machine or to an operator session.');
    }
    const brand = await deps.brands.resolve(q.merchant, q.host);
    const operator = await deps.operators.authenticate(q.operatorToken.trim(), brand.merchant.code);
    return { merchantCode: operator.merchantCode };
  },
});
