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
ALTER TABLE "bot_alerts" ADD COLUMN "cooldown_seconds" integer;--> statement-breakpoint
ALTER TABLE "bot_alerts" ADD COLUMN "last_fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_alerts" ADD COLUMN "tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_changes" ADD CONSTRAINT "bot_changes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_changes" ADD CONSTRAINT "bot_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_chatters" ADD CONSTRAINT "bot_chatters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_follows" ADD CONSTRAINT "bot_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_changes_owner_created_idx" ON "bot_changes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_follows_user_name_idx" ON "bot_follows" USING btree ("user_id",lower("username"));