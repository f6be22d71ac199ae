CREATE TABLE "channel_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kick_reward_id" text NOT NULL,
	"title" text NOT NULL,
	"cost" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"background_color" text NOT NULL,
	"user_input_required" boolean NOT NULL,
	"skip_queue" boolean NOT NULL,
	"enabled" boolean NOT NULL,
	"paused" boolean NOT NULL,
	"cooldown_seconds" integer DEFAULT 0 NOT NULL,
	"approval" text NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sync" text DEFAULT 'synced' NOT NULL,
	"last_redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_id" uuid,
	"kick_reward_id" text NOT NULL,
	"reward_title" text NOT NULL,
	"cost" integer NOT NULL,
	"viewer_id" integer,
	"viewer_name" text NOT NULL,
	"input" text DEFAULT '' NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"kick_status" text NOT NULL,
	"needs_decision" boolean NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_rewards" ADD CONSTRAINT "channel_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_rewards_user_kick_unique" ON "channel_rewards" USING btree ("user_id","kick_reward_id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_idx" ON "reward_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_state_idx" ON "reward_redemptions" USING btree ("state","updated_at");