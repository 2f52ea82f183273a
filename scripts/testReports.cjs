/**
 * Readers of the test reports (test-results/jest-report.json, test-results/e2e-report.json), shared
 * by the test runner's summary (scripts/test.mjs) and the before/after comparison
 * (scripts/compareTestRuns.cjs). CommonJS, so jest can load it too.
 */
const path = require('node:path');

/** Per jest file (path relative to root): its seconds (end − start) and its number of tests. */
function jestFileTimes(report, root) {
  const files = {};
  for (const t of report?.testResults ?? []) {
    files[path.relative(root, t.name)] = { seconds: ((t.endTime ?? 0) - (t.startTime ?? 0)) / 1000, tests: (t.assertionResults ?? []).length };
  }
  return files;
}

/** Calls visit(file, spec, test) for every test of a Playwright JSON report, nested suites included. */
function forEachBrowserTest(report, visit) {
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) visit(file, spec, test);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
}

module.exports = { jestFileTimes, forEachBrowserTest };
