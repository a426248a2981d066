ALTER TABLE "affiliate_codes" ADD COLUMN "account_kind" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "default_offer_kind" text;