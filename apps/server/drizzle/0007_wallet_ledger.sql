CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"receipt_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gateway_ref" text,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"account_type_id" integer,
	"partition" text DEFAULT 'REAL' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"tx_type_id" integer NOT NULL,
	"member_id" integer,
	"reference" text,
	"remark" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fixed_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"deposit" boolean DEFAULT true NOT NULL,
	"withdraw" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"account_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"is_single" boolean DEFAULT false NOT NULL,
	"withdraw_min" bigint DEFAULT 10000 NOT NULL,
	"withdraw_max" bigint DEFAULT 5000000 NOT NULL,
	"withdraw_daily_count" integer DEFAULT 5 NOT NULL,
	"withdraw_confirm_minutes" integer DEFAULT 60 NOT NULL,
	"deposit_expire_minutes" integer DEFAULT 30 NOT NULL,
	"trial_balance" bigint DEFAULT 200000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"payout_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"confirmation" text,
	"received_amount" bigint,
	"proof_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirm_due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_no_uq" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("merchant_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_uq" ON "ledger_accounts" USING btree ("merchant_code","key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_key_uq" ON "ledger_postings" USING btree ("merchant_code","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_member_idx" ON "ledger_postings" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_uq" ON "operators" USING btree ("merchant_code","username");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_uq" ON "payment_channels" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "payout_accounts_member_idx" ON "payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_no_uq" ON "withdrawal_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_idx" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("merchant_code","status");--> statement-breakpoint
-- One balanced posting in one statement: idempotent on (merchant, key), accounts locked in id order,
-- no non-negative account below zero, entries written with balances before and after. Errors are
-- raised as 'ledger:<reason>[:detail]' and mapped to error codes by the repository.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant text, p_key text, p_hash text, p_kind text, p_tx_type integer, p_member integer,
  p_reference text, p_remark text, p_meta jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (posting_id bigint, replayed boolean, account_id bigint, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_n integer := coalesce(array_length(p_accounts, 1), 0);
  v_posting bigint;
  v_hash text;
  v_locked integer := 0;
  v_currency text := NULL;
  r record;
BEGIN
  IF v_n < 2 OR v_n <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'ledger:unbalanced';
  END IF;
  IF (SELECT sum(a) FROM unnest(p_amounts) AS a) <> 0 THEN
    RAISE EXCEPTION 'ledger:unbalanced';
  END IF;
  IF (SELECT count(DISTINCT a) FROM unnest(p_accounts) AS a) <> v_n THEN
    RAISE EXCEPTION 'ledger:duplicate_account';
  END IF;

  INSERT INTO ledger_postings (merchant_code, idempotency_key, request_hash, kind, tx_type_id, member_id, reference, remark, meta)
  VALUES (p_merchant, p_key, p_hash, p_kind, p_tx_type, p_member, p_reference, coalesce(p_remark, ''), coalesce(p_meta, '{}'::jsonb))
  ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
  RETURNING id INTO v_posting;

  IF v_posting IS NULL THEN
    SELECT lp.id, lp.request_hash INTO v_posting, v_hash
      FROM ledger_postings lp WHERE lp.merchant_code = p_merchant AND lp.idempotency_key = p_key;
    IF v_hash <> p_hash THEN
      RAISE EXCEPTION 'ledger:idempotency_conflict';
    END IF;
    RETURN QUERY
      SELECT e.posting_id, true, e.account_id, e.amount, e.balance_after
        FROM ledger_entries e WHERE e.posting_id = v_posting ORDER BY e.id;
    RETURN;
  END IF;

  FOR r IN
    SELECT a.id, a.merchant_code, a.currency, a.allow_negative, a.balance, u.amt
      FROM ledger_accounts a
      JOIN unnest(p_accounts, p_amounts) AS u(acc, amt) ON u.acc = a.id
     ORDER BY a.id
       FOR UPDATE OF a
  LOOP
    v_locked := v_locked + 1;
    IF r.merchant_code <> p_merchant THEN
      RAISE EXCEPTION 'ledger:foreign_account';
    END IF;
    IF v_currency IS NULL THEN
      v_currency := r.currency;
    ELSIF v_currency <> r.currency THEN
      RAISE EXCEPTION 'ledger:currency_mismatch';
    END IF;
    IF NOT r.allow_negative AND r.balance + r.amt < 0 THEN
      RAISE EXCEPTION 'ledger:insufficient:%:%', r.id, r.balance;
    END IF;
  END LOOP;
  IF v_locked <> v_n THEN
    RAISE EXCEPTION 'ledger:unknown_account';
  END IF;

  RETURN QUERY
  WITH moved AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + u.amt, version = a.version + 1
      FROM unnest(p_accounts, p_amounts) AS u(acc, amt)
     WHERE a.id = u.acc
    RETURNING a.id AS acc, u.amt AS amt, a.balance AS after
  ), written AS (
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
    SELECT v_posting, m.acc, m.amt, m.after - m.amt, m.after FROM moved m
    RETURNING ledger_entries.account_id, ledger_entries.amount, ledger_entries.balance_after
  )
  SELECT v_posting, false, w.account_id, w.amount, w.balance_after FROM written w;
END
$fn$;
