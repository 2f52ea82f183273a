/**
 * A Kura installation in a throw-away copy of this checkout (tests/unit/generators/tempProject),
 * on its own database, data directory and port: the browser proof of the schema engine edits
 * the copy the way a product owner edits the checkout, then restarts it on the same database.
 * dispose() stops the server and removes the copy, the data directory and the database.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { tempProject, type TempProject } from '../../unit/generators/tempProject';
import { repoRoot, startKura, type KuraProcess } from './kuraProcess';
import { serverStorage } from './serverStorage';

export interface ScratchInstall {
  project: TempProject;
  url: string;
  /** The copy as made, serving the client the browser tests were built with. */
  startOriginal(): Promise<KuraProcess>;
  /** `npm start` in the copy: builds the client when stale, migrates, serves. */
  restart(): Promise<KuraProcess>;
  stop(): Promise<void>;
  /** Runs a command in the copy; resolves with its output, rejects when it fails. */
  run(cmd: string, args: string[]): Promise<string>;
  /** Files added, changed or removed since the copy was made (dist/ and node_modules/ aside). */
  changedFiles(): string[];
  dispose(): Promise<void>;
}

const SKIP = new Set(['node_modules', 'dist']);

function fileHashes(root: string, dir = root, out = new Map<string, string>()): Map<string, string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP.has(e.name) || dir !== root) fileHashes(root, p, out);
    } else if (e.isFile()) {
      out.set(path.relative(root, p), crypto.createHash('sha1').update(fs.readFileSync(p)).digest('hex'));
    }
  }
  return out;
}

function runIn(cwd: string, cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

/** `target` is the Playwright project: "postgres" gets a fresh PostgreSQL database, "pglite" lives in the data directory. */
export async function scratchInstall(target: string, port: number): Promise<ScratchInstall> {
  const project = tempProject({ app: true });
  const before = fileHashes(project.root);
  const logDir = path.join(repoRoot, 'test-results', 'e2e-servers');
  fs.mkdirSync(logDir, { recursive: true });
  let server: KuraProcess | null = null;
  let starting: { abort: AbortController; done: Promise<unknown> } | null = null;
  // Migrated with the copy's migrations, which are this checkout's until the test generates one.
  const storage = await serverStorage(target, 'kura_e2e_addfield').catch((err) => {
    project.remove();
    throw err;
  });
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...storage.env,
    SMTP_URL: process.env.KURA_E2E_SMTP_URL,
    SMS_WEBHOOK_URL: process.env.KURA_E2E_SMS_WEBHOOK,
    LOG_LEVEL: 'info',
  };
  const start = async (phase: string, opts: { nodeArgs?: string[]; staticDir?: string; readyTimeoutMs?: number }) => {
    const logFile = path.join(logDir, `addField-${target}-${phase}.log`);
    fs.rmSync(logFile, { force: true });
    const abort = new AbortController();
    const started = startKura({
      port,
      cwd: project.root,
      logFile,
      nodeArgs: opts.nodeArgs,
      readyTimeoutMs: opts.readyTimeoutMs,
      abort: abort.signal,
      env: { ...env, STATIC_DIR: opts.staticDir },
    });
    starting = { abort, done: started.catch(() => undefined) };
    try {
      server = await started;
    } finally {
      starting = null;
    }
    return server;
  };
  const stop = async () => {
    if (starting) {
      // The test ended (timed out) while a server was starting: kill it before cleaning up.
      starting.abort.abort();
      await starting.done;
    }
    await server?.stop('SIGTERM', 15_000);
    server = null;
  };
  return {
    project,
    url,
    startOriginal() {
      const staticDir = process.env.KURA_E2E_STATIC_DIR;
      if (!staticDir) throw new Error('KURA_E2E_STATIC_DIR is not set: globalSetup publishes the built client there');
      return start('original', { staticDir });
    },
    restart: () => start('restart', { nodeArgs: ['scripts/start.mjs'], readyTimeoutMs: 180_000 }),
    stop,
    run: (cmd, args) => runIn(project.root, cmd, args),
    changedFiles() {
      const after = fileHashes(project.root);
      const names = new Set([...before.keys(), ...after.keys()]);
      return [...names].filter((f) => before.get(f) !== after.get(f)).sort();
    },
    async dispose() {
      try {
        await stop();
      } finally {
        project.remove();
        await storage.remove();
      }
    },
  };
}
