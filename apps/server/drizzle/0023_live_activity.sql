CREATE TABLE "live_activity" (
	"user_id" uuid NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer,
	"message" text,
	"detail" text,
	"event" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_activity_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "live_settings" ADD COLUMN "alerts_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_settings" ADD COLUMN "alerts_muted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_settings" ADD COLUMN "dock_key" text;--> statement-breakpoint
ALTER TABLE "live_activity" ADD CONSTRAINT "live_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_activity_user_at" ON "live_activity" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_settings_dock_key_unique" ON "live_settings" USING btree ("dock_key");