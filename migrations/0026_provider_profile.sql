ALTER TABLE "centre_providers" ADD COLUMN "profession" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_providers" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;