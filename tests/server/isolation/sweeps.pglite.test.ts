/** The isolation sweeps (security plan A1–A4) on PGlite, in one shared world (sweeps.ts). */
import { isolationSweeps } from './sweeps';

isolationSweeps('pglite');
