// Forward-only migrations of the studio's own database, applied in order at start.
export const MIGRATIONS: { id: string; sql: string }[] = [
  {
    id: '0001_init',
    sql: `
create table players (
  id bigserial primary key,
  platform_player_id text not null unique,
  nickname text not null,
  currency text not null,
  trial boolean not null,
  created_at timestamptz not null default now()
);
create table sessions (
  token_hash text primary key,
  player_id integer not null references players(id),
  game text not null,
  launch_token text not null,
  language text not null,
  lobby_url text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create table seed_pairs (
  id bigserial primary key,
  player_id integer not null references players(id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index seed_pairs_active_uq on seed_pairs (player_id) where active;
create table rounds (
  id text primary key,
  player_id integer not null references players(id),
  game text not null,
  kind text not null,
  status text not null,
  bet bigint not null check (bet > 0),
  win bigint not null check (win >= 0),
  coin_value integer not null,
  coins integer not null,
  seed_pair_id integer not null references seed_pairs(id),
  nonce integer not null,
  outcome jsonb not null,
  balance_after bigint,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (seed_pair_id, nonce)
);
create index rounds_player_idx on rounds (player_id, created_at desc);
create table wallet_outbox (
  id bigserial primary key,
  round_id text not null references rounds(id),
  call text not null,
  transaction_id text not null unique,
  body jsonb not null,
  status text not null,
  attempts integer not null default 0,
  last_error text,
  response jsonb,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index wallet_outbox_pending_idx on wallet_outbox (next_attempt_at) where status = 'PENDING';
create table fish_scenes (
  id text primary key,
  player_id integer not null references players(id),
  started_at timestamptz not null,
  duration_ms integer not null,
  fish jsonb not null,
  caught jsonb not null
);
create index fish_scenes_player_idx on fish_scenes (player_id, started_at desc);
`,
  },
  {
    // Live tables and PvP rooms: shared rounds on a table's own seed pair, each player's bets of a
    // round, and wallet calls that belong to them (the outbox no longer points at slot rounds only).
    id: '0002_live',
    sql: `
alter table wallet_outbox drop constraint wallet_outbox_round_id_fkey;
alter table wallet_outbox add column scope text not null default 'slot';
create table table_seed_pairs (
  id bigserial primary key,
  table_code text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index table_seed_pairs_active_uq on table_seed_pairs (table_code) where active;
create table table_rounds (
  id text primary key,
  table_code text not null,
  seed_pair_id integer not null references table_seed_pairs(id),
  nonce integer not null,
  phase text not null,
  closes_at timestamptz not null,
  result jsonb,
  summary jsonb,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (seed_pair_id, nonce)
);
create index table_rounds_recent_idx on table_rounds (table_code, created_at desc);
create table table_bets (
  id bigserial primary key,
  table_round_id text not null,
  player_id integer not null references players(id),
  spots jsonb not null,
  amount bigint not null check (amount > 0),
  status text not null,
  transaction_id text not null unique,
  returned bigint,
  created_at timestamptz not null default now()
);
create index table_bets_round_idx on table_bets (table_round_id, player_id);
`,
  },
  {
    id: '0003_fun_sessions',
    // Guest fun play: the session's own play balance; null for a real-money (platform) session.
    sql: `alter table sessions add column fun_balance bigint check (fun_balance >= 0);`,
  },
  {
    // Lottery: periods with their result state and committed seed, tickets (one wallet round each), and the
    // liability book per number. The outbox gains scope 'lottery' (no schema change: scope is text).
    id: '0004_lottery',
    sql: `
create table lottery_periods (
  game_code text not null,
  period_id text not null,
  open_at timestamptz not null,
  close_at timestamptz not null,
  draw_at timestamptz not null,
  stations jsonb not null,
  status text not null,
  record jsonb not null,
  server_seed text,
  seed_hash text,
  seed_revealed boolean not null default false,
  result jsonb,
  revision integer not null default 0,
  simulated boolean not null default false,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  primary key (game_code, period_id)
);
create index lottery_periods_due_idx on lottery_periods (status, draw_at);
create index lottery_periods_results_idx on lottery_periods (game_code, draw_at desc);
create table lottery_tickets (
  id text primary key,
  player_id integer not null references players(id),
  game_code text not null,
  period_id text not null,
  bet_type text not null,
  station text,
  position integer,
  numbers jsonb not null,
  points bigint not null check (points > 0),
  unit_minor bigint not null check (unit_minor > 0),
  cost bigint not null check (cost > 0),
  odds jsonb not null,
  exposure jsonb not null,
  status text not null,
  win bigint check (win >= 0),
  hits integer,
  lines jsonb,
  bet_transaction_id text not null unique,
  win_transaction_id text unique,
  void_reason text,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  foreign key (game_code, period_id) references lottery_periods (game_code, period_id)
);
create index lottery_tickets_period_idx on lottery_tickets (game_code, period_id, status);
create index lottery_tickets_player_idx on lottery_tickets (player_id, created_at desc);
create table lottery_exposure (
  game_code text not null,
  period_id text not null,
  pool text not null,
  number text not null,
  amount bigint not null check (amount >= 0),
  primary key (game_code, period_id, pool, number)
);
`,
  },
  {
    // Lottery operations: odds and limits per bet type and structure (no row: the catalogue's defaults and the
    // LOTTERY_ settings), and each ticket's settlement revision (a correction re-settles it to the draw's).
    id: '0005_lottery_settings',
    sql: `
create table lottery_bet_settings (
  bet_type text not null,
  structure text not null,
  payout bigint not null check (payout > 0),
  enabled boolean not null,
  min_per_ticket bigint check (min_per_ticket > 0),
  max_per_ticket bigint check (max_per_ticket > 0),
  min_per_number bigint check (min_per_number > 0),
  max_per_number bigint check (max_per_number > 0),
  max_payout_per_ticket bigint not null check (max_payout_per_ticket > 0),
  liability_cap bigint not null check (liability_cap > 0),
  updated_by text not null,
  updated_at timestamptz not null default now(),
  primary key (bet_type, structure)
);
alter table lottery_tickets add column revision integer not null default 0;
`,
  },
  {
    // Chase bets (nuôi): a chase and its steps, each step one ordinary lottery ticket (docs/lottery.md §12).
    id: '0006_lottery_chase',
    sql: `
create table lottery_chases (
  id text primary key,
  player_id integer not null references players(id),
  game_code text not null,
  bet_type text not null,
  station text,
  position integer,
  numbers jsonb not null,
  points bigint not null check (points > 0),
  stop_on_win boolean not null,
  periods integer not null check (periods between 2 and 30),
  total_cost bigint not null check (total_cost > 0),
  status text not null,
  created_at timestamptz not null default now(),
  ended_at timestamptz
);
create index lottery_chases_player_idx on lottery_chases (player_id, created_at desc);
create index lottery_chases_status_idx on lottery_chases (status);
create table lottery_chase_tickets (
  chase_id text not null references lottery_chases(id),
  step integer not null check (step >= 0),
  period_id text not null,
  multiplier bigint not null check (multiplier > 0),
  ticket_id text not null unique references lottery_tickets(id),
  primary key (chase_id, step)
);
`,
  },
  {
    // An operator closes a regional draw's sales before its cut-off: close_at moves to that instant and these
    // keep who, when and why (the simulated feed leaves such a draw to the operators).
    id: '0007_lottery_close_early',
    sql: `
alter table lottery_periods add column closed_early_at timestamptz;
alter table lottery_periods add column closed_early_by text;
alter table lottery_periods add column close_reason text;
`,
  },
];
