// npm start: install if missing, build if stale, then serve the SPA and the services (migrations run at start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuild, ensureDependencies, ensureServerBuild, root, serverBundle } from './ensure.mjs';

ensureDependencies();
ensureClientBuild();
ensureServerBuild();
const env = { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist', 'client') };
const child = spawn(process.execPath, [serverBundle], { stdio: 'inherit', cwd: root, env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
