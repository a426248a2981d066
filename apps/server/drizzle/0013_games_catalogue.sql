CREATE TABLE "favourite_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"node_id" text NOT NULL,
	"game_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text DEFAULT '' NOT NULL,
	"names" jsonb NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"default_play_type" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_room" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_row_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_row_id_games_id_fk" FOREIGN KEY ("game_row_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_games_uq" ON "favourite_games" USING btree ("member_id","node_id","vendor_code","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_uq" ON "games" USING btree ("merchant_code","vendor_code","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_node_uq" ON "games" USING btree ("merchant_code","node_id");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("merchant_code","game_type","enabled","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_games_uq" ON "recent_games" USING btree ("member_id","game_row_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");