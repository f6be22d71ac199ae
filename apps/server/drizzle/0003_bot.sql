CREATE TABLE "bot_alerts" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_alerts_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "bot_channel_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"live" boolean,
	"title" text,
	"category" text,
	"viewers" integer,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"event_at" timestamp with time zone,
	"chat_lines" bigint DEFAULT 0 NOT NULL,
	"events_received" bigint DEFAULT 0 NOT NULL,
	"messages_sent" bigint DEFAULT 0 NOT NULL,
	"messages_failed" bigint DEFAULT 0 NOT NULL,
	"last_timer_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_command_triggers" (
	"user_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"command_id" uuid NOT NULL,
	CONSTRAINT "bot_command_triggers_user_id_trigger_pk" PRIMARY KEY("user_id","trigger")
);
--> statement-breakpoint
CREATE TABLE "bot_command_user_cooldowns" (
	"command_id" uuid NOT NULL,
	"kick_user_id" text NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_command_user_cooldowns_command_id_kick_user_id_pk" PRIMARY KEY("command_id","kick_user_id")
);
--> statement-breakpoint
CREATE TABLE "bot_commands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responses" jsonb NOT NULL,
	"response_mode" text NOT NULL,
	"permission" text NOT NULL,
	"global_cooldown_seconds" integer NOT NULL,
	"user_cooldown_seconds" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"reply_to_message" boolean NOT NULL,
	"live_only" boolean NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"response_cursor" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_errors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"reply_to_message_id" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"kick_message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"echoed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"builtins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_timers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"messages" jsonb NOT NULL,
	"interval_minutes" integer NOT NULL,
	"min_chat_lines" integer NOT NULL,
	"live_only" boolean NOT NULL,
	"enabled" boolean NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"message_cursor" integer DEFAULT 0 NOT NULL,
	"chat_lines_at_last_send" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_event_subscriptions" (
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"subscription_id" text,
	"error" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kick_event_subscriptions_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE TABLE "kick_webhook_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_alerts" ADD CONSTRAINT "bot_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_channel_state" ADD CONSTRAINT "bot_channel_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_command_triggers" ADD CONSTRAINT "bot_command_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_command_triggers" ADD CONSTRAINT "bot_command_triggers_command_id_bot_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."bot_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_command_user_cooldowns" ADD CONSTRAINT "bot_command_user_cooldowns_command_id_bot_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."bot_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_commands" ADD CONSTRAINT "bot_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_errors" ADD CONSTRAINT "bot_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_outbox" ADD CONSTRAINT "bot_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_timers" ADD CONSTRAINT "bot_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_event_subscriptions" ADD CONSTRAINT "kick_event_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_command_triggers_command_idx" ON "bot_command_triggers" USING btree ("command_id");--> statement-breakpoint
CREATE INDEX "bot_command_user_cooldowns_used_idx" ON "bot_command_user_cooldowns" USING btree ("last_used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_commands_user_name_unique" ON "bot_commands" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "bot_errors_user_at_idx" ON "bot_errors" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_outbox_key_unique" ON "bot_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bot_outbox_user_created_idx" ON "bot_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_outbox_created_idx" ON "bot_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bot_timers_due_idx" ON "bot_timers" USING btree ("enabled","next_run_at");--> statement-breakpoint
CREATE INDEX "bot_timers_user_idx" ON "bot_timers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kick_event_subscriptions_checked_idx" ON "kick_event_subscriptions" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "kick_webhook_messages_received_idx" ON "kick_webhook_messages" USING btree ("received_at");