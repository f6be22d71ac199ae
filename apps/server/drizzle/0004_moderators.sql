CREATE TABLE "channel_moderators" (
	"owner_id" uuid NOT NULL,
	"moderator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_moderators_owner_id_moderator_id_pk" PRIMARY KEY("owner_id","moderator_id")
);
--> statement-breakpoint
ALTER TABLE "channel_moderators" ADD CONSTRAINT "channel_moderators_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_moderators" ADD CONSTRAINT "channel_moderators_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_moderators_moderator_idx" ON "channel_moderators" USING btree ("moderator_id");