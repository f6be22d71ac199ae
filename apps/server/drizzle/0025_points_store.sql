CREATE TABLE "points_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid,
	"item_name" text NOT NULL,
	"login" text NOT NULL,
	"viewer_name" text NOT NULL,
	"kick_user_id" bigint,
	"price" bigint NOT NULL,
	"input" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_store_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer,
	"per_viewer_limit" integer,
	"cooldown_seconds" integer DEFAULT 0 NOT NULL,
	"input_prompt" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"last_bought_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_store_items_stock_not_negative" CHECK ("points_store_items"."stock" is null or "points_store_items"."stock" >= 0),
	CONSTRAINT "points_store_items_price_positive" CHECK ("points_store_items"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_item_id_points_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_store_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_store_items" ADD CONSTRAINT "points_store_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_purchases_once" ON "points_purchases" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "points_purchases_item_viewer_idx" ON "points_purchases" USING btree ("item_id","login");--> statement-breakpoint
CREATE INDEX "points_purchases_log_idx" ON "points_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_store_items_key_unique" ON "points_store_items" USING btree ("user_id","key");