/**
 * Validation of Forum Datenaustausch XML against the official XSDs through the fixtures'
 * validate.sh (xmllint, offline). The fixtures live next to the repository (../shared from the
 * repo root); they are never copied.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type XsdVersion = '4.5' | '5.0';

/** ../shared of the checkout, or of the main checkout when this one is a git worktree elsewhere. */
function xsdDir(): string {
  const local = path.resolve(process.cwd(), '../shared/fixtures/xsd');
  if (fs.existsSync(local)) return local;
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { encoding: 'utf8' }).trim();
    return path.resolve(common, '../../shared/fixtures/xsd');
  } catch {
    return local;
  }
}

export const XSD_DIR = xsdDir();
export const XSD_SCHEMA: Record<XsdVersion, string> = {
  '4.5': path.join(XSD_DIR, 'forum-datenaustausch/generalInvoiceRequest_450.xsd'),
  '5.0': path.join(XSD_DIR, 'forum-datenaustausch/generalInvoiceRequest_500.xsd'),
};

/** Writes `xml` to `dir`/`name`-`version`.xml and validates it: status 0 and the error lines. */
export function validateXsd(dir: string, version: XsdVersion, xml: string, name: string): { status: number | null; stderr: string; errors: string[] } {
  const file = path.join(dir, `${name}-${version}.xml`);
  fs.writeFileSync(file, xml);
  const r = spawnSync(path.join(XSD_DIR, 'validate.sh'), [XSD_SCHEMA[version], file], { encoding: 'utf8' });
  const stderr = r.stderr ?? String(r.error);
  return { status: r.status, stderr, errors: stderr.split('\n').filter((l) => /error|fails|ENOENT/.test(l)) };
}
