CREATE TABLE "member_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_providers" (
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_providers_merchant_code_provider_pk" PRIMARY KEY("merchant_code","provider")
);
--> statement-breakpoint
CREATE TABLE "third_party_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_kind" text,
	"subject" text,
	"email" text,
	"name" text,
	"member_id" integer,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	"failed_binds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_providers" ADD CONSTRAINT "oidc_providers_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_subject_uq" ON "member_identities" USING btree ("merchant_code","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_member_uq" ON "member_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_logins_state_uq" ON "third_party_logins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_logins_ticket_uq" ON "third_party_logins" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "third_party_logins_created_idx" ON "third_party_logins" USING btree ("created_at");