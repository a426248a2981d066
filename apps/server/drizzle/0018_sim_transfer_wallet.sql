CREATE TABLE "sim_transfer_refs" (
	"ref" text PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_transfer_wallets" (
	"wallet" text PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
