CREATE TABLE "booking_widgets" (
	"booking_widget_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"template" text DEFAULT 'standard' NOT NULL,
	"button_colour" text DEFAULT '#1c6e8c' NOT NULL,
	"button_font" text DEFAULT 'system' NOT NULL,
	"button_size" text DEFAULT 'medium' NOT NULL,
	"button_text" text,
	"button_texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
ALTER TABLE "booking_widgets" ADD CONSTRAINT "booking_widgets_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_widgets_centre_idx" ON "booking_widgets" USING btree ("centre_id","booking_widget_id");--> statement-breakpoint
CREATE INDEX "booking_widgets_created_at_sort_idx" ON "booking_widgets" USING btree ("centre_id","created_at","booking_widget_id");--> statement-breakpoint
CREATE INDEX "booking_widgets_name_sort_idx" ON "booking_widgets" USING btree ("centre_id",lower("name") collate "kura_sort","booking_widget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_widgets_name_uq" ON "booking_widgets" USING btree ("centre_id",lower("name"));--> statement-breakpoint
CREATE INDEX "booking_widgets_template_idx" ON "booking_widgets" USING btree ("centre_id","template");--> statement-breakpoint
CREATE INDEX "booking_widgets_search_trgm" ON "booking_widgets" USING gin ("search_text" gin_trgm_ops);