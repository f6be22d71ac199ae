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
ALTER TABLE "discord_card_settings" ADD CONSTRAINT "discord_card_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_cards" ADD CONSTRAINT "discord_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discord_cards_user_stream_unique" ON "discord_cards" USING btree ("user_id","stream_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_cards_user_open_unique" ON "discord_cards" USING btree ("user_id") WHERE state in ('live', 'ending');--> statement-breakpoint
CREATE INDEX "discord_cards_due_idx" ON "discord_cards" USING btree ("due_at");