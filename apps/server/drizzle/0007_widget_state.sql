CREATE TABLE "leaderboard_counts" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"viewer" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"avatar" text,
	"messages" bigint DEFAULT 0 NOT NULL,
	"emotes" bigint DEFAULT 0 NOT NULL,
	"gifts" bigint DEFAULT 0 NOT NULL,
	"kicks" bigint DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"last_minute" integer,
	"batch_first_minute" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_counts_user_id_period_viewer_pk" PRIMARY KEY("user_id","period","viewer")
);
--> statement-breakpoint
CREATE TABLE "widget_states" (
	"widget_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_counts" ADD CONSTRAINT "leaderboard_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_states" ADD CONSTRAINT "widget_states_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;