/**
 * Helpers for the crash and single-opener tests: a seeded random source (every kill point is
 * replayable from the logged seed) and the probe writer as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../../e2e/support/kuraProcess';

export { seededRandom } from '../../../support/seededRandom';

const WRITER = path.join('tests', 'server', 'durability', 'support', 'probeWriter.ts');

/** Probes still running: a test that fails midway must not leave one holding the directory for the next test. */
const live = new Set<ChildProcess>();

/** SIGKILLs every probe still running and waits for each to end (call in afterEach). */
export async function killProbes(): Promise<void> {
  const ending = [...live].map((proc) => new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  }));
  await Promise.all(ending);
}

export interface LineProcess {
  proc: ChildProcess;
  /** Resolves with the first stdout line matching, rejects when the process ends first or on timeout. */
  waitForLine(match: (line: string) => boolean, timeoutMs: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Starts a probe script (the writer by default) as `node --import tsx`, so the pid is the script's own. */
export function runProbe(args: string[], script = WRITER): LineProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(proc);
  const started = performance.now();
  let lastLine = '';
  let out = '';
  let pending = '';
  const listeners = new Set<(line: string) => void>();
  proc.stdout!.on('data', (c: Buffer) => {
    pending += c.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      lastLine = line;
      for (const l of [...listeners]) l(line);
    }
  });
  proc.stderr!.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => {
      live.delete(proc);
      resolve({ code, signal });
    }),
  );
  return {
    proc,
    exited,
    output: () => out,
    waitForLine(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        // Say how far the probe got, so a failure under load tells a slow start from a stall.
        const timer = setTimeout(() => {
          const since = Math.round(performance.now() - started);
          done(new Error(`no matching line within ${timeoutMs} ms (probe ${args[0]} running ${since} ms, last line "${lastLine}"); stderr: ${out.slice(-2000)}`));
        }, timeoutMs);
        const onLine = (line: string) => {
          if (match(line)) done(null, line);
        };
        const done = (err: Error | null, line?: string) => {
          clearTimeout(timer);
          listeners.delete(onLine);
          if (err) reject(err);
          else resolve(line!);
        };
        listeners.add(onLine);
        void exited.then(({ code, signal }) => done(new Error(`probe ended (${code ?? signal}) first; stderr: ${out.slice(-2000)}`)));
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
