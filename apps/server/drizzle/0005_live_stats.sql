CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"broadcaster_user_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"peak_at" timestamp with time zone,
	"sample_count" integer DEFAULT 0 NOT NULL,
	"viewer_sum" bigint DEFAULT 0 NOT NULL,
	"last_viewers" integer,
	"last_sample_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_samples" (
	"stream_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "viewer_samples_stream_id_at_pk" PRIMARY KEY("stream_id","at")
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_samples" ADD CONSTRAINT "viewer_samples_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_user_started_unique" ON "live_streams" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "live_streams_ended_idx" ON "live_streams" USING btree ("ended_at");