CREATE TABLE "affiliate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"domain" text,
	"agent_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_code_uq" ON "affiliate_codes" USING btree ("merchant_code","code_key");--> statement-breakpoint
CREATE INDEX "affiliate_codes_agent_idx" ON "affiliate_codes" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_uq" ON "members" USING btree ("merchant_code","referral_code");