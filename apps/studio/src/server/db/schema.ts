import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The studio's own storage: its players (as the platform names them), sessions, seed pairs, the
// round log and the outbox of wallet calls not yet acknowledged by the platform.
const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

export const players = pgTable('players', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  platformPlayerId: text('platform_player_id').notNull().unique(),
  nickname: text('nickname').notNull(),
  currency: text('currency').notNull(),
  trial: boolean('trial').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: integer('player_id').notNull(),
  game: text('game').notNull(),
  /** The platform's launch token: bets need it live (the platform refuses bets after it expires). */
  launchToken: text('launch_token').notNull(),
  language: text('language').notNull(),
  lobbyUrl: text('lobby_url').notNull(),
  /** Guest fun play: the play balance, which never touches the platform wallet; null for real money. */
  funBalance: money('fun_balance'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export const seedPairs = pgTable('seed_pairs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: integer('player_id').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** The nonce the next round takes. */
  nonce: integer('nonce').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  revealedAt: at('revealed_at'),
});

export const rounds = pgTable('rounds', {
  id: text('id').primaryKey(),
  playerId: integer('player_id').notNull(),
  game: text('game').notNull(),
  kind: text('kind').$type<'slot' | 'fish'>().notNull(),
  /** PENDING until the platform took the bet and the win; SETTLED; REFUNDED (rolled back); VOID (bet refused). */
  status: text('status').$type<'PENDING' | 'SETTLED' | 'REFUNDED' | 'VOID'>().notNull(),
  bet: money('bet').notNull(),
  win: money('win').notNull(),
  coinValue: integer('coin_value').notNull(),
  coins: integer('coins').notNull(),
  seedPairId: integer('seed_pair_id').notNull(),
  nonce: integer('nonce').notNull(),
  outcome: jsonb('outcome').notNull(),
  /** The platform's balance after the round settled, in minor units. */
  balanceAfter: money('balance_after'),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
});

export const walletOutbox = pgTable('wallet_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  roundId: text('round_id').notNull(),
  /** bet, win or rollback: the call sent to the platform's /vendor/v1. */
  call: text('call').$type<'bet' | 'win' | 'rollback' | 'adjust'>().notNull(),
  transactionId: text('transaction_id').notNull().unique(),
  /** The exact request body; a retry re-sends it unchanged (same id, same content). */
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<'PENDING' | 'DONE' | 'REFUSED'>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  response: jsonb('response'),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** slot: calls of a slot or fish round (roundId is a rounds.id); table: of a live table or PvP hand. */
  scope: text('scope').$type<'slot' | 'table' | 'lottery'>().notNull().default('slot'),
});

export const fishScenes = pgTable('fish_scenes', {
  id: text('id').primaryKey(),
  playerId: integer('player_id').notNull(),
  startedAt: at('started_at').notNull(),
  durationMs: integer('duration_ms').notNull(),
  fish: jsonb('fish').notNull(),
  caught: jsonb('caught').$type<string[]>().notNull(),
});

export const tableSeedPairs = pgTable('table_seed_pairs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tableCode: text('table_code').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  revealedAt: at('revealed_at'),
});

export const tableRounds = pgTable('table_rounds', {
  id: text('id').primaryKey(),
  tableCode: text('table_code').notNull(),
  seedPairId: integer('seed_pair_id').notNull(),
  nonce: integer('nonce').notNull(),
  /** betting → closed → result (settled_at set once every win call is stored). */
  phase: text('phase').$type<'betting' | 'closed' | 'result'>().notNull(),
  closesAt: at('closes_at').notNull(),
  result: jsonb('result'),
  summary: jsonb('summary'),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
});

