/** Text in the order people read it: case-insensitive, ICU collation (Ü with U), as list sort indexes are built. */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SORT_COLLATION } from '../../shared/sortCollation';

export const sortText = (column: SQLWrapper): SQL => sql`lower(${column}) collate ${sql.identifier(SORT_COLLATION)}`;
