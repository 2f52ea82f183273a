CREATE TABLE "job_effects" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_effects_done_at_idx" ON "job_effects" USING btree ("done_at");