export const tableBets = pgTable('table_bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tableRoundId: text('table_round_id').notNull(),
  playerId: integer('player_id').notNull(),
  spots: jsonb('spots').$type<{ spot: string; amount: number }[]>().notNull(),
  amount: money('amount').notNull(),
  /** PENDING until the platform answers the bet call; ACCEPTED; REFUSED; ROLLED_BACK (not acknowledged before close). */
  status: text('status').$type<'PENDING' | 'ACCEPTED' | 'REFUSED' | 'ROLLED_BACK'>().notNull(),
  transactionId: text('transaction_id').notNull(),
  returned: money('returned'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Lottery periods (kỳ) of every game, generated ahead from the schedule. `record` is the result state machine's
 * DrawRecord (submissions, confirmations); status, result and revision mirror it for queries. Fast games commit
 * SHA-256 of their seed (seed_hash) when the period is created, before its sales open, and reveal the seed after
 * the draw (server_seed is never served before seed_revealed).
 */
export const lotteryPeriods = pgTable('lottery_periods', {
  gameCode: text('game_code').notNull(),
  periodId: text('period_id').notNull(),
  openAt: at('open_at').notNull(),
  closeAt: at('close_at').notNull(),
  drawAt: at('draw_at').notNull(),
  stations: jsonb('stations').$type<string[]>().notNull(),
  status: text('status').$type<'pending' | 'drawn' | 'confirmed' | 'settled' | 'cancelled'>().notNull(),
  record: jsonb('record').notNull(),
  serverSeed: text('server_seed'),
  seedHash: text('seed_hash'),
  seedRevealed: boolean('seed_revealed').notNull().default(false),
  result: jsonb('result'),
  revision: integer('revision').notNull().default(0),
  /** Results of a regional draw produced by the demo's SIMULATED source, never official. */
  simulated: boolean('simulated').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
  /** Sales closed by an operator before the scheduled cut-off (close_at then holds that instant). */
  closedEarlyAt: at('closed_early_at'),
  closedEarlyBy: text('closed_early_by'),
  closeReason: text('close_reason'),
});

/**
 * Lottery tickets: one wallet round each (bet transaction = ticket id, win `<id>.w`, rollback `<id>.rb`).
 * PENDING while the bet call is unanswered; OPEN once debited; WON/LOST when settled; VOID when refused,
 * abandoned or refunded by a voided draw.
 */
export const lotteryTickets = pgTable('lottery_tickets', {
  id: text('id').primaryKey(),
  playerId: integer('player_id').notNull(),
  gameCode: text('game_code').notNull(),
  periodId: text('period_id').notNull(),
  betType: text('bet_type').notNull(),
  station: text('station'),
  position: integer('position'),
  numbers: jsonb('numbers').$type<string[]>().notNull(),
  points: money('points').notNull(),
  unitMinor: money('unit_minor').notNull(),
  cost: money('cost').notNull(),
  /** The odds sold at: price, payout and the per-ticket payout cap (decimal strings). */
  odds: jsonb('odds').$type<{ price: string; payout: string; maxPayout: string }>().notNull(),
  /** Exposure the ticket added per `pool:number` (minor units as strings), released if it is voided. */
  exposure: jsonb('exposure').$type<Record<string, string>>().notNull(),
  status: text('status').$type<'PENDING' | 'OPEN' | 'WON' | 'LOST' | 'VOID'>().notNull(),
  win: money('win'),
  hits: integer('hits'),
  /** Hits per line, after settlement. */
  lines: jsonb('lines'),
  betTransactionId: text('bet_transaction_id').notNull(),
  winTransactionId: text('win_transaction_id'),
  voidReason: text('void_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
  /** The draw's revision the win and hits were settled at (a correction re-settles to the next one). */
  revision: integer('revision').notNull().default(0),
});

/** Liability book: exposure per (game, period, pool, number), capped per number (minor units). */
export const lotteryExposure = pgTable('lottery_exposure', {
  gameCode: text('game_code').notNull(),
  periodId: text('period_id').notNull(),
  pool: text('pool').notNull(),
  number: text('number').notNull(),
  amount: money('amount').notNull(),
});

/**
 * Chase bets (nuôi): one ticket per consecutive period, all bought (debited) when the chase is placed. BUYING
 * while its tickets are being bought; REFUSED when a step was refused and the bought ones rolled back;
 * RUNNING; WON_STOPPED after a win stopped it (later tickets before their cut-off refunded); CANCELLING then
 * CANCELLED when the member cancelled; FINISHED when every ticket is settled.
 */
export const lotteryChases = pgTable('lottery_chases', {
  id: text('id').primaryKey(),
  playerId: integer('player_id').notNull(),
  gameCode: text('game_code').notNull(),
  betType: text('bet_type').notNull(),
  station: text('station'),
  position: integer('position'),
  numbers: jsonb('numbers').$type<string[]>().notNull(),
  /** Points of the base ticket; a step buys points × its multiplier. */
  points: money('points').notNull(),
  stopOnWin: boolean('stop_on_win').notNull(),
  periods: integer('periods').notNull(),
  /** The plan's total (the sum of its steps' costs), minor units. */
  totalCost: money('total_cost').notNull(),
  status: text('status')
    .$type<'BUYING' | 'REFUSED' | 'RUNNING' | 'WON_STOPPED' | 'CANCELLING' | 'CANCELLED' | 'FINISHED'>()
    .notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  endedAt: at('ended_at'),
});

/** The steps of a chase: which period, at which multiplier, and the ticket that plays it. */
export const lotteryChaseTickets = pgTable('lottery_chase_tickets', {
  chaseId: text('chase_id').notNull(),
  step: integer('step').notNull(),
  periodId: text('period_id').notNull(),
  multiplier: money('multiplier').notNull(),
  ticketId: text('ticket_id').notNull(),
});

/**
 * Odds and limits of a bet type on a structure, set by the operators (minor units; null: no bound). No row: the
 * catalogue's payout and the LOTTERY_ settings. A change applies to tickets sold after it (a ticket keeps its odds).
 */
export const lotteryBetSettings = pgTable('lottery_bet_settings', {
  betType: text('bet_type').notNull(),
  structure: text('structure').$type<'MB27' | 'MN18' | 'D5'>().notNull(),
  payout: money('payout').notNull(),
  enabled: boolean('enabled').notNull(),
  minPerTicket: money('min_per_ticket'),
  maxPerTicket: money('max_per_ticket'),
  minPerNumber: money('min_per_number'),
  maxPerNumber: money('max_per_number'),
  maxPayoutPerTicket: money('max_payout_per_ticket').notNull(),
  liabilityCap: money('liability_cap').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
