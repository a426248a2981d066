CREATE TABLE "leaderboard_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"winners" jsonb NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"wagering_x100" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward_amount" bigint NOT NULL,
	"wagering_x100" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source_ref" text NOT NULL,
	"tickets" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"ticket_mode" text NOT NULL,
	"ticket_unit" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"wagering_x100" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"ticket_list_hash" text,
	"total_tickets" integer,
	"winners" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelope_rains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"schedule_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"envelope_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelope_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"every_minutes" integer DEFAULT 60 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"budget" bigint NOT NULL,
	"envelope_count" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"per_member_cap" integer DEFAULT 1 NOT NULL,
	"vip_levels" jsonb,
	"must_have_deposited" boolean DEFAULT false NOT NULL,
	"wagering_x100" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rain_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"member_id" integer,
	"member_slot" integer,
	"reward_item_id" bigint,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_board_id_leaderboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_rains" ADD CONSTRAINT "red_envelope_rains_schedule_id_red_envelope_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."red_envelope_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_schedules" ADD CONSTRAINT "red_envelope_schedules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_rain_id_red_envelope_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."red_envelope_rains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_payouts_uq" ON "leaderboard_payouts" USING btree ("board_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_uq" ON "raffle_entries" USING btree ("raffle_id","source_ref");--> statement-breakpoint
CREATE INDEX "raffle_entries_member_idx" ON "raffle_entries" USING btree ("raffle_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_rains_uq" ON "red_envelope_rains" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE INDEX "red_envelope_rains_time_idx" ON "red_envelope_rains" USING btree ("merchant_code","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_seq_uq" ON "red_envelopes" USING btree ("rain_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_member_uq" ON "red_envelopes" USING btree ("rain_id","member_id","member_slot");--> statement-breakpoint
CREATE INDEX "red_envelopes_free_idx" ON "red_envelopes" USING btree ("rain_id","seq") WHERE member_id is null;