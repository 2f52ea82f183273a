ALTER TABLE "appointments" ADD COLUMN "group_event_fk" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "group_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_group_event_fk_idx" ON "appointments" USING btree ("centre_id","group_event_fk");