ALTER TABLE "song_request_channels" ADD COLUMN "skip_track" text;--> statement-breakpoint
ALTER TABLE "song_request_channels" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
-- Before the unique indexes: rows the races of issue 40 may have left. A channel keeps its first
-- handed request (the others go back to the queue, or out if they were removed meanwhile), and
-- one waiting request per track (the one Spotify has, else the first in the queue).
UPDATE "song_requests" SET
  "status" = CASE WHEN "skip_on_start" THEN 'removed' ELSE 'queued' END,
  "ended_at" = CASE WHEN "skip_on_start" THEN now() ELSE "ended_at" END,
  "handed_at" = NULL,
  "pushed_at" = NULL
WHERE "status" = 'handed' AND "id" NOT IN (
  SELECT DISTINCT ON ("owner_id") "id" FROM "song_requests" WHERE "status" = 'handed'
  ORDER BY "owner_id", "handed_at" NULLS LAST, "position", "id"
);--> statement-breakpoint
UPDATE "song_requests" SET "status" = 'removed', "ended_at" = now()
WHERE ("status" = 'queued' OR ("status" = 'handed' AND NOT "skip_on_start")) AND "id" NOT IN (
  SELECT DISTINCT ON ("owner_id", "track_id") "id" FROM "song_requests"
  WHERE "status" = 'queued' OR ("status" = 'handed' AND NOT "skip_on_start")
  ORDER BY "owner_id", "track_id", ("status" = 'handed') DESC, "position", "created_at"
);--> statement-breakpoint
CREATE UNIQUE INDEX "song_requests_one_handed" ON "song_requests" USING btree ("owner_id") WHERE status = 'handed';--> statement-breakpoint
CREATE UNIQUE INDEX "song_requests_track_waiting" ON "song_requests" USING btree ("owner_id","track_id") WHERE status = 'queued' or (status = 'handed' and not skip_on_start);