CREATE TABLE "custom_widget_store" (
	"widget_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_widget_store_widget_id_name_pk" PRIMARY KEY("widget_id","name")
);
--> statement-breakpoint
ALTER TABLE "custom_widget_store" ADD CONSTRAINT "custom_widget_store_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;