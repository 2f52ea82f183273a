/**
 * @jest-environment ./tests/support/nativeModulesEnvironment.cjs
 *
 * The centre scope holds in this checkout: the rule's table list is the schema's centre-owned
 * tables (what `npm run gen` writes), and src/server has no query on one outside the scope.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CENTRE_TABLES_FILE, centreOwnedTableNames, renderCentreTableList } from '../../../generators/centreOwnedTables';
import * as schema from '../../../src/server/db/schema';
import { REPO } from '../generators/tempProject';
import { nativeRequire } from '../../support/nativeRequire';

// ESLint import()s at run time: it, its parser and the rule are loaded by Node itself, outside jest's sandbox.
const { ESLint } = nativeRequire<typeof import('eslint')>('eslint');
const tseslint = nativeRequire<typeof import('typescript-eslint')>('typescript-eslint').default;
const rule = nativeRequire<{ default: typeof import('../../../eslint-rules/centre-scope.js').default }>('./eslint-rules/centre-scope.js').default;

describe('centre scope in this checkout', () => {
  it('lists every table with a centre_id column for the lint rule (npm run gen)', () => {
    const names = centreOwnedTableNames(schema);
    expect(names).toEqual(expect.arrayContaining(['contacts', 'roles', 'centreProviders', 'outbox', 'daysOff']));
    expect(names).not.toContain('users');
    expect(fs.readFileSync(path.join(REPO, CENTRE_TABLES_FILE), 'utf8')).toBe(renderCentreTableList(names));
  });

  it('finds no query on a centre-owned table outside forCentre() or acrossCentres() in src/server', async () => {
    const eslint = new ESLint({
      cwd: REPO,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, sourceType: 'module' },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        plugins: { kura: { rules: { 'centre-scope': rule } } },
        rules: { 'kura/centre-scope': ['error', { tables: centreOwnedTableNames(schema) }] },
      },
    });
    const results = await eslint.lintFiles(['src/server/**/*.ts']);
    const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(REPO, r.filePath)}:${m.line} ${m.message}`));
    expect(problems).toEqual([]);
  }, 120_000);
});
