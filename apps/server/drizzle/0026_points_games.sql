CREATE TABLE "points_duels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"challenger" text NOT NULL,
	"challenger_name" text NOT NULL,
	"opponent" text NOT NULL,
	"opponent_name" text NOT NULL,
	"bet" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"round_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_game_cooldowns" (
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"login" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "points_game_cooldowns_user_id_game_login_pk" PRIMARY KEY("user_id","game","login")
);
--> statement-breakpoint
CREATE TABLE "points_games" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_prediction_bets" (
	"prediction_id" uuid NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"outcome" integer NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_prediction_bets_prediction_id_login_pk" PRIMARY KEY("prediction_id","login")
);
--> statement-breakpoint
CREATE TABLE "points_predictions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"winner" integer,
	"opened_by" text NOT NULL,
	"message_id" text,
	"locks_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"message_id" text NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"opponent" text,
	"bet" bigint NOT NULL,
	"outcome" text NOT NULL,
	"payout" bigint NOT NULL,
	"draw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_duels" ADD CONSTRAINT "points_duels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_game_cooldowns" ADD CONSTRAINT "points_game_cooldowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_games" ADD CONSTRAINT "points_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_prediction_bets" ADD CONSTRAINT "points_prediction_bets_prediction_id_points_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."points_predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_predictions" ADD CONSTRAINT "points_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rounds" ADD CONSTRAINT "points_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_duels_once" ON "points_duels" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "points_duels_opponent_idx" ON "points_duels" USING btree ("user_id","opponent","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_predictions_one_active" ON "points_predictions" USING btree ("user_id") WHERE "points_predictions"."state" in ('open', 'locked');--> statement-breakpoint
CREATE UNIQUE INDEX "points_predictions_once" ON "points_predictions" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "points_predictions_due_idx" ON "points_predictions" USING btree ("state","locks_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_rounds_once" ON "points_rounds" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "points_rounds_recent_idx" ON "points_rounds" USING btree ("user_id","created_at");