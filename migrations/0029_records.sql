ALTER TABLE "contacts" ADD COLUMN "created_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_presence_settings" ADD COLUMN "ask_date_of_birth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_created_online_idx" ON "contacts" USING btree ("centre_id","created_online");