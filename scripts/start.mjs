// npm start: install if missing, build if stale, then serve the SPA and the services (migrations run at start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuild, ensureDependencies, root } from './ensure.mjs';

ensureDependencies();
ensureClientBuild();
const env = { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist', 'client') };
const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], { stdio: 'inherit', cwd: root, env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
