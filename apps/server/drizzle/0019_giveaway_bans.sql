CREATE TABLE "game_banned_viewers" (
	"owner_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewer_name" text NOT NULL,
	"banned_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "game_banned_viewers_owner_id_viewer_id_pk" PRIMARY KEY("owner_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "game_banned_viewers" ADD CONSTRAINT "game_banned_viewers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;