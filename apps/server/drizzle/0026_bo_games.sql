CREATE TABLE "game_icons" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_admin_states" (
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"manifest_url" text,
	"refreshed_at" timestamp with time zone,
	"refresh_ok" boolean,
	"refresh_message" text,
	"secret_rotated_at" timestamp with time zone,
	CONSTRAINT "vendor_admin_states_merchant_code_vendor_code_pk" PRIMARY KEY("merchant_code","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "vendor_secret_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"operator_id" integer NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_icons" ADD CONSTRAINT "game_icons_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_admin_states" ADD CONSTRAINT "vendor_admin_states_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_secret_reveals" ADD CONSTRAINT "vendor_secret_reveals_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_secret_reveals" ADD CONSTRAINT "vendor_secret_reveals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_secret_reveals_operator_idx" ON "vendor_secret_reveals" USING btree ("operator_id");