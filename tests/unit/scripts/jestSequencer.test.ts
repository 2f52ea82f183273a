/** scripts/jestSequencer.cjs: without timings the known long files start first; with timings jest's own order stays. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the sequencer is CommonJS, as jest loads it
const Sequencer = require('../../../scripts/jestSequencer.cjs') as new (o: object) => { sort(t: object[]): { path: string }[] };

const root = path.resolve(__dirname, '../../..');
const files = ['tests/server/isolation/permissionCheck.test.ts', 'tests/server/records/crossCentre.test.ts', 'tests/server/isolation/sweeps.postgres.test.ts', 'tests/server/isolation/sweeps.pglite.test.ts'];

function setUp() {
  const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-seq-'));
  const context = { config: { rootDir: root, cacheDirectory, id: 'seq' }, hasteFS: { getSize: (p: string) => fs.statSync(p).size } };
  const tests = files.map((f) => ({ path: path.join(root, f), context }));
  return { sequencer: new Sequencer({ contexts: [context], globalConfig: {} }), tests, cacheDirectory };
}
const rel = (ts: { path: string }[]) => ts.map((t) => path.relative(root, t.path));

test('without timings, the known long files come first, longest first; the others keep the size order', () => {
  const { sequencer, tests, cacheDirectory } = setUp();
  const order = rel(sequencer.sort(tests));
  fs.rmSync(cacheDirectory, { recursive: true, force: true });
  expect(order.slice(0, 3)).toEqual(['tests/server/isolation/sweeps.pglite.test.ts', 'tests/server/isolation/sweeps.postgres.test.ts', 'tests/server/records/crossCentre.test.ts']);
  expect(order[3]).toBe('tests/server/isolation/permissionCheck.test.ts');
});

test('with timings, jest orders by them (longest first)', () => {
  const { tests, cacheDirectory } = setUp();
  const seconds: Record<string, number> = Object.fromEntries(tests.map((t, i) => [t.path, [90, 5, 1, 2][i]]));
  // The timings jest would have read from its cache.
  class Timed extends Sequencer {
    time(t: { path: string }) {
      return seconds[t.path];
    }
  }
  const order = rel(new Timed({ contexts: [tests[0].context], globalConfig: {} }).sort(tests));
  fs.rmSync(cacheDirectory, { recursive: true, force: true });
  expect(order).toEqual(['tests/server/isolation/permissionCheck.test.ts', 'tests/server/records/crossCentre.test.ts', 'tests/server/isolation/sweeps.pglite.test.ts', 'tests/server/isolation/sweeps.postgres.test.ts']);
});
