#!/usr/bin/env node
/**
 * Compares the test reports of two checkouts run on the same machine (`.ci/run` or `npm test` in
 * each), for issue 8 §5's before/after: the whole phases, per test, and like for like, the test
 * files (jest) and spec × database (browser) that both runs have.
 *
 *   node scripts/compareTestRuns.cjs <before-checkout> <after-checkout>
 *
 * Reads test-results/jest-report.json and test-results/e2e-report.json in each. Times are the
 * reports' own: a jest file's end − start, a browser test's duration (all its attempts).
 * CommonJS, so the unit test can require it as jest loads it (tests/unit/scripts/compareTestRuns.test.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const { forEachBrowserTest, jestFileTimes } = require('./testReports.cjs');

/** Per spec file and project ("calendar.spec.ts [postgres]"): seconds (all attempts) and tests. */
function browserSpecs(report) {
  const specs = {};
  forEachBrowserTest(report, (file, _spec, test) => {
    const key = `${file} [${test.projectName}]`;
    specs[key] ??= { seconds: 0, tests: 0 };
    specs[key].tests++;
    for (const result of test.results ?? []) specs[key].seconds += (result.duration ?? 0) / 1000;
  });
  return specs;
}

const total = (entries) => entries.reduce((sum, e) => ({ seconds: sum.seconds + e.seconds, tests: sum.tests + e.tests }), { seconds: 0, tests: 0 });

/** Whole and like-for-like sums of two runs' units (files or specs), each side's own. */
function compareUnits(before, after) {
  const common = Object.keys(before).filter((k) => k in after);
  return {
    before: { units: Object.keys(before).length, ...total(Object.values(before)) },
    after: { units: Object.keys(after).length, ...total(Object.values(after)) },
    common: { units: common.length, before: total(common.map((k) => before[k])), after: total(common.map((k) => after[k])) },
  };
}

/** jest's wall time: from its start to the last file's end. */
const jestWall = (report) => (Math.max(report.startTime, ...(report.testResults ?? []).map((t) => t.endTime ?? 0)) - report.startTime) / 1000;

function compareRuns(before, after) {
  const result = {};
  if (before.jest && after.jest) {
    result.jest = {
      ...compareUnits(jestFileTimes(before.jest, before.root), jestFileTimes(after.jest, after.root)),
      wall: { before: jestWall(before.jest), after: jestWall(after.jest) },
    };
  }
  if (before.e2e && after.e2e) {
    result.browser = {
      ...compareUnits(browserSpecs(before.e2e), browserSpecs(after.e2e)),
      wall: { before: (before.e2e.stats?.duration ?? 0) / 1000, after: (after.e2e.stats?.duration ?? 0) / 1000 },
    };
  }
  return result;
}

const s = (x) => `${x.toFixed(1)} s`;
const ratio = (a, b) => (a > 0 ? `${(b / a).toFixed(2)}×` : '–');

function describePhase(name, c, unit) {
  const perTest = (x) => (x.tests ? x.seconds / x.tests : 0);
  return [
    `${name}: wall ${s(c.wall.before)} → ${s(c.wall.after)} (${ratio(c.wall.before, c.wall.after)})`,
    `  all: ${c.before.units} ${unit} / ${c.before.tests} tests, summed ${s(c.before.seconds)} → ${c.after.units} ${unit} / ${c.after.tests} tests, summed ${s(c.after.seconds)}`,
    `  per test: ${perTest(c.before).toFixed(3)} → ${perTest(c.after).toFixed(3)} s (${ratio(perTest(c.before), perTest(c.after))})`,
    `  in both (${c.common.units} ${unit}): ${c.common.before.tests} → ${c.common.after.tests} tests, summed ${s(c.common.before.seconds)} → ${s(c.common.after.seconds)} (${ratio(c.common.before.seconds, c.common.after.seconds)})`,
  ].join('\n');
}

function readRun(root) {
  const read = (file) => {
    const p = path.join(root, 'test-results', file);
    return fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, 'utf8')) : null;
  };
  return { root: path.resolve(root), jest: read('jest-report.json'), e2e: read('e2e-report.json') };
}

if (require.main === module) {
  const [beforeRoot, afterRoot] = process.argv.slice(2);
  if (!beforeRoot || !afterRoot) {
    process.stderr.write('usage: node scripts/compareTestRuns.cjs <before-checkout> <after-checkout>\n');
    process.exit(2);
  }
  const c = compareRuns(readRun(beforeRoot), readRun(afterRoot));
  const lines = [];
  if (c.jest) lines.push(describePhase('jest', c.jest, 'files'));
  if (c.browser) lines.push(describePhase('browser', c.browser, 'specs × databases'));
  process.stdout.write(`${lines.join('\n') || 'no report found in both checkouts (test-results/*.json)'}\n`);
}

module.exports = { compareRuns, browserSpecs };
