CREATE TABLE "content_images" (
	"id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_merchant_code_id_pk" PRIMARY KEY("merchant_code","id")
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;