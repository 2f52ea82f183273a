CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"centre_id" uuid,
	"user_id" uuid,
	"role" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_centre_at_idx" ON "audit_events" USING btree ("centre_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_centre_object_idx" ON "audit_events" USING btree ("centre_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "audit_events_centre_id_idx" ON "audit_events" USING btree ("centre_id","id");--> statement-breakpoint
-- Append-only (security plan H2): the application may only INSERT audit events.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_delete BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
