-- Hand-added (ADR 0046): ids strangers must not enumerate are drawn at random, not from a sequence.
-- 30 random bits of a v4 UUID (gen_random_uuid: pg_strong_random) above 2^30, so never a seeded or
-- former sequential id; an id in use is drawn again. Still an integer: types and URLs stay as they are.
CREATE OR REPLACE FUNCTION portal_random_id(tbl regclass) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate integer;
  taken boolean;
BEGIN
  LOOP
    candidate := 1073741824 + ((('x' || left(gen_random_uuid()::text, 8))::bit(32)::bigint & 1073741823)::integer);
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %s WHERE id = $1)', tbl) INTO taken USING candidate;
    IF NOT taken THEN
      RETURN candidate;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "id" SET DEFAULT portal_random_id('contracts');--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "id" SET DEFAULT portal_random_id('devices');--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "id" SET DEFAULT portal_random_id('media');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "id" SET DEFAULT portal_random_id('payments');--> statement-breakpoint
ALTER TABLE "ppv_tickets" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "ppv_tickets" ALTER COLUMN "id" SET DEFAULT portal_random_id('ppv_tickets');--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "id" SET DEFAULT portal_random_id('push_subscriptions');--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "id" SET DEFAULT portal_random_id('tags');