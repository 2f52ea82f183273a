/**
 * ESLint (flat config). For now one project rule: kura/centre-scope (eslint-rules/centre-scope.js),
 * which keeps every query on a centre-owned table inside the centre scope. `npx eslint src/server`.
 */
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import centreScope from './eslint-rules/centre-scope.js';

// Written by `npm run gen` from the Drizzle schema: every table with a centre_id column.
const { tables } = JSON.parse(fs.readFileSync(new URL('./eslint-rules/centreOwnedTables.gen.json', import.meta.url), 'utf8'));

export default [
  {
    files: ['src/server/**/*.ts'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    // Other rules' disable comments are for the full configuration, not for this one.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { kura: { rules: { 'centre-scope': centreScope } } },
    rules: { 'kura/centre-scope': ['error', { tables }] },
  },
];
