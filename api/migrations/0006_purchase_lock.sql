ALTER TABLE "payment_cards" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_key" text;--> statement-breakpoint
-- Hand-added backfill: the product of every earlier payment (access codes hold their plan too).
UPDATE "payments" SET "purchase_key" = CASE WHEN "event_id" IS NOT NULL THEN 'event:' || "event_id" WHEN "subscription_id" IS NOT NULL THEN 'plan:' || "subscription_id" END;--> statement-breakpoint
-- Open duplicates from before the lock keep no key except the newest (reconciliation still settles them by status).
UPDATE "payments" AS p SET "purchase_key" = NULL WHERE p."status" IN ('processing', 'requires_action') AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."tenant_id" = p."tenant_id" AND q."user_id" = p."user_id" AND q."purchase_key" = p."purchase_key" AND q."status" IN ('processing', 'requires_action') AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_purchase" ON "payments" USING btree ("tenant_id","user_id","purchase_key") WHERE "payments"."status" in ('processing', 'requires_action') and "payments"."purchase_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_processing" ON "payments" USING btree ("status","updated_at");