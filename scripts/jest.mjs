// Runs jest with the flags PGlite's dynamic import() needs (stack-notes G9).
import { spawnSync } from 'node:child_process';
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim() };
const r = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
