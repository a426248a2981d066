ALTER TABLE "vendor_integrations" ADD COLUMN "lottery_menu_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "lottery_opened_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "lottery_recent_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "lottery_results_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "lottery_frequency_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "lottery_tickets_url" text DEFAULT '' NOT NULL;