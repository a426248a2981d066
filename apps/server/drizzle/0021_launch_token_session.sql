ALTER TABLE "launch_tokens" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "fun_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_tokens_session_idx" ON "launch_tokens" USING btree ("session_id");