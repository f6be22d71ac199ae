CREATE TABLE "stats_markers" (
	"stream_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"value" text,
	CONSTRAINT "stats_markers_stream_id_at_kind_pk" PRIMARY KEY("stream_id","at","kind")
);
--> statement-breakpoint
CREATE TABLE "stats_minute_chatters" (
	"stream_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"chatter" text NOT NULL,
	CONSTRAINT "stats_minute_chatters_stream_id_minute_chatter_pk" PRIMARY KEY("stream_id","minute","chatter")
);
--> statement-breakpoint
CREATE TABLE "stats_minutes" (
	"stream_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"category" text,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"viewer_sum" bigint DEFAULT 0 NOT NULL,
	"viewer_readings" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"chatters" integer DEFAULT 0 NOT NULL,
	"emotes" integer DEFAULT 0 NOT NULL,
	"commands" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"subs" integer DEFAULT 0 NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"gifted_subs" integer DEFAULT 0 NOT NULL,
	"kicks" bigint DEFAULT 0 NOT NULL,
	"bot_messages" integer DEFAULT 0 NOT NULL,
	"mod_actions" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_minutes_stream_id_minute_pk" PRIMARY KEY("stream_id","minute")
);
--> statement-breakpoint
CREATE TABLE "stats_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"broadcaster_user_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_live_at" timestamp with time zone NOT NULL,
	"title" text,
	"category" text,
	"sample" boolean DEFAULT false NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"peak_at" timestamp with time zone,
	"viewer_sum" bigint DEFAULT 0 NOT NULL,
	"viewer_readings" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"chatters" integer DEFAULT 0 NOT NULL,
	"emotes" integer DEFAULT 0 NOT NULL,
	"commands" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"subs" integer DEFAULT 0 NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"gifted_subs" integer DEFAULT 0 NOT NULL,
	"kicks" bigint DEFAULT 0 NOT NULL,
	"bot_messages" integer DEFAULT 0 NOT NULL,
	"mod_actions" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_tops" (
	"stream_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_tops_stream_id_kind_key_pk" PRIMARY KEY("stream_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "stats_markers" ADD CONSTRAINT "stats_markers_stream_id_stats_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stats_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_minute_chatters" ADD CONSTRAINT "stats_minute_chatters_stream_id_stats_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stats_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_minutes" ADD CONSTRAINT "stats_minutes_stream_id_stats_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stats_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_streams" ADD CONSTRAINT "stats_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_tops" ADD CONSTRAINT "stats_tops_stream_id_stats_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stats_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_minute_chatters_minute_idx" ON "stats_minute_chatters" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "stats_minutes_minute_idx" ON "stats_minutes" USING btree ("minute");--> statement-breakpoint
CREATE UNIQUE INDEX "stats_streams_one_open" ON "stats_streams" USING btree ("user_id") WHERE "stats_streams"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stats_streams_user_started_idx" ON "stats_streams" USING btree ("user_id","started_at");