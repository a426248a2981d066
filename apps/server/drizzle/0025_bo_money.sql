ALTER TABLE "payment_channels" ADD COLUMN "fee_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "fee_fixed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "open_from" text;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "open_to" text;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;