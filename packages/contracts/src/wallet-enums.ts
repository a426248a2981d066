/**
 * Wallet constants shared by server and portal. accountTypeId 2 is the main wallet; vendor
 * wallets use their vendor's accountTypeId.
 */
export const MAIN_WALLET = 2;

/**
 * Transaction types of the account record. 8102/8202 (transfer into / out of a game wallet) and
 * 6233 (transfer to upline) are the observed ids; the others are Pagoda's.
 */
export const TxType = {
  Deposit: 1101,
  WithdrawRequest: 1201,
  WithdrawRejected: 1202,
  WithdrawRefund: 1203,
  TransferToGame: 8102,
  TransferFromGame: 8202,
  TransferToUpline: 6233,
  TransferFromDownline: 6234,
  TransferToDownline: 6235,
  TransferFromUpline: 6236,
  Bonus: 7001,
  /** A bonus removed: forfeited by the member or expired with its wagering open. */
  BonusForfeit: 7002,
  Adjustment: 7101,
  TrialCredit: 7201,
  Bet: 5001,
  Win: 5002,
  BetRefund: 5003,
  /** A settled win corrected afterwards by the vendor (`adjust`): signed, part of the round's win. */
  WinCorrection: 5004,
  // Agents: contract money, received by the holder and paid by its upline (or the platform).
  AgentDividend: 6301,
  AgentDailySalary: 6302,
  AgentHourSalary: 6303,
  AgentRealtimeSalary: 6304,
} as const;
export type TxType = (typeof TxType)[keyof typeof TxType];

/** Type filter of the account record (codeTypes) → the tx types it covers. */
export const TX_CODE_TYPES = {
  deposit: [TxType.Deposit],
  withdraw: [TxType.WithdrawRequest, TxType.WithdrawRejected, TxType.WithdrawRefund],
  transfer: [
    TxType.TransferToGame,
    TxType.TransferFromGame,
    TxType.TransferToUpline,
    TxType.TransferFromDownline,
    TxType.TransferToDownline,
    TxType.TransferFromUpline,
  ],
  bonus: [TxType.Bonus, TxType.BonusForfeit],
  adjustment: [TxType.Adjustment, TxType.TrialCredit],
  betting: [TxType.Bet, TxType.Win, TxType.BetRefund, TxType.WinCorrection],
  agent_contract: [TxType.AgentDividend, TxType.AgentDailySalary, TxType.AgentHourSalary, TxType.AgentRealtimeSalary],
} as const satisfies Record<string, readonly number[]>;
export type TxCodeType = keyof typeof TX_CODE_TYPES;
export const TX_CODE_TYPE_NAMES = Object.keys(TX_CODE_TYPES) as TxCodeType[];

export const DEPOSIT_STATUSES = ['CREATED', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAW_STATUSES = [
  'PENDING',
  'APPROVED',
  'PAID',
  'CONFIRMED',
  'DISPUTED',
  'RESOLVED',
  'REJECTED',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const CHANNEL_TYPES = ['BANK', 'EWALLET', 'GATEWAY'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Receipts and proofs: png or jpg, 5 MB each, at most 3. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;

/** Date presets of the records pages. */
export const RECORD_PAGE_SIZE = 13;
