// Builds a bundle when one of its inputs changed (ensure.mjs ensureBundle); test helpers call it before they start a process.
//   node scripts/buildBundle.mjs                      dist/server/main.mjs, the server (browser tests, crash tests)
//   node scripts/buildBundle.mjs <entry.ts> <out.mjs>  a test's probe script, rebuilt when a server or test source changed
import { ensureProbeBuild, ensureServerBuild } from './ensure.mjs';

const [entry, outfile] = process.argv.slice(2);
if (entry && outfile) ensureProbeBuild(entry, outfile);
else ensureServerBuild();
