CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"level_since" timestamp with time zone,
	"qualifying_deposit" bigint DEFAULT 0 NOT NULL,
	"lifetime_deposit" bigint DEFAULT 0 NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"month_turnover" bigint DEFAULT 0 NOT NULL,
	"reviewed_period" text DEFAULT '' NOT NULL,
	"pinned_level" integer,
	"birth_date" text,
	"birth_date_by" text,
	"last_evaluated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_first_deposit" bigint DEFAULT 0 NOT NULL,
	"min_turnover" bigint DEFAULT 0 NOT NULL,
	"within_days" integer DEFAULT 30 NOT NULL,
	"referrer_reward" bigint DEFAULT 0 NOT NULL,
	"referrer_wagering_x100" integer DEFAULT 100 NOT NULL,
	"referee_reward" bigint DEFAULT 0 NOT NULL,
	"referee_wagering_x100" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"referrer_id" integer NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"first_deposit" bigint,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"referrer_reward" bigint DEFAULT 0 NOT NULL,
	"referee_reward" bigint DEFAULT 0 NOT NULL,
	"qualified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"level" integer NOT NULL,
	"names" jsonb NOT NULL,
	"deposit_threshold" bigint DEFAULT 0 NOT NULL,
	"turnover_threshold" bigint DEFAULT 0 NOT NULL,
	"upgrade_mode" text DEFAULT 'OR' NOT NULL,
	"maintain_turnover" bigint DEFAULT 0 NOT NULL,
	"rebate_bps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"withdraw_daily_count" integer,
	"withdraw_daily_amount" bigint,
	"withdraw_max_per_request" bigint,
	"level_up_bonus" bigint DEFAULT 0 NOT NULL,
	"level_up_wagering_x100" integer DEFAULT 100 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"birthday_wagering_x100" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_members_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vip_merchant_idx" ON "member_vip" USING btree ("merchant_code","level");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("merchant_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_level_uq" ON "vip_levels" USING btree ("merchant_code","level");