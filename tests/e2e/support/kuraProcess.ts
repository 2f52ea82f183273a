/**
 * Starts the real server as a child process, for the browser tests, the benchmark and the
 * durability tests: the bundle `npm start` runs (dist/server/main.mjs, rebuilt first when a server
 * source changed: scripts/buildBundle.mjs), one process, so a SIGKILL to the pid we hold ends the
 * server itself (stack-notes G17).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface KuraProcess {
  proc: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** ms from spawn to the first 200 of /api/health. */
  readyMs: number;
  /** Output so far (stdout + stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (graceful) by default; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | string>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  port?: number;
  /** Also append the output to this file. */
  logFile?: string;
  readyTimeoutMs?: number;
  /** Project directory to run from (default this checkout), e.g. a temporary copy. */
  cwd?: string;
  /**
   * Node arguments (default the server itself). Anything else, such as scripts/start.mjs, may
   * start further processes: it gets its own process group, which stop() kills at the end.
   */
  nodeArgs?: string[];
  /** Aborting while waiting for readiness kills what was started (a test's teardown). */
  abort?: AbortSignal;
}

const SERVER_ARGS = ['dist/server/main.mjs'];

/** Checkouts whose bundle this process has made current: sources do not change during a test run. */
const bundled = new Set<string>();

/** Builds the server bundle in `cwd` when stale, once per process and checkout (a crash test starts many servers). */
function ensureServerBundle(cwd: string): void {
  if (bundled.has(cwd)) return;
  const r = spawnSync(process.execPath, ['scripts/buildBundle.mjs'], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the server bundle failed:\n${r.stdout}${r.stderr}`);
  bundled.add(cwd);
}

export function spawnKura(env: Record<string, string | undefined>, logFile?: string, where: Pick<StartOptions, 'cwd' | 'nodeArgs'> = {}) {
  const merged: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env };
  // An undefined value unsets a variable the test process has.
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const group = where.nodeArgs !== undefined;
  if (!group) ensureServerBundle(where.cwd ?? repoRoot);
  const proc = spawn(process.execPath, where.nodeArgs ?? SERVER_ARGS, {
    cwd: where.cwd ?? repoRoot,
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let out = '';
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  const onData = (c: Buffer) => {
    out += c.toString('utf8');
    if (out.length > 200_000) out = out.slice(-100_000);
    log?.write(c);
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => {
      log?.end();
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  // SIGKILL reaches the whole group; other signals only the leader, which passes them on (a
  // second SIGTERM straight to the server would end it before its graceful shutdown finished).
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (group && proc.pid && sig === 'SIGKILL') process.kill(-proc.pid, sig);
      else proc.kill(sig);
    } catch {
      /* already gone */
    }
  };
  return { proc, exited, output: () => out, signal };
}

export async function startKura(opts: StartOptions = {}): Promise<KuraProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const { proc, exited, output, signal: kill } = spawnKura({ PORT: String(port), PUBLIC_URL: url, ...opts.env }, opts.logFile, opts);
  let ended: number | string | null = null;
  void exited.then((c) => (ended = c));
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (ended !== null) {
      kill('SIGKILL');
      throw new Error(`Kura exited (${ended}) before it was ready:\n${output().slice(-4000)}`);
    }
    if (opts.abort?.aborted) {
      kill('SIGKILL');
      await exited;
      throw new Error('Kura start aborted');
    }
    if (Date.now() > deadline) {
      kill('SIGKILL');
      throw new Error(`Kura was not ready within ${opts.readyTimeoutMs ?? 60_000} ms:\n${output().slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - t0;
  return {
    proc,
    pid: proc.pid!,
    port,
    url,
    readyMs,
    output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
      if (ended !== null) {
        kill('SIGKILL'); // a group may outlive its leader
        return ended;
      }
      kill(signal);
      const timer = setTimeout(() => kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      kill('SIGKILL');
      return code;
    },
  };
}
