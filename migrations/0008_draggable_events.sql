CREATE TABLE "draggable_event_lists" (
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draggable_event_lists_centre_id_user_id_pk" PRIMARY KEY("centre_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "draggable_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_id" uuid NOT NULL,
	"variant_id" uuid
);
--> statement-breakpoint
ALTER TABLE "draggable_event_lists" ADD CONSTRAINT "draggable_event_lists_membership_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."centre_providers"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draggable_events" ADD CONSTRAINT "draggable_events_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draggable_events" ADD CONSTRAINT "draggable_events_list_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."draggable_event_lists"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draggable_events_list_position_uq" ON "draggable_events" USING btree ("centre_id","user_id","position");--> statement-breakpoint
CREATE INDEX "draggable_events_service_idx" ON "draggable_events" USING btree ("service_id");