CREATE TABLE "subathon_adds" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"run_id" uuid,
	"seconds" integer NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "subathon_adds_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "subathons" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"run_id" uuid,
	"ends_at" timestamp with time zone,
	"remaining_ms" bigint DEFAULT 0 NOT NULL,
	"cap_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"added_seconds" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subathon_adds" ADD CONSTRAINT "subathon_adds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subathons" ADD CONSTRAINT "subathons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subathon_adds_user_at" ON "subathon_adds" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "subathons_running_ends_at" ON "subathons" USING btree ("status","ends_at");