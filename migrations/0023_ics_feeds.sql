CREATE TABLE "ics_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"show_client_names" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ics_feeds" ADD CONSTRAINT "ics_feeds_membership_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."centre_providers"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ics_feeds_provider_uq" ON "ics_feeds" USING btree ("centre_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ics_feeds_token_hash_uq" ON "ics_feeds" USING btree ("token_hash");