CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"code_verifier_enc" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"username" text NOT NULL,
	"profile_picture" text,
	"scope" text DEFAULT '' NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"refreshed_at" timestamp with time zone,
	"webhook_id" text,
	"webhook_token_enc" text,
	"webhook_channel_id" text,
	"webhook_guild_id" text,
	"webhook_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_user_provider_unique" ON "provider_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_account_unique" ON "provider_connections" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE INDEX "provider_connections_expiry_idx" ON "provider_connections" USING btree ("status","expires_at");