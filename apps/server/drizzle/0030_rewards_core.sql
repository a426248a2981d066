CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"reward_item_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"locked_amount" bigint NOT NULL,
	"required_turnover" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"categories" jsonb,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"count_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "bonus_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"weights" jsonb,
	"max_bet_with_bonus" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_x100" integer DEFAULT 0 NOT NULL,
	"wagering_base" text DEFAULT 'BONUS' NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"categories" jsonb,
	"wagering_days" integer,
	"status" text DEFAULT 'CLAIMABLE' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_reward_item_id_reward_items_id_fk" FOREIGN KEY ("reward_item_id") REFERENCES "public"."reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_item_uq" ON "bonus_grants" USING btree ("reward_item_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_items_key_uq" ON "reward_items" USING btree ("merchant_code","key");--> statement-breakpoint
CREATE INDEX "reward_items_member_idx" ON "reward_items" USING btree ("member_id","status","offered_at");--> statement-breakpoint
CREATE INDEX "reward_items_source_idx" ON "reward_items" USING btree ("merchant_code","source","source_ref");