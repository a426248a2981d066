CREATE TABLE "agent_member_notes" (
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_member_notes_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"contract_id" integer NOT NULL,
	"type" text NOT NULL,
	"requested_by" integer NOT NULL,
	"terms" jsonb,
	"status" text DEFAULT 'P' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"result_contract_id" integer
);
--> statement-breakpoint
CREATE TABLE "agent_contract_templates" (
	"merchant_code" text NOT NULL,
	"agent_type" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"terms" jsonb NOT NULL,
	"max_rate_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_templates_merchant_code_agent_type_kind_pk" PRIMARY KEY("merchant_code","agent_type","kind")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"product_type" text DEFAULT 'ALL' NOT NULL,
	"period" text NOT NULL,
	"holder_id" integer NOT NULL,
	"offerer_id" integer,
	"offered_by" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"status" text DEFAULT 'P' NOT NULL,
	"terms" jsonb NOT NULL,
	"top_rate_bps" integer NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"bills" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"run_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"holder_id" integer NOT NULL,
	"payer_id" integer,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"net_loss" bigint DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"base" bigint DEFAULT 0 NOT NULL,
	"tier" integer DEFAULT -1 NOT NULL,
	"rate_bps" integer DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"downline_amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"approval_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "default_offer_template_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_member_notes" ADD CONSTRAINT "agent_member_notes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_member_notes" ADD CONSTRAINT "agent_member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD CONSTRAINT "agent_contract_requests_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_templates" ADD CONSTRAINT "agent_contract_templates_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offerer_id_members_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_member_notes_member_idx" ON "agent_member_notes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_requests_pending_uq" ON "agent_contract_requests" USING btree ("contract_id") WHERE status = 'P';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_uq" ON "agent_contracts" USING btree ("holder_id","kind","product_type") WHERE status = 'P';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("holder_id","kind","product_type") WHERE status = 'E';--> statement-breakpoint
CREATE INDEX "agent_contracts_offerer_idx" ON "agent_contracts" USING btree ("offerer_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_run_idx" ON "agent_contracts" USING btree ("merchant_code","kind","status");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_idx" ON "agent_settlement_runs" USING btree ("merchant_code","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_uq" ON "agent_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlements_holder_idx" ON "agent_settlements" USING btree ("holder_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_payer_idx" ON "agent_settlements" USING btree ("payer_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_run_idx" ON "agent_settlements" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "agent_settlements_open_idx" ON "agent_settlements" USING btree ("merchant_code","status") WHERE status in ('PARTIAL', 'UNPAID');--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");