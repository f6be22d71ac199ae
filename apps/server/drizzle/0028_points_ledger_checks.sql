CREATE TABLE "points_ledger_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"viewers" bigint NOT NULL,
	"drifted" bigint NOT NULL,
	"drift" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_ledger_checks" ADD CONSTRAINT "points_ledger_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;