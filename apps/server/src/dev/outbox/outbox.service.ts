import type { VerificationService } from '../../modules/verification/verification.service.js';

export type OutboxService = ReturnType<typeof createOutboxService>;

/** The demo outbox: the SMS and e-mail the platform would have sent, newest first. */
export const createOutboxService = (verification: VerificationService) => ({
  messages: () => verification.outbox(),
});
