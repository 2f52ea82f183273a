// Two projects. The server tests run under jest-light-runner in plain Node processes that keep the
// modules they loaded (and V8's compiled code) from one test file to the next; jest's own runner
// loaded ~1,100 modules again, in a fresh sandbox, for each of the 150 server files (README, "Test
// databases"). Every other test (unit, client with jsdom, generators, lint) keeps jest's runner,
// run without --experimental-vm-modules: under it Node 20 kept every finished test file's modules.
const esmOnly = ['@electric-sql/pglite', '@x0k/json-schema-merge', '@rjsf/mui', 'react-hotkeys-hook', 'lodash-es', 'jose', 'content-disposition', 'cookie'];

// @swc/jest in CommonJS mode: every file jest itself loads (the unit tests, and the server
// project's global setup; the server test files are imported by Node through tsx instead).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
  // PGlite's CommonJS build import()s Node built-ins; compiled to require() it runs without
  // --experimental-vm-modules, whose dynamic-import callback leaks every test file's modules.
  '/node_modules/@electric-sql/pglite/.+\\.cjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
};
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const server = {
  displayName: 'server',
  runner: 'jest-light-runner/child-process',
  roots: ['<rootDir>/tests/server'],
  testMatch: ['**/*.test.ts'],
  // tsx's hooks first (Node imports the TypeScript itself), then the time limits jest's runner would give.
  setupFiles: ['<rootDir>/tests/server/support/registerTypeScript.mjs'],
  setupFilesAfterEnv: ['<rootDir>/tests/server/support/testTimeouts.ts'],
  // Migrates the server tests' database templates once per run (tests/support/dbTemplates.ts).
  globalSetup: '<rootDir>/tests/server/support/jestGlobalSetup.ts',
  transform,
  transformIgnorePatterns,
};

const unit = {
  displayName: 'unit',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src', '<rootDir>/generators'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/server/'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/tests/styleMock.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@rjsf/mui$': '<rootDir>/node_modules/@rjsf/mui/lib/index.js',
    // json-schema-to-typescript's formatter: prettier's CommonJS entry import()s its ESM build.
    '^prettier$': '<rootDir>/tests/support/prettierForJest.cjs',
    // import.meta.env lives only in this module; swc's CommonJS output cannot run it.
    '^\\.{1,2}/(.*/)?viteEnv$': '<rootDir>/tests/unit/client/support/viteEnv.ts',
  },
};

export default {
  projects: [server, unit],
  // Without timings (fresh clone), the known long files start first (scripts/jestSequencer.cjs).
  testSequencer: '<rootDir>/scripts/jestSequencer.cjs',
  maxWorkers: 2,
  // A guard for jest's own workers (the unit project): a worker whose heap is past this after a
  // file is replaced (the ~35 MB per file it leaked under --experimental-vm-modules is gone).
  workerIdleMemoryLimit: '400MB',
  // Jest reads the time limit from here only (a project's own testTimeout is ignored); UI tests
  // need far more than jest's 5 s on a busy two-core machine (tests/unit/jestTimeouts.test.ts).
  testTimeout: 60000,
};
