-- Trigram indexes (list search of the schema engine) need pg_trgm. PGlite opens with the extension loaded.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
