-- Hand SQL (issue 9 §1, §3): group events count once per slot. An entry that joined a group slot
-- (group_event_fk set) shares the slot's time, so only the slot's first appointment holds the
-- therapist; capacity (the slot's number_of_people) is checked under the slot's row lock
-- (services/appointments/groupEvents.ts). Entries point at their slot's row.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, tstzrange("busy_from", "busy_until", '[)') WITH &&) WHERE ("status" NOT IN ('CANCELLED', 'DENIED', 'DELETED') AND "group_event_fk" IS NULL) DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_group_event_fk_fk" FOREIGN KEY ("group_event_fk") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade;
