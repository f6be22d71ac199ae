CREATE TABLE "bot_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"via" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_chatters" (
	"user_id" uuid NOT NULL,
	"kick_user_id" text NOT NULL,
	"username" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_chatters_user_id_kick_user_id_pk" PRIMARY KEY("user_id","kick_user_id")
);
--> statement-breakpoint
CREATE TABLE "bot_follows" (
	"user_id" uuid NOT NULL,
	"kick_user_id" text NOT NULL,
	"username" text NOT NULL,
	"followed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_follows_user_id_kick_user_id_pk" PRIMARY KEY("user_id","kick_user_id")
);
--> statement-breakpoint
CREATE TABLE "discord_card_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"stream_key" text NOT NULL,
	"state" text NOT NULL,
	"channel" text NOT NULL,
	"title" text,
	"category" text,
	"viewers" integer,
	"peak_viewers" integer,
	"thumbnail" text,
	"started_at" timestamp with time zone NOT NULL,
	"webhook_id" text,
	"message_id" text,
	"post_started_at" timestamp with time zone,
	"offline_at" timestamp with time zone,
	"finalize_at" timestamp with time zone,
	"resumed" boolean DEFAULT false NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"subs" integer DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"claim_token" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_outcome" text,
	"last_outcome_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_alerts" ADD COLUMN "cooldown_seconds" integer;--> statement-breakpoint
ALTER TABLE "bot_alerts" ADD COLUMN "last_fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_alerts" ADD COLUMN "tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_changes" ADD CONSTRAINT "bot_changes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_changes" ADD CONSTRAINT "bot_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_chatters" ADD CONSTRAINT "bot_chatters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_follows" ADD CONSTRAINT "bot_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_card_settings" ADD CONSTRAINT "discord_card_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_cards" ADD CONSTRAINT "discord_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_changes_owner_created_idx" ON "bot_changes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_follows_user_name_idx" ON "bot_follows" USING btree ("user_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "discord_cards_user_stream_unique" ON "discord_cards" USING btree ("user_id","stream_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_cards_user_open_unique" ON "discord_cards" USING btree ("user_id") WHERE state in ('live', 'ending');--> statement-breakpoint
CREATE INDEX "discord_cards_due_idx" ON "discord_cards" USING btree ("due_at");