CREATE TABLE "bet_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"round_id" text NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"account_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_integrations" (
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"adapter" text NOT NULL,
	"secret" text NOT NULL,
	"launch_url" text NOT NULL,
	"wallet_api_url" text DEFAULT '' NOT NULL,
	"maintenance_from" timestamp with time zone,
	"maintenance_to" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"ref_transaction_id" text,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"reference" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_rounds" ADD CONSTRAINT "bet_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD CONSTRAINT "vendor_integrations_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_rounds_uq" ON "bet_rounds" USING btree ("merchant_code","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "bet_rounds_member_idx" ON "bet_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "bet_rounds_recent_win_idx" ON "bet_rounds" USING btree ("merchant_code","closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_tokens_hash_uq" ON "launch_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "launch_tokens_member_idx" ON "launch_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_integrations_uq" ON "vendor_integrations" USING btree ("merchant_code","vendor_code");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_uq" ON "vendor_transactions" USING btree ("merchant_code","vendor_code","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_round_idx" ON "vendor_transactions" USING btree ("merchant_code","vendor_code","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_ref_uq" ON "vendor_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending_idx" ON "vendor_transfers" USING btree ("status","updated_at");