ALTER TABLE "merchants" ADD COLUMN "maintenance_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "maintenance_message" text DEFAULT '' NOT NULL;