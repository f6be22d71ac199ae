CREATE TABLE "song_request_channels" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problem" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "song_request_votes" (
	"request_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_request_votes_request_id_voter_pk" PRIMARY KEY("request_id","voter")
);
--> statement-breakpoint
CREATE TABLE "song_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"position" double precision NOT NULL,
	"track_id" text NOT NULL,
	"title" text NOT NULL,
	"artists" text NOT NULL,
	"album" text,
	"art" text,
	"duration_ms" integer NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"url" text,
	"requester_id" text,
	"requester_name" text NOT NULL,
	"source" text NOT NULL,
	"problem" jsonb,
	"retry_at" timestamp with time zone,
	"handed_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"skip_on_start" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "song_request_channels" ADD CONSTRAINT "song_request_channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_request_votes" ADD CONSTRAINT "song_request_votes_request_id_song_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."song_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "song_requests_owner_status_idx" ON "song_requests" USING btree ("owner_id","status","position");--> statement-breakpoint
CREATE INDEX "song_requests_owner_created_idx" ON "song_requests" USING btree ("owner_id","created_at");