/**
 * @jest-environment ./tests/support/nativeModulesEnvironment.cjs
 *
 * The lint phase of `npm test` (eslint.config.js) fails on what it is there to stop: an import
 * against the layers of DESIGN.md §1–2, an import cycle, and `any`. Each case lints a small text as
 * if it were a file of the checkout, with the project's own configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nativeRequire } from '../../support/nativeRequire';
import { REPO } from '../generators/tempProject';

// ESLint import()s the configuration and its plugins: loaded by Node itself, outside jest's sandbox.
const { ESLint } = nativeRequire<typeof import('eslint')>('eslint');

const eslint = new ESLint({ cwd: REPO });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the project lint configuration', () => {
  it('refuses a src/shared → src/server import', async () => {
    const found = await problems('src/shared/layerProbe.ts', "import { loadConfig } from '../server/config';\nexport const probe = loadConfig;\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/shared is isomorphic/)]);
  }, 120_000);

  it('refuses a page importing resources/ and the record engine importing a page', async () => {
    const page = await problems('src/client/pages/probe/ProbePage.tsx', "import { resources } from '../../../../resources';\nexport const probe = resources;\n");
    expect(page).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never import resources/)]);
    const admin = await problems('src/client/admin/probe.ts', "import { VatPage } from '../pages/vat/VatPage';\nexport const probe = VatPage;\n");
    expect(admin).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*imports no page/)]);
  }, 120_000);

  it('refuses react-router in a /users page (it also renders in the router-less /users shell)', async () => {
    const direct = await problems('src/client/pages/users/ProbePage.tsx', "import { useNavigate } from 'react-router-dom';\nexport const probe = useNavigate;\n");
    expect(direct).toEqual([expect.stringMatching(/^no-restricted-imports: .*usersNavigation/)]);
    const viaAdmin = await problems('src/client/pages/users/ProbePage.tsx', "import { useParams, useTranslate } from 'react-admin';\nexport const probe = [useParams, useTranslate];\n");
    expect(viaAdmin).toEqual([expect.stringMatching(/^no-restricted-imports: .*useParams.*usersNavigation/)]);
  }, 120_000);

  it('refuses an import cycle', async () => {
    // no-cycle follows imports on disk, so the probe files are written for the moment of the check.
    const dir = path.join(REPO, 'src/shared', `lintProbe-${process.pid}`);
    fs.mkdirSync(dir);
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const results = await eslint.lintFiles([path.join(dir, '*.ts')]);
      const cycles = results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)]);
      expect(cycles).toEqual([
        ['a.ts', ['import-x/no-cycle']],
        ['b.ts', ['import-x/no-cycle']],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses an explicit any', async () => {
    const found = await problems('src/shared/anyProbe.ts', 'export const probe = (x: any) => x;\n');
    expect(found).toEqual([expect.stringMatching(/^@typescript-eslint\/no-explicit-any: /)]);
  }, 120_000);

  it('accepts the same files without the offending line', async () => {
    expect(await problems('src/shared/layerProbe.ts', "import { LANGUAGES } from './languages';\nexport const probe = LANGUAGES;\n")).toEqual([]);
  }, 120_000);
});
