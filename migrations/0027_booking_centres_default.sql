-- A therapist is bookable online in a practice by default (issue 10 §4: "bookable with the other
-- defaults"); the therapist page's switch takes it off. Memberships made before this default get
-- the same start. Nothing was bookable online before this release (no public booking API), and a
-- practice offers nothing until its owner switches online booking on.
INSERT INTO "booking_centres" ("centre_id", "user_id")
SELECT "centre_id", "user_id" FROM "centre_providers" WHERE "active" = true
ON CONFLICT DO NOTHING;
