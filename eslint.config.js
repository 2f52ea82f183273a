/**
 * ESLint (flat config), run by `npm test` (phase "lint") and `npx eslint .`:
 * - the layers of DESIGN.md §1–2 are one-way (import-x/no-restricted-paths, LAYERS below) and no
 *   module imports itself back through others at run time (import-x/no-cycle; it does not follow
 *   `import type`, which creates no run-time edge; madge found no type-only cycle either, 2026-11-25);
 * - no `any` escapes (@typescript-eslint/no-explicit-any);
 * - every query on a centre-owned table stays inside the centre scope (kura/centre-scope,
 *   eslint-rules/centre-scope.js; README "Tenant isolation").
 * tests/unit/lint/ shows each rule catching what it should.
 */
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import centreScope from './eslint-rules/centre-scope.js';

// Written by `npm run gen` from the Drizzle schema: every table with a centre_id column.
const { tables } = JSON.parse(fs.readFileSync(new URL('./eslint-rules/centreOwnedTables.gen.json', import.meta.url), 'utf8'));

/** What each layer may not import (DESIGN.md §1–2; README "Architecture"). */
export const LAYERS = [
  { target: './src/shared', from: ['./src/server', './src/client', './resources', './generators'], message: 'src/shared is isomorphic: it imports nothing of the server or the client.' },
  { target: './src/generated', from: ['./src/server', './src/client', './resources', './generators'], message: 'Generated files import only src/shared.' },
  { target: './src/server', from: ['./src/client', './resources'], message: 'The server imports no client code.' },
  { target: './src/client', from: ['./src/server', './generators'], message: 'The client imports no server code.' },
  { target: './src/client/pages', from: ['./resources'], message: 'Pages receive their resource configuration (useRecordResource), they never import resources/.' },
  { target: './src/client/admin', from: ['./src/client/pages'], message: 'The record engine (admin/) imports no page; shared pieces live in admin/ or components/.' },
  { target: './src/client/components', from: ['./src/client/pages', './src/client/admin'], message: 'Components are shared pieces: they import no page and no record engine.' },
  { target: './src/client/public', from: './src/client', except: ['./public'], message: "The patients' pages (public.html) are a bundle of their own: they import nothing of the admin app." },
  { target: './src/server/records', from: ['./src/server/services', './src/server/routes', './src/server/plugins'], message: 'The record engine imports no service, route or plugin (hooks come in through the registry).' },
  { target: './src/server/services', from: ['./src/server/routes', './src/server/plugins/crud'], message: 'Services do not import routes or the CRUD plugin.' },
];

const USERS_SHELL_NAVIGATION = '/users pages navigate through src/client/shell/usersNavigation.tsx: they also render in the /users shell, which has no router.';

export default [
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'test-results/**', 'migrations/**', '**/*.gen.json'] },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'generators/**/*.ts'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle parses the imported files too: with TypeScript's parser, or it silently sees no imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      'no-control-regex': 'error',
    },
  },
  {
    // The /users pages also render in the light /users shell, which has no router (README "Client bundle").
    files: ['src/client/pages/users/**/*.{ts,tsx}', 'src/client/shell/**/*.{ts,tsx}'],
    // The full app's router, loaded only when the /users shell hands over.
    ignores: ['src/client/shell/FullApp.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'react-router', message: USERS_SHELL_NAVIGATION },
          { name: 'react-router-dom', message: USERS_SHELL_NAVIGATION },
          { name: 'react-admin', importNames: ['useNavigate', 'useParams', 'useLocation', 'useRedirect', 'LinkBase', 'Link', 'Navigate'], message: USERS_SHELL_NAVIGATION },
        ],
      }],
    },
  },
  {
    // The patients' pages stay small (≤ 60 kB gzipped, issue 10 §3): Preact, no React, MUI or react-admin.
    files: ['src/client/public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(react|react-dom|react-admin|ra-[\\w-]+|@mui/.*|@emotion/.*|i18next|react-i18next|libphonenumber-js)(/.*)?$', message: "The patients' pages use Preact and the browser's Intl; this package would weigh more than the whole page." }],
      }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { kura: { rules: { 'centre-scope': centreScope } } },
    rules: { 'kura/centre-scope': ['error', { tables }] },
  },
];
