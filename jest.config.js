// @swc/jest in CommonJS mode; ESM-only packages are compiled too (stack-notes G9). Run without
// --experimental-vm-modules: under it Node 20 kept every finished test file's modules (README).
const esmOnly = ['@electric-sql/pglite', '@x0k/json-schema-merge', '@rjsf/mui', 'react-hotkeys-hook', 'lodash-es', 'jose', 'content-disposition', 'cookie'];
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src', '<rootDir>/generators'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // Migrates the server tests' database templates once per run (tests/server/support/dbTemplates.ts).
  globalSetup: '<rootDir>/tests/server/support/jestGlobalSetup.ts',
  transform: {
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
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/tests/styleMock.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@rjsf/mui$': '<rootDir>/node_modules/@rjsf/mui/lib/index.js',
    // json-schema-to-typescript's formatter: prettier's CommonJS entry import()s its ESM build.
    '^prettier$': '<rootDir>/tests/support/prettierForJest.cjs',
    // import.meta.env lives only in this module; swc's CommonJS output cannot run it.
    '^\\.{1,2}/(.*/)?viteEnv$': '<rootDir>/tests/unit/client/support/viteEnv.ts',
  },
  // Without timings (fresh clone), the known long files start first (scripts/jestSequencer.cjs).
  testSequencer: '<rootDir>/scripts/jestSequencer.cjs',
  testTimeout: 60000,
  maxWorkers: 2,
  // A guard: a worker whose heap is past this after a file is replaced (the ~35 MB per file it
  // leaked under --experimental-vm-modules is gone; README, "Test databases").
  workerIdleMemoryLimit: '400MB',
};
