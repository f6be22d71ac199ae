CREATE TABLE "stream_markers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"stream_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"by" text,
	"value" bigint,
	"once_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shoutout_auto_claims" (
	"user_id" uuid NOT NULL,
	"stream_key" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoutout_auto_claims_user_id_stream_key_target_pk" PRIMARY KEY("user_id","stream_key","target")
);
--> statement-breakpoint
CREATE TABLE "shoutout_cooldowns" (
	"user_id" uuid NOT NULL,
	"target" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "shoutout_cooldowns_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
CREATE TABLE "shoutout_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"command" boolean DEFAULT true NOT NULL,
	"cooldown_seconds" integer DEFAULT 120 NOT NULL,
	"auto_enabled" boolean DEFAULT false NOT NULL,
	"auto_channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shoutouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"target" jsonb NOT NULL,
	"source" text NOT NULL,
	"by" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_markers" ADD CONSTRAINT "stream_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_markers" ADD CONSTRAINT "stream_markers_stream_id_stats_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stats_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_auto_claims" ADD CONSTRAINT "shoutout_auto_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_cooldowns" ADD CONSTRAINT "shoutout_cooldowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_settings" ADD CONSTRAINT "shoutout_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutouts" ADD CONSTRAINT "shoutouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_markers_once" ON "stream_markers" USING btree ("stream_id","once_key");--> statement-breakpoint
CREATE INDEX "stream_markers_user_idx" ON "stream_markers" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "shoutouts_user_at_idx" ON "shoutouts" USING btree ("user_id","at");