CREATE TABLE "game_chat_counts" (
	"owner_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"messages" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_chat_counts_owner_id_viewer_id_pk" PRIMARY KEY("owner_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "game_counter_ops" (
	"counter_id" uuid NOT NULL,
	"op_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_counter_ops_counter_id_op_key_pk" PRIMARY KEY("counter_id","op_key")
);
--> statement-breakpoint
CREATE TABLE "game_counters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"reset_per_stream" boolean DEFAULT false NOT NULL,
	"reset_for_stream" timestamp with time zone,
	"version" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_giveaway_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"giveaway_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"viewer_id" text NOT NULL,
	"viewer_name" text NOT NULL,
	"tickets" integer NOT NULL,
	"status" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"drawn_by" text NOT NULL,
	"entrants" integer NOT NULL,
	"total_tickets" integer NOT NULL,
	"ticket" integer NOT NULL,
	"random_source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_giveaway_entries" (
	"giveaway_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewer_name" text NOT NULL,
	"tickets" integer NOT NULL,
	"sub_months" integer NOT NULL,
	"source" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_giveaway_entries_giveaway_id_viewer_id_pk" PRIMARY KEY("giveaway_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "game_giveaways" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"keyword" text,
	"command" text,
	"min_follow_minutes" integer,
	"min_sub_months" integer,
	"min_messages" integer NOT NULL,
	"exclude_moderators" boolean NOT NULL,
	"exclude_bots" boolean NOT NULL,
	"subscriber_tickets" integer NOT NULL,
	"winners" integer NOT NULL,
	"confirm_seconds" integer NOT NULL,
	"status" text NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"draw_count" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_poll_votes" (
	"poll_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewer_name" text NOT NULL,
	"option" integer NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_poll_votes_poll_id_viewer_id_pk" PRIMARY KEY("poll_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "game_polls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_quote_numbers" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"category" text,
	"quoted_on" text NOT NULL,
	"added_by" text,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_chat_counts" ADD CONSTRAINT "game_chat_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_counter_ops" ADD CONSTRAINT "game_counter_ops_counter_id_game_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."game_counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_counters" ADD CONSTRAINT "game_counters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_giveaway_draws" ADD CONSTRAINT "game_giveaway_draws_giveaway_id_game_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."game_giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_giveaway_entries" ADD CONSTRAINT "game_giveaway_entries_giveaway_id_game_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."game_giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_giveaways" ADD CONSTRAINT "game_giveaways_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_poll_votes" ADD CONSTRAINT "game_poll_votes_poll_id_game_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."game_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_polls" ADD CONSTRAINT "game_polls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_quote_numbers" ADD CONSTRAINT "game_quote_numbers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_quotes" ADD CONSTRAINT "game_quotes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_counter_ops_at" ON "game_counter_ops" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_counters_owner_name_unique" ON "game_counters" USING btree ("owner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "game_giveaway_draws_seq_unique" ON "game_giveaway_draws" USING btree ("giveaway_id","seq");--> statement-breakpoint
CREATE INDEX "game_giveaway_draws_pending" ON "game_giveaway_draws" USING btree ("confirm_by") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "game_giveaways_owner" ON "game_giveaways" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_giveaways_one_active" ON "game_giveaways" USING btree ("owner_id") WHERE status <> 'ended';--> statement-breakpoint
CREATE INDEX "game_polls_owner" ON "game_polls" USING btree ("owner_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_polls_one_open" ON "game_polls" USING btree ("owner_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "game_polls_due" ON "game_polls" USING btree ("ends_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "game_quotes_owner_number_unique" ON "game_quotes" USING btree ("owner_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "game_quotes_owner_source_unique" ON "game_quotes" USING btree ("owner_id","source_key");