// An earlier commit's test suite, run by this checkout: npm test's phases (typecheck and lint,
// jest, the client build and bundle check, the browser tests) on only the test files that
// existed at <commit> and still exist, or took over from one (a test file added by the commit that
// deleted it: four isolation tests were merged into sweeps.*.test.ts), then gen:check, with the
// wall time of each step and of all.
// Against `.ci/run` on a fresh clone of <commit>, run on the same machine one after the other,
// this measures the same tests before and after (README "The same suite before and after").
//
//   node scripts/runSuiteOf.mjs <commit> [--every-spec-on-both] [--list]
//
// --list prints the files that would run, and runs nothing.
// --every-spec-on-both runs every browser spec on both databases, as they all ran until 26 Nov
// (now only the specs where the database shapes what the user sees run on PostgreSQL too).
// Set TEST_DATABASE_URL (and TEST_REDIS_URL) as .ci/run does to include PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const [commit, ...flags] = process.argv.slice(2);
if (!commit || flags.some((f) => !['--every-spec-on-both', '--list'].includes(f))) {
  process.stderr.write('Usage: node scripts/runSuiteOf.mjs <commit> [--every-spec-on-both] [--list]\n');
  process.exit(2);
}

function git(args) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(`git ${args.join(' ')} failed: ${r.stderr}`);
    process.exit(2);
  }
  return r.stdout.split('\n').filter(Boolean);
}
const isJestTest = (f) => /\.test\.tsx?$/.test(f) && !f.startsWith('tests/e2e/');
const isSpec = (f) => /^tests\/e2e\/.*\.spec\.ts$/.test(f);
const exists = (f) => fs.existsSync(path.join(root, f));

const then = git(['ls-tree', '-r', '--name-only', commit]);
const filesThen = then.filter((f) => isJestTest(f) || isSpec(f));
const gone = filesThen.filter((f) => !exists(f));
/** The test files that the commit deleting `file` added (and that still exist): its tests' new home. */
const successors = (file) => {
  const [deletedBy] = git(['log', '--diff-filter=D', '--format=%H', '-1', 'HEAD', '--', file]);
  return deletedBy ? git(['show', '--name-only', '--diff-filter=A', '--format=', deletedBy]).filter((f) => (isJestTest(f) || isSpec(f)) && exists(f)) : [];
};
const takenOver = new Map(gone.map((f) => [f, successors(f)]));
const files = [...new Set([...filesThen.filter(exists), ...[...takenOver.values()].flat()])];
const jestFiles = files.filter(isJestTest);
const specs = files.filter(isSpec);
process.stdout.write(`Suite of ${commit}: ${filesThen.length} test files then; now ${jestFiles.length} jest files and ${specs.length} browser specs.\n`);
for (const [f, next] of takenOver) process.stdout.write(`  ${f}: ${next.length ? `now in ${next.join(', ')}` : 'gone, no successor'}\n`);
if (flags.includes('--list')) {
  process.stdout.write(`${files.join('\n')}\n`);
  process.exit(0);
}

const everySpecOnBoth = flags.includes('--every-spec-on-both');
const steps = [
  { name: 'npm test unit (typecheck, lint, jest)', cmd: process.execPath, args: ['scripts/test.mjs', 'unit', '--runTestsByPath', ...jestFiles] },
  { name: 'npm test e2e (build, bundle, browser)', cmd: process.execPath, args: ['scripts/test.mjs', 'e2e', ...specs] },
  // As .ci/run calls it.
  { name: 'gen:check', cmd: 'npm', args: ['run', 'gen:check'] },
];
const env = { ...process.env, ...(everySpecOnBoth ? { KURA_E2E_EVERY_SPEC_ON_BOTH: '1' } : {}) };
const t0 = Date.now();
const results = steps.map(({ name, cmd, args }) => {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  return { name, ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
});
process.stdout.write(`\n── suite of ${commit}${everySpecOnBoth ? ', every spec on both databases' : ''} ──\n`);
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(40)} ${r.seconds.toFixed(1).padStart(7)} s\n`);
process.stdout.write(`      ${'all'.padEnd(40)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(7)} s\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
