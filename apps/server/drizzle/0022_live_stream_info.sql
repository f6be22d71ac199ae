CREATE TABLE "live_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category_id" integer,
	"category_name" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"by_name" text NOT NULL,
	"via" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"category_id" integer,
	"category_name" text,
	"tags" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"title_command" boolean DEFAULT true NOT NULL,
	"game_command" boolean DEFAULT true NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_history" ADD CONSTRAINT "live_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presets" ADD CONSTRAINT "live_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_settings" ADD CONSTRAINT "live_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_history_user_changed" ON "live_history" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_presets_user_name_unique" ON "live_presets" USING btree ("user_id","name");