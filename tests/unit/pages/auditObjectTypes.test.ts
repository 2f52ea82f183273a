import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_OBJECT_TYPES } from '../../../src/client/pages/settings/auditLog/auditLogLabels';

const root = path.resolve(__dirname, '../../..');
const LANGUAGES = ['de', 'en', 'fr', 'it'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every object type the server writes to the audit log by name (records add theirs from the registry). */
function loggedObjectTypes(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src/server'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/objectType: '([A-Za-z]+)'/g)) found.add(m[1]);
    // The payment reads log through a helper whose second argument is the type.
    for (const m of text.matchAll(/logRead\(\w+, '([A-Za-z]+)'/g)) found.add(m[1]);
  }
  return found;
}

const catalogue = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8'));

describe('audit log object types', () => {
  it('finds the types the server logs (the scan itself works)', () => {
    const logged = loggedObjectTypes();
    for (const t of ['contact', 'invoice', 'payment', 'bankFile', 'message']) expect(logged).toContain(t);
  });

  it('offers every logged type in the filter', () => {
    const missing = [...loggedObjectTypes()].filter((t) => !AUDIT_OBJECT_TYPES.includes(t));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('labels every type in %s (its own entry, or the record title)', (lang) => {
    const own = catalogue(lang, 'settings').auditLog.objectTypes as Record<string, string>;
    const records = catalogue(lang, 'records') as Record<string, { _title?: string }>;
    const unlabelled = AUDIT_OBJECT_TYPES.filter((t) => !own[t]?.trim() && !records[t]?._title?.trim());
    expect(unlabelled).toEqual([]);
  });
});
