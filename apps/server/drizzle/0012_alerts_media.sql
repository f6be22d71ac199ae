CREATE TABLE "media" (
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_user_id_sha256_pk" PRIMARY KEY("user_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "tts_clips" (
	"user_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tts_clips_user_id_hash_pk" PRIMARY KEY("user_id","hash")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tts_clips" ADD CONSTRAINT "tts_clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_user_idx" ON "media" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tts_clips_created_idx" ON "tts_clips" USING btree ("created_at");