CREATE TABLE "announcement_texts" (
	"announcement_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "announcement_texts_announcement_id_language_pk" PRIMARY KEY("announcement_id","language")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"execution" text DEFAULT 'B' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"linkage_type" text,
	"linkage" text DEFAULT '' NOT NULL,
	"node_id" text DEFAULT '' NOT NULL,
	"room_id" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"display_name" text NOT NULL,
	"account_type_id" integer NOT NULL,
	"vassalage" text DEFAULT '' NOT NULL,
	"small_icon" text DEFAULT '' NOT NULL,
	"large_icon" text DEFAULT '' NOT NULL,
	"is_game" text DEFAULT 'VASSALAGE' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"freeplay" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article_texts" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "help_article_texts_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"parent_id" integer,
	"tag" text DEFAULT '' NOT NULL,
	"bg_color" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"domain_name" text NOT NULL,
	"is_alternative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lottery_region" text DEFAULT 'VN' NOT NULL,
	"currency" text DEFAULT 'PHP' NOT NULL,
	"currency_symbol" text DEFAULT 'P' NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" text DEFAULT 'EN' NOT NULL,
	"default_country" text DEFAULT 'PH' NOT NULL,
	"logined_to_home_page" boolean DEFAULT false NOT NULL,
	"gtag_id" text DEFAULT '' NOT NULL,
	"image_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_game_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"esports_vendors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_domain" text DEFAULT '' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_rules" (
	"merchant_code" text NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"pattern_id" integer NOT NULL,
	"accepted_pattern" text NOT NULL,
	CONSTRAINT "register_rules_merchant_code_field_pk" PRIMARY KEY("merchant_code","field")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_modules" (
	"merchant_code" text NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whitelabel_modules_merchant_code_mod_id_pk" PRIMARY KEY("merchant_code","mod_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_texts" ADD CONSTRAINT "announcement_texts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_channels" ADD CONSTRAINT "customer_service_channels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_texts" ADD CONSTRAINT "help_article_texts_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_blocks" ADD CONSTRAINT "region_blocks_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_rules" ADD CONSTRAINT "register_rules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_modules" ADD CONSTRAINT "whitelabel_modules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_type_idx" ON "announcements" USING btree ("merchant_code","type");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_uq" ON "game_vendors" USING btree ("merchant_code","category","code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domains_domain_uq" ON "merchant_domains" USING btree ("domain_name");--> statement-breakpoint
CREATE UNIQUE INDEX "region_blocks_uq" ON "region_blocks" USING btree ("merchant_code","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_merchant_type_uq" ON "resources" USING btree ("merchant_code","resource_type");