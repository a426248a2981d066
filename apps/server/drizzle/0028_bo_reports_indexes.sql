-- Back-office dashboard and reports: every aggregate reads a brand's rows by time (docs/decisions.md, "Back office: reports").
CREATE INDEX IF NOT EXISTS "bet_rounds_merchant_opened_idx" ON "bet_rounds" USING btree ("merchant_code","opened_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deposit_orders_paid_idx" ON "deposit_orders" USING btree ("merchant_code","paid_at") WHERE "status" = 'PAID';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deposit_orders_member_paid_idx" ON "deposit_orders" USING btree ("member_id","paid_at") WHERE "status" = 'PAID';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "withdrawal_orders_paid_idx" ON "withdrawal_orders" USING btree ("merchant_code","paid_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_registered_idx" ON "members" USING btree ("merchant_code","registered_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_postings_kind_idx" ON "ledger_postings" USING btree ("merchant_code","kind","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_attempts_merchant_at_idx" ON "login_attempts" USING btree ("merchant_code","at") WHERE "success";
