-- Names sort the way people read them (issue 13: "Übersax" sorted after "Z" under the C collation).
-- ICU's root collation (CLDR) is the standard order of German, French, Italian and English alike:
-- Ü sorts with U, É with E, case and accents only break ties. One collation for every practice
-- language keeps each list's sort index usable. PGlite and PostgreSQL (built with ICU) both have it.
CREATE COLLATION IF NOT EXISTS "kura_sort" (provider = icu, locale = 'und');
