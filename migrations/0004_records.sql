-- Saved filters that already share a name in one centre (possible before this index) keep the
-- oldest name; the others get " (2)", " (3)", … so the unique index can be built on upgrade.
UPDATE "query_lists" q SET "name" = left(d."name", 90) || ' (' || d.rn || ')'
FROM (
  SELECT "query_list_id", "name", row_number() OVER (PARTITION BY "centre_id", lower("name") ORDER BY "created_at", "query_list_id") AS rn
  FROM "query_lists"
) d
WHERE q."query_list_id" = d."query_list_id" AND d.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "query_lists_name_uq" ON "query_lists" USING btree ("centre_id",lower("name"));
