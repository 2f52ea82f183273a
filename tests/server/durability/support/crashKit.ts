/**
 * Helpers for the crash and single-opener tests: a seeded random source (every kill point is
 * replayable from the logged seed) and the probe writer as a child process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../../e2e/support/kuraProcess';

export { seededRandom } from '../../../support/seededRandom';

const WRITER = path.join('tests', 'server', 'durability', 'support', 'probeWriter.ts');

/** Probes still running: a test that fails midway must not leave one holding the directory for the next test. */
const live = new Map<ChildProcess, Promise<unknown>>();

/** SIGKILLs every probe still running and waits for each to end (call in afterEach). */
export async function killProbes(): Promise<void> {
  const ending = [...live].map(([proc, closed]) => {
    proc.kill('SIGKILL');
    return closed;
  });
  await Promise.all(ending);
}

export interface LineProcess {
  proc: ChildProcess;
  /**
   * Resolves with the first stdout line matching after the line the previous wait matched (lines
   * that arrived before this call count: one chunk can bring `ready` and the awaited `ack n`
   * together); rejects when the process ends first or on timeout.
   */
  waitForLine(match: (line: string) => boolean, timeoutMs: number): Promise<string>;
  /** Resolves once the process has ended and its output is read to the end. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Probe bundles this process has made current: sources do not change during a test run. */
const bundles = new Map<string, string>();

/**
 * The probe script as one ES module, built as the server's bundle is (scripts/buildBundle.mjs:
 * esbuild, packages left to node_modules, rebuilt only when a source changed). Through tsx's hooks
 * every probe start spent 0.5 s (quiet) to 2 s (busy) loading TypeScript; the crash tests start
 * ~25 of them. Inside node_modules so the bundle's imports of packages resolve.
 */
function probeBundle(script: string): string {
  let bundle = bundles.get(script);
  if (!bundle) {
    bundle = path.join(repoRoot, 'node_modules', '.cache', 'kura-probes', `${path.basename(script, '.ts')}.mjs`);
    const r = spawnSync(process.execPath, ['scripts/buildBundle.mjs', script, bundle], { cwd: repoRoot, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`building the probe ${script} failed:\n${r.stdout}${r.stderr}`);
    bundles.set(script, bundle);
  }
  return bundle;
}

/** Starts a probe script (the writer by default) from its bundle in plain Node, so the pid is the script's own. */
export function runProbe(args: string[], script = WRITER): LineProcess {
  const proc = spawn(process.execPath, [probeBundle(script), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = performance.now();
  const lines: string[] = [];
  /** Index of the first line a wait has not yet looked past. */
  let cursor = 0;
  let out = '';
  let pending = '';
  const listeners = new Set<() => void>();
  proc.stdout!.on('data', (c: Buffer) => {
    pending += c.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
    for (const l of [...listeners]) l();
  });
  proc.stderr!.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  // 'close' (not 'exit') comes after stdout is read to the end, so no last line is missed.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('close', (code, signal) => {
      live.delete(proc);
      resolve({ code, signal });
    }),
  );
  live.set(proc, exited);
  return {
    proc,
    exited,
    output: () => out,
    waitForLine(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        let settled = false;
        const scan = () => {
          if (settled) return true;
          for (; cursor < lines.length; cursor++) {
            if (match(lines[cursor]!)) {
              done(null, lines[cursor++]);
              return true;
            }
          }
          return false;
        };
        // Say how far the probe got, so a failure under load tells a slow start from a stall.
        const timer = setTimeout(() => {
          const since = Math.round(performance.now() - started);
          done(new Error(`no matching line within ${timeoutMs} ms (probe ${args[0]} running ${since} ms, last line "${lines.at(-1) ?? ''}"); stderr: ${out.slice(-2000)}`));
        }, timeoutMs);
        const done = (err: Error | null, line?: string) => {
          settled = true;
          clearTimeout(timer);
          listeners.delete(scan);
          if (err) reject(err);
          else resolve(line!);
        };
        if (scan()) return;
        listeners.add(scan);
        void exited.then(({ code, signal }) => {
          if (!scan()) done(new Error(`probe ended (${code ?? signal}) first; stderr: ${out.slice(-2000)}`));
        });
      });
    },
  };
}

/** Opens the directory like the server does and returns every row number present. */
export async function countProbeRows(dataDir: string): Promise<number[]> {
  const p = runProbe(['count', dataDir]);
  const line = await p.waitForLine((l) => l.startsWith('rows '), 60_000);
  const { code } = await p.exited;
  if (code !== 0) throw new Error(`count exited ${code}: ${p.output()}`);
  return JSON.parse(line.slice(5)) as number[];
}
