/** The isolation sweeps (security plan A1–A4) on PostgreSQL, in one shared world (sweeps.ts); skipped without TEST_DATABASE_URL. */
import { isolationSweeps } from './sweeps';

isolationSweeps('postgres');
