CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"broadcaster_user_id" bigint NOT NULL,
	"viewer_id" bigint,
	"viewer_name" text NOT NULL,
	"rule" text NOT NULL,
	"excerpt" text NOT NULL,
	"action" text NOT NULL,
	"minutes" integer,
	"dry_run" boolean NOT NULL,
	"outcome" text NOT NULL,
	"problem" text,
	"http_status" integer,
	"warned" boolean,
	"restricted" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_settings" ADD CONSTRAINT "moderation_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_user_at" ON "moderation_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_log_one_action" ON "moderation_log" USING btree ("user_id","message_id") WHERE not "moderation_log"."dry_run";