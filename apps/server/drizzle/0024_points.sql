CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"login" text NOT NULL,
	"delta" bigint NOT NULL,
	"kind" text NOT NULL,
	"idem_key" text NOT NULL,
	"note" text,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_viewers" (
	"user_id" uuid NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"kick_user_id" bigint,
	"balance" bigint DEFAULT 0 NOT NULL,
	"stream_id" uuid,
	"stream_earned" bigint DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_viewers_user_id_login_pk" PRIMARY KEY("user_id","login"),
	CONSTRAINT "points_viewers_balance_not_negative" CHECK ("points_viewers"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_viewers" ADD CONSTRAINT "points_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once" ON "points_ledger" USING btree ("user_id","idem_key");--> statement-breakpoint
CREATE INDEX "points_ledger_viewer_idx" ON "points_ledger" USING btree ("user_id","login","created_at");--> statement-breakpoint
CREATE INDEX "points_viewers_rank_idx" ON "points_viewers" USING btree ("user_id","balance");