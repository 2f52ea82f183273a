// Runs jest. No --experimental-vm-modules: with it jest compiles every module with a dynamic-import
// callback, and Node 20 then keeps each test file's whole module registry alive (~35 MB per file);
// PGlite's own import() calls are compiled to require() instead (jest.config.js, stack-notes G9).
import { spawnSync } from 'node:child_process';
const r = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
