/** scripts/compareTestRuns.cjs: whole phases, per test, and the files and specs both runs have. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the script is CommonJS, as Node runs it
const { compareRuns } = require('../../../scripts/compareTestRuns.cjs') as { compareRuns: (b: object, a: object) => Comparison };

interface Sums {
  units: number;
  seconds: number;
  tests: number;
}
interface Phase {
  before: Sums;
  after: Sums;
  common: { units: number; before: { seconds: number; tests: number }; after: { seconds: number; tests: number } };
  wall: { before: number; after: number };
}
interface Comparison {
  jest?: Phase;
  browser?: Phase;
}

const jestFile = (root: string, file: string, start: number, seconds: number, tests: number) => ({
  name: `${root}/${file}`,
  startTime: start,
  endTime: start + seconds * 1000,
  assertionResults: Array.from({ length: tests }, () => ({})),
});

const spec = (file: string, tests: Array<{ project: string; seconds: number[] }>) => ({
  file,
  specs: [{ tests: tests.map((t) => ({ projectName: t.project, results: t.seconds.map((s) => ({ duration: s * 1000 })) })) }],
  suites: [],
});

test('jest: wall from start to the last end, sums, and the files both runs have (by path in the checkout)', () => {
  const before = {
    root: '/old',
    jest: { startTime: 0, testResults: [jestFile('/old', 'tests/a.test.ts', 0, 10, 4), jestFile('/old', 'tests/gone.test.ts', 0, 30, 2)] },
  };
  const after = {
    root: '/new',
    jest: { startTime: 1000, testResults: [jestFile('/new', 'tests/a.test.ts', 1000, 4, 5), jestFile('/new', 'tests/new.test.ts', 2000, 20, 9)] },
  };
  const { jest } = compareRuns(before, after);
  expect(jest?.wall).toEqual({ before: 30, after: 21 });
  expect(jest?.before).toEqual({ units: 2, seconds: 40, tests: 6 });
  expect(jest?.after).toEqual({ units: 2, seconds: 24, tests: 14 });
  expect(jest?.common).toEqual({ units: 1, before: { seconds: 10, tests: 4 }, after: { seconds: 4, tests: 5 } });
});

test('browser: a spec per database, every attempt counted, nested suites walked; no jest report, no jest figures', () => {
  const nested = { file: 'b.spec.ts', specs: [], suites: [spec('b.spec.ts', [{ project: 'pglite', seconds: [3] }])] };
  const before = { root: '/old', e2e: { stats: { duration: 50_000 }, suites: [spec('a.spec.ts', [{ project: 'pglite', seconds: [10] }, { project: 'postgres', seconds: [12] }]), nested] } };
  const after = { root: '/new', e2e: { stats: { duration: 20_000 }, suites: [spec('a.spec.ts', [{ project: 'pglite', seconds: [4, 2] }]), nested] } };
  const { jest, browser } = compareRuns(before, after);
  expect(jest).toBeUndefined();
  expect(browser?.wall).toEqual({ before: 50, after: 20 });
  expect(browser?.before).toEqual({ units: 3, seconds: 25, tests: 3 });
  expect(browser?.after).toEqual({ units: 2, seconds: 9, tests: 2 });
  // a.spec.ts [postgres] ran only before: not like for like.
  expect(browser?.common).toEqual({ units: 2, before: { seconds: 13, tests: 2 }, after: { seconds: 9, tests: 2 } });
});
