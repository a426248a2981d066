/** Session limits (issue 15): idle 30 minutes, absolute 12 hours; the idle clock moves once a minute. */
export const OPERATOR_SESSION = { idleMinutes: 30, maxHours: 12, touchSeconds: 60 } as const;
/** Sign-in: a ticket lives 5 minutes; 5 failures (password or code) lock the operator for 15 minutes. */
export const OPERATOR_SIGN_IN = { ticketMinutes: 5, maxFailures: 5, lockMinutes: 15 } as const;
