ALTER TABLE "moderation_log" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "moderation_log_pending" ON "moderation_log" USING btree ("claimed_until") WHERE "moderation_log"."outcome" = 'pending';