/**
 * The ICU collation lists sort text with (created by migrations/0015_icu_sort_collation.sql):
 * CLDR's root order, which is German, French, Italian and English order alike (Ü with U).
 * Sort indexes are built with it, so a sorted page walks the index.
 */
export const SORT_COLLATION = 'kura_sort';
