CREATE TABLE "audit_checkpoints" (
	"chain" text PRIMARY KEY NOT NULL,
	"last_purged_id" bigint NOT NULL,
	"last_purged_hash" text NOT NULL,
	"purged_count" bigint NOT NULL,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_shipping" (
	"target" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"shipped_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